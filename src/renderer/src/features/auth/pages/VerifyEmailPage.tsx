
import { PageContainer } from '@renderer/features/ui';
import { authKeys } from '../auth-queries';
import { LinkResultCard } from '../components/LinkResultCard';
import { useAccountApi } from '../session-hooks';
import { useAccountPageStyles } from './page-styles';
import { useAccountTranslation } from '../account-strings';

/**
 * /account/verify-email/:uid/:token — the link of the verification e-mail. Calls
 * GET /api/account/verify-email/{uid}/{token}/ once and shows success or the server's reason; a
 * signed-in user's profile is refreshed so it says the e-mail is verified (LinkResultCard).
 */
export function VerifyEmailPage() {
  const { t } = useAccountTranslation();
  const styles = useAccountPageStyles();
  const account = useAccountApi();
  return (
    <PageContainer size="xs">
      <LinkResultCard
        title={t('account.verifyTitle')}
        pendingLabel={t('account.verifying')}
        queryKey={authKeys.verifyEmail}
        call={(uid, token) => account.verifyEmail(uid, token)}
        successMessage={() => t('account.verified')}
        failureMessage={(reason) => t('account.verifyFailed', { reason })}
        cardClassName={styles.card}
      />
    </PageContainer>
  );
}
