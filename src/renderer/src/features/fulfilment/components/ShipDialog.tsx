import { useState } from 'react';
import { Field, Input, Select } from '@fluentui/react-components';
import { carrierOfMethod, carrierRules, carriers, normaliseTrackingNumber, type Carrier, type StaffShipment } from '@shared/api';
import { useStaffAction } from '../fulfilment-queries';
import { useFulfilmentTranslation } from '../strings';
import { ActionDialog } from './ActionDialog';

/** A carrier's name: its own brand, written the same in every language. */
export const carrierLabel = (carrier: Carrier): string => (carrier === 'dhl' ? 'DHL Express' : 'Japan Post');

/**
 * "Mark shipped" (docs/product-rules.md §Fulfilment 4): the carrier (the one the order's method is
 * handed to, changeable) and the tracking number, checked here against the carrier's format (the
 * rule the API applies) before anything is sent; the API's answer decides.
 */
export function ShipDialog({ shipment, open, onOpenChange }: { shipment: StaffShipment; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useFulfilmentTranslation();
  const [carrier, setCarrier] = useState<Carrier>(carrierOfMethod[shipment.method]);
  const [number, setNumber] = useState('');
  const [invalid, setInvalid] = useState(false);
  const ship = useStaffAction((api, input: { carrier: Carrier; number: string }) => api.ship(shipment.order_id, shipment.position, input.carrier, input.number));
  const carrierName = carrierLabel(carrier);
  return (
    <ActionDialog
      title={t('fulfilment.ship.title', { number: shipment.order_number, position: shipment.position + 1 })}
      confirmLabel={t('fulfilment.ship.confirm')}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={() => {
        const normalised = normaliseTrackingNumber(number);
        if (!carrierRules[carrier].valid(normalised)) {
          setInvalid(true);
          return false;
        }
        return ship.mutateAsync({ carrier, number: normalised });
      }}
    >
      <Field label={t('fulfilment.ship.carrier')}>
        <Select value={carrier} onChange={(_event, data) => setCarrier(data.value as Carrier)}>
          {carriers.map((value) => (
            <option key={value} value={value}>
              {carrierLabel(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('fulfilment.ship.number')}
        required
        hint={t('fulfilment.ship.hint', { format: carrierRules[carrier].format })}
        validationState={invalid ? 'error' : 'none'}
        validationMessage={invalid ? t('fulfilment.ship.invalid', { carrier: carrierName }) : undefined}
      >
        <Input
          value={number}
          autoComplete="off"
          spellCheck={false}
          onChange={(_event, data) => {
            setNumber(data.value);
            setInvalid(false);
          }}
        />
      </Field>
    </ActionDialog>
  );
}
