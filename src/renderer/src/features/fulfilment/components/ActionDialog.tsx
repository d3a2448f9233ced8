import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { actionProblem } from '../action-problem';
import { useFulfilmentTranslation } from '../strings';

export interface ActionDialogProps {
  title: string;
  confirmLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs the action; the dialog closes when it resolves and says why when it rejects. Return false to keep it open without a call (a field the dialog checks first). */
  onConfirm: () => Promise<unknown> | false;
  children: ReactNode;
}

/**
 * A staff action's dialog (docs/product-rules.md §Fulfilment 4): a modal Fluent dialog (focus stays
 * inside, Escape closes it) with the action's fields, "Cancel" and the action's button; while it
 * runs the buttons wait; a refusal or a dead network is said inside it and the fields are kept.
 */
export function ActionDialog({ title, confirmLabel, open, onOpenChange, onConfirm, children }: ActionDialogProps) {
  const { t } = useFulfilmentTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setProblem(null);
    const running = onConfirm();
    if (running === false) return;
    setBusy(true);
    try {
      await running;
      onOpenChange(false);
    } catch (error) {
      setProblem(actionProblem(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !busy && onOpenChange(data.open)} modalType="modal">
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {children}
              {problem && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button disabled={busy} onClick={() => onOpenChange(false)}>
                {t('fulfilment.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabledFocusable={busy}>
                {busy ? t('fulfilment.working') : confirmLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
