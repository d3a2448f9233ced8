import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { dialogBackdropMotion, dialogSurfaceMotion } from '@renderer/features/ui';
import { useSettingsTranslation } from '../strings';

/**
 * "Are you 18 or older?" (docs/product-rules.md §Adult 9): a modal Fluent dialog, shown while `open`, with
 * "I am 18 or older" (onConfirm) and Cancel; Escape cancels (the app's 300 ms close motion, §Shell 6).
 */
export function AdultConfirmDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useSettingsTranslation();
  return (
    <Dialog surfaceMotion={dialogSurfaceMotion} open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface backdropMotion={dialogBackdropMotion}>
        <DialogBody>
          <DialogTitle>{t('settings.adultConfirmTitle')}</DialogTitle>
          <DialogContent>
            <Body1>{t('settings.adultConfirmBody')}</Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              {t('settings.adultConfirm')}
            </Button>
            <Button onClick={onCancel}>{t('settings.adultCancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
