import { Button } from '@fluentui/react-components';
import { StandaloneAccountDialog } from './AccountDialogFrame';
import { useAccountTranslation } from '../account-strings';

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
 * `discord_invite_needed` (docs/product-rules.md §Sign-in 10). The invite opens in a new tab.
 */
export function DiscordInviteDialog({ inviteUrl, onClose }: { inviteUrl: string | null; onClose(): void }) {
  const { t } = useAccountTranslation();
  const open = inviteUrl !== null && isWebUrl(inviteUrl);
  return (
    <StandaloneAccountDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('account.inviteTitle')}
      actions={
        <>
          <Button appearance="secondary" onClick={onClose}>
            {t('account.inviteLater')}
          </Button>
          <Button as="a" appearance="primary" href={inviteUrl ?? undefined} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            {t('account.inviteJoin')}
          </Button>
        </>
      }
    >
      {t('account.inviteBody')}
    </StandaloneAccountDialog>
  );
}
