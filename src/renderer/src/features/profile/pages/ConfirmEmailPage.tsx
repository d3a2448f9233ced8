import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { PageContainer } from '@renderer/features/ui';
import { LinkResultCard, PROFILE_PATH, useAccountApi } from '@renderer/features/auth';
import { profileKeys } from '../profile-queries';
import { useAccountSettingsTranslation } from '../strings';

const useStyles = makeStyles({
  // In the xs container like the other e-mail link pages (docs/product-rules.md §Shell 10).
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM, borderRadius: tokens.borderRadiusLarge },
});

/**
 * /account/confirm-email/:uid/:token — the link of an e-mail change's confirmation mail
 * (docs/product-rules.md §Account 10). Calls POST /api/account/email/change/confirm/ once and shows success with the new
 * address, or the server's reason; a signed-in user's profile is reloaded so the new address shows
 * at once, and the page offers the way back to the profile (LinkResultCard).
 */
export function ConfirmEmailPage() {
  const { t } = useAccountSettingsTranslation();
  const styles = useStyles();
  const account = useAccountApi();
  const navigate = useNavigate();
  return (
    <PageContainer size="xs">
      <LinkResultCard
        title={t('accountSettings.confirmTitle')}
        pendingLabel={t('accountSettings.confirming')}
        queryKey={profileKeys.confirmEmail}
        call={(uidb64, token) => account.confirmEmailChange({ uidb64, token })}
        successMessage={(answer) => t('accountSettings.confirmed', { email: answer.email })}
        failureMessage={(reason) => t('accountSettings.confirmFailed', { reason })}
        signedInAction={
          <Button appearance="primary" onClick={() => void navigate(PROFILE_PATH)}>
            {t('accountSettings.toProfile')}
          </Button>
        }
        cardClassName={styles.card}
      />
    </PageContainer>
  );
}
