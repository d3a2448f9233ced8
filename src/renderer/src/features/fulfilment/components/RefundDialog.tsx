import { useState } from 'react';
import { Field, Input, Textarea } from '@fluentui/react-components';
import { STAFF_MESSAGE_MAX } from '@shared/api';
import { useOrderFormats } from '@renderer/features/orders';
import { useStaffAction } from '../fulfilment-queries';
import { useFulfilmentTranslation } from '../strings';
import { ActionDialog } from './ActionDialog';

/** The line a refund is for: its order, position, name, and how much of it is left to refund (whole yen). */
export interface RefundTarget {
  orderId: number;
  orderNumber: string;
  position: number;
  name: string;
  leftJpy: number;
}

/**
 * "Refund" (docs/product-rules.md §Fulfilment 4): an amount in whole yen, from 1 to what is left of
 * the line (the full amount by default; checked here and by the API), and a note for the staff log.
 */
export function RefundDialog({ target, open, onOpenChange }: { target: RefundTarget; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useFulfilmentTranslation();
  const { yen } = useOrderFormats();
  const [amount, setAmount] = useState(String(target.leftJpy));
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const refund = useStaffAction((api, input: { amount: number; note: string }) => api.refund(target.orderId, target.position, { amount_jpy: input.amount, note: input.note }));
  return (
    <ActionDialog
      title={t('fulfilment.refund.title', { name: target.name })}
      confirmLabel={t('fulfilment.refund.confirm')}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={() => {
        const value = Number(amount);
        if (!Number.isInteger(value) || value < 1 || value > target.leftJpy) {
          setInvalid(true);
          return false;
        }
        return refund.mutateAsync({ amount: value, note });
      }}
    >
      <Field
        label={t('fulfilment.refund.amount')}
        required
        hint={t('fulfilment.refund.left', { amount: yen(target.leftJpy) })}
        validationState={invalid ? 'error' : 'none'}
        validationMessage={invalid ? t('fulfilment.refund.tooMuch', { amount: yen(target.leftJpy) }) : undefined}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={target.leftJpy}
          step={1}
          value={amount}
          onChange={(_event, data) => {
            setAmount(data.value);
            setInvalid(false);
          }}
        />
      </Field>
      <Field label={t('fulfilment.refund.note')}>
        <Textarea value={note} maxLength={STAFF_MESSAGE_MAX} onChange={(_event, data) => setNote(data.value)} />
      </Field>
    </ActionDialog>
  );
}
