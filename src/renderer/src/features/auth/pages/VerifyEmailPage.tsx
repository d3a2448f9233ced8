import { useParams } from 'react-router';
import { Button, Card, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toUserFacingError } from '@renderer/api/errors';
import { useAccountDialogStore } from '../account-dialog-store';
import { authKeys } from '../auth-queries';
import { useAccountApi, useIsSignedIn, useSession } from '../session-hooks';
import { PageContainer, PageHeading } from '@renderer/features/ui';
import { useAccountPageStyles } from './page-styles';

/**
 * /account/verify-email/:uid/:token — the link of the verification e-mail. Calls
 * GET /api/account/verify-email/{uid}/{token}/ once (a query, so a re-render or StrictMode does
 * not call twice) and shows success or the server's reason; a signed-in user's profile is refreshed
 * so it says the e-mail is verified.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const styles = useAccountPageStyles();
  const account = useAccountApi();
  const session = useSession();
  const signedIn = useIsSignedIn();
  const showDialog = useAccountDialogStore((state) => state.show);
  const { uid = '', token = '' } = useParams();
  const verification = useQuery({
    queryKey: authKeys.verifyEmail(uid, token),
    queryFn: async () => {
      const answer = await account.verifyEmail(uid, token);
      if (signedIn) await session.loadProfile().catch(() => undefined);
      return answer;
    },
    retry: false,
    staleTime: Infinity,
  });

  return (
    <PageContainer size="xs">
      <Card className={styles.card}>
        <PageHeading>{t('account.verifyTitle')}</PageHeading>
        {verification.isPending && <Spinner label={t('account.verifying')} />}
        {verification.isSuccess && (
          <MessageBar intent="success">
            <MessageBarBody>{t('account.verified')}</MessageBarBody>
          </MessageBar>
        )}
        {verification.isError && (
          <MessageBar intent="error">
            <MessageBarBody>{t('account.verifyFailed', { reason: toUserFacingError(verification.error).message })}</MessageBarBody>
          </MessageBar>
        )}
        {!verification.isPending && !signedIn && (
          <Button appearance="primary" onClick={() => showDialog('signIn')}>
            {t('auth.signIn')}
          </Button>
        )}
      </Card>
    </PageContainer>
  );
}
