import { useState } from 'react';
import { Button, Divider, makeStyles, tokens } from '@fluentui/react-components';
import { useAuthFormsTranslation } from '../auth-forms-strings';
import { OAUTH_PROVIDERS, OAUTH_PROVIDER_LABELS, type OAuthProvider } from '@shared/oauth';
import { usePlatform } from '@renderer/platform/services';
import { oauthCallbackPath } from '../routes';
import { startWebSignIn } from '../social/web-oauth';
import { DesktopSocialSignInButtons } from './DesktopSocialSignInButtons';
import { ServerErrorBar } from './ServerErrorBar';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * "Continue with Discord" / "Continue with Google" (docs/product-rules.md §Sign-in 8). On the web the browser goes to
 * the provider's authorize page with state and PKCE, and comes back to /oauth/<provider>/callback.
 * In the desktop app the main process runs the sign-in through the system browser instead
 * (DesktopSocialSignInButtons).
 */
export function SocialSignInButtons() {
  const { desktop } = usePlatform();
  return desktop ? <DesktopSocialSignInButtons desktop={desktop} /> : <WebSocialSignInButtons />;
}

/** The web flow: a full-page redirect to the provider (features/auth/social/web-oauth.ts). */
function WebSocialSignInButtons() {
  const { t } = useAuthFormsTranslation();
  const styles = useStyles();
  const platform = usePlatform();
  const [starting, setStarting] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (provider: OAuthProvider) => {
    setStarting(provider);
    setError(null);
    try {
      const { clientId, authorizeUrl } = platform.config.oauth[provider];
      const url = await startWebSignIn({
        provider,
        authorizeUrl,
        clientId,
        redirectUri: platform.appUrl(oauthCallbackPath(provider)),
        storage: window.sessionStorage,
        // Back to this page afterwards (docs/product-rules.md §Sign-in 11); from a failed callback page, home.
        returnTo: window.location.pathname.startsWith('/oauth/') ? undefined : `${window.location.pathname}${window.location.search}`,
      });
      window.location.assign(url);
    } catch (cause) {
      setStarting(null);
      setError(t('authForms.socialStartFailed', { provider: OAUTH_PROVIDER_LABELS[provider], message: (cause as Error).message }));
    }
  };

  return (
    <div className={styles.column}>
      <Divider>{t('authForms.orContinueWith')}</Divider>
      <ServerErrorBar message={error} />
      {OAUTH_PROVIDERS.map((provider) => (
        <Button key={provider} appearance="outline" disabled={starting !== null} onClick={() => void start(provider)}>
          {t('authForms.continueWith', { provider: OAUTH_PROVIDER_LABELS[provider] })}
        </Button>
      ))}
    </div>
  );
}
