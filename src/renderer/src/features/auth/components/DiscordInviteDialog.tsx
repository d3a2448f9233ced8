import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { dialogBackdropMotion, dialogSurfaceMotion } from '@renderer/features/ui';

/** True for an http(s) URL; anything else (javascript:, data:) is never offered as a link. */
export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Offers the Discord server invite after a Discord sign-in whose answer says
 * `discord_invite_needed` (spec point 3, "Social login response"). The invite opens in a new tab.
 */
export function DiscordInviteDialog({ inviteUrl, onClose }: { inviteUrl: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const open = inviteUrl !== null && isWebUrl(inviteUrl);
  return (
    <Dialog surfaceMotion={dialogSurfaceMotion} open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface backdropMotion={dialogBackdropMotion}>
        <DialogBody>
          <DialogTitle>{t('account.inviteTitle')}</DialogTitle>
          <DialogContent>{t('account.inviteBody')}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('account.inviteLater')}
            </Button>
            <Button as="a" appearance="primary" href={inviteUrl ?? undefined} target="_blank" rel="noopener noreferrer" onClick={onClose}>
              {t('account.inviteJoin')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
