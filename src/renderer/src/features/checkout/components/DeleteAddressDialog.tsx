import { useState } from 'react';
import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { dialogBackdropMotion, dialogSurfaceMotion } from '@renderer/features/ui';
import { useCheckoutTranslation } from '../strings';

export interface DeleteAddressDialogProps {
  /** The address on one line, or null when the dialog is closed. */
  addressText: string | null;
  /** Deletes it; rejects when the API refused or did not answer. */
  onConfirm(): Promise<void>;
  onClose(): void;
}

/**
 * "Delete this address?" (docs/product-rules.md §Checkout 2): a modal Fluent dialog naming the
 * address, with Delete and Cancel (Escape cancels; the app's 300 ms close motion, §Shell 6). It
 * closes once the address is deleted, and says so when it could not be.
 */
export function DeleteAddressDialog({ addressText, onConfirm, onClose }: DeleteAddressDialogProps) {
  const { t } = useCheckoutTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog surfaceMotion={dialogSurfaceMotion} open={addressText !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface backdropMotion={dialogBackdropMotion}>
        <DialogBody>
          <DialogTitle>{t('checkout.address.deleteTitle')}</DialogTitle>
          <DialogContent>
            <Body1>{addressText}</Body1>
            {failed && (
              <MessageBar intent="error">
                <MessageBarBody>{t('checkout.address.deleteFailed')}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabledFocusable={busy} onClick={() => void confirm()}>
              {t('checkout.address.deleteConfirm')}
            </Button>
            <Button onClick={onClose}>{t('checkout.address.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
