import { Button, Card, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toUserFacingError } from '@renderer/api/errors';
import { PROFILE_PATH, useAccountApi, useAccountDialogStore, useIsSignedIn, useSession } from '@renderer/features/auth';
import { PageContainer, PageHeading } from '@renderer/features/ui';
import { profileKeys } from '../profile-queries';

const useStyles = makeStyles({
  // In the xs container like the other e-mail link pages (spec point 9, issue 14 item 3).
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM, borderRadius: tokens.borderRadiusLarge },
});

/**
 * /account/confirm-email/:uid/:token — the link of an e-mail change's confirmation mail (issue 14
 * item 8). Calls POST /api/account/email/change/confirm/ once (a query with an infinite stale time,
 * so a re-render or StrictMode does not call twice) and shows success with the new address, or the
 * server's reason; a signed-in user's profile is reloaded so the new address shows at once.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const account = useAccountApi();
  const session = useSession();
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const showDialog = useAccountDialogStore((state) => state.show);
  const { uid = '', token = '' } = useParams();
  const confirmation = useQuery({
    queryKey: profileKeys.confirmEmail(uid, token),
    queryFn: async () => {
      const answer = await account.confirmEmailChange({ uidb64: uid, token });
      if (signedIn) await session.loadProfile().catch(() => undefined);
      return answer;
    },
    retry: false,
    staleTime: Infinity,
  });

  return (
    <PageContainer size="xs">
      <Card className={styles.card}>
        <PageHeading>{t('accountSettings.confirmTitle')}</PageHeading>
        {confirmation.isPending && <Spinner label={t('accountSettings.confirming')} />}
        {confirmation.isSuccess && (
          <MessageBar intent="success">
            <MessageBarBody>{t('accountSettings.confirmed', { email: confirmation.data.email })}</MessageBarBody>
          </MessageBar>
        )}
        {confirmation.isError && (
          <MessageBar intent="error">
            <MessageBarBody>{t('accountSettings.confirmFailed', { reason: toUserFacingError(confirmation.error).message })}</MessageBarBody>
          </MessageBar>
        )}
        {!confirmation.isPending &&
          (signedIn ? (
            <Button appearance="primary" onClick={() => void navigate(PROFILE_PATH)}>
              {t('accountSettings.toProfile')}
            </Button>
          ) : (
            <Button appearance="primary" onClick={() => showDialog('signIn')}>
              {t('auth.signIn')}
            </Button>
          ))}
      </Card>
    </PageContainer>
  );
}
