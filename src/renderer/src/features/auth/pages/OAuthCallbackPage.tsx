import { useLayoutEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { OAUTH_PROVIDER_LABELS, isOAuthProvider } from '@shared/oauth';
import { toUserFacingError } from '@renderer/api/errors';
import { authKeys } from '../auth-queries';
import { useSession } from '../session-hooks';
import { completeWebSignIn } from '../social/web-oauth';
import { useWebInvite } from '../social/web-invite-store';
import { PageContainer, PageHeading, Paper } from '@renderer/features/ui';
import { useAccountPageStyles } from './page-styles';
import { useAccountTranslation } from '../account-strings';

/**
 * The callback's query parameters, as the router read them, and `code`/`state` removed from the
 * address bar as the page mounts (docs/product-rules.md §Sign-in 11): they must not stay in history, be bookmarked
 * or be shared. A bare `history.replaceState` (keeping the router's history state) changes only
 * the address bar, so the router's location, and the query keyed by it, stay as they were.
 */
function useCallbackParams(): URLSearchParams {
  const [params] = useSearchParams();
  useLayoutEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('code') && !url.searchParams.has('state')) return;
    url.searchParams.delete('code');
    url.searchParams.delete('state');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return params;
}

/**
 * /oauth/:provider/callback — where the provider sends the browser back. Checks `state` against
 * the pending attempt of this tab (a forged or replayed callback is refused), posts
 * {code, redirectUrl, code_verifier} to /api/account/social/{provider}/, signs in, and returns to
 * the page where the sign-in started (docs/product-rules.md §Sign-in 11), where the Discord invite shows when the
 * answer asks for it. Runs once per callback (a query keyed by its parameters).
 */
export function OAuthCallbackPage() {
  const { t } = useAccountTranslation();
  const styles = useAccountPageStyles();
  const session = useSession();
  const navigate = useNavigate();
  const offerInvite = useWebInvite((state) => state.offer);
  const { provider = '' } = useParams();
  const params = useCallbackParams();
  const label = isOAuthProvider(provider) ? OAUTH_PROVIDER_LABELS[provider] : provider;

  const signIn = useQuery({
    queryKey: authKeys.oauthCallback(provider, params.toString()),
    queryFn: async () => {
      if (!isOAuthProvider(provider)) throw new Error(`Unknown sign-in provider "${provider}".`);
      const { request, returnTo } = completeWebSignIn(provider, params, window.sessionStorage);
      const { inviteUrl } = await session.socialSignIn(provider, request);
      if (inviteUrl) offerInvite(inviteUrl);
      void navigate(returnTo, { replace: true });
      return { returnTo };
    },
    retry: false,
    staleTime: Infinity,
  });

  return (
    <PageContainer size="xs">
      <Paper className={styles.card}>
        <PageHeading>{t('account.oauthTitle', { provider: label })}</PageHeading>
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
      </Paper>
    </PageContainer>
  );
}
