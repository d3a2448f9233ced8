import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { Card, MessageBar, MessageBarBody, Spinner, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OAUTH_PROVIDER_LABELS, isOAuthProvider } from '@shared/oauth';
import { toUserFacingError } from '@renderer/api/errors';
import { useSession } from '../SessionProvider';
import { DiscordInviteDialog } from '../components/DiscordInviteDialog';
import { completeWebSignIn } from '../social/web-oauth';
import { useAccountPageStyles } from './page-styles';

/**
 * /oauth/:provider/callback — where the provider sends the browser back. Checks `state` against
 * the pending attempt of this tab (a forged or replayed callback is refused), posts
 * {code, redirectUrl, code_verifier} to /api/account/social/{provider}/, signs in, and offers the
 * Discord invite when the answer asks for it. Runs once per callback URL (a query keyed by it).
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const styles = useAccountPageStyles();
  const session = useSession();
  const navigate = useNavigate();
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const label = isOAuthProvider(provider) ? OAUTH_PROVIDER_LABELS[provider] : provider;

  const signIn = useQuery({
    queryKey: ['oauth-callback', provider, params.toString()],
    queryFn: async () => {
      if (!isOAuthProvider(provider)) throw new Error(`Unknown sign-in provider "${provider}".`);
      const request = completeWebSignIn(provider, params, window.sessionStorage);
      const { inviteUrl } = await session.socialSignIn(provider, request);
      if (!inviteUrl) void navigate('/', { replace: true });
      return { inviteUrl };
    },
    retry: false,
    staleTime: Infinity,
  });

  return (
    <Card className={styles.card}>
      <Title2 as="h1">{t('account.oauthTitle', { provider: label })}</Title2>
      {signIn.isPending && <Spinner label={t('account.oauthWorking')} />}
      {signIn.isError && (
        <>
          <MessageBar intent="error">
            <MessageBarBody>{t('account.oauthFailed', { provider: label, reason: toUserFacingError(signIn.error).message })}</MessageBarBody>
          </MessageBar>
          <RouterLink to="/" className={styles.link}>
            {t('account.backHome')}
          </RouterLink>
        </>
      )}
      <DiscordInviteDialog inviteUrl={signIn.data?.inviteUrl ?? null} onClose={() => void navigate('/', { replace: true })} />
    </Card>
  );
}
