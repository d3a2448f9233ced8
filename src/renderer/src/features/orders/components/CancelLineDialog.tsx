import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Field,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { cancellationReasons, type CancellationReason } from '@shared/api';
import { changeProblem } from '../order-changes';
import { useOrdersTranslation } from '../strings';

export interface CancelLineDialogProps {
  /** `cancel`: the collector cancels; `request`: they ask staff to cancel a paid line. */
  mode: 'cancel' | 'request';
  /** The figure's name as the page shows it. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the change; resolves once the API answered (the dialog closes), rejects with the call's error (the dialog says why and stays). */
  onConfirm: (reason: CancellationReason) => Promise<unknown>;
}

/**
 * Cancelling a line, or asking the shop to (docs/product-rules.md §Fulfilment 2): a modal Fluent
 * dialog (focus stays inside, Escape closes it) that says what happens, asks why from the short
 * list of reasons (the first chosen), and sends; while sending the buttons wait; a refusal or a
 * dead network is said inside the dialog and nothing is lost.
 */
export function CancelLineDialog({ mode, name, open, onOpenChange, onConfirm }: CancelLineDialogProps) {
  const { t } = useOrdersTranslation();
  const [reason, setReason] = useState<CancellationReason>(cancellationReasons[0]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(reason);
      onOpenChange(false);
    } catch (error) {
      const why = changeProblem(error);
      setProblem(why.kind === 'offline' ? t('orders.cancelDialog.offline') : t('orders.cancelDialog.failed', { detail: why.kind === 'refused' ? why.detail : t('orders.order.loadFailed') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !busy && onOpenChange(data.open)} modalType="modal">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(mode === 'cancel' ? 'orders.cancelDialog.title' : 'orders.cancelDialog.requestTitle', { name })}</DialogTitle>
          <DialogContent>
            <Text as="p">{t(mode === 'cancel' ? 'orders.cancelDialog.intro' : 'orders.cancelDialog.requestIntro')}</Text>
            <Field label={t('orders.cancelDialog.reason')}>
              <RadioGroup value={reason} onChange={(_event, data) => setReason(data.value as CancellationReason)}>
                {cancellationReasons.map((value) => (
                  <Radio key={value} value={value} label={t(`orders.reason.${value}`)} />
                ))}
              </RadioGroup>
            </Field>
            {problem && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('orders.cancelDialog.keep')}
            </Button>
            <Button appearance="primary" disabledFocusable={busy} onClick={() => void confirm()} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {busy ? t('orders.cancelDialog.working') : t(mode === 'cancel' ? 'orders.cancelDialog.confirm' : 'orders.cancelDialog.confirmRequest')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
