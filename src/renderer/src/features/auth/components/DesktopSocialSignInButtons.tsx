import { useEffect } from 'react';
import { Button, Divider, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { OAUTH_PROVIDERS, OAUTH_PROVIDER_LABELS } from '@shared/oauth';
import type { DesktopCapabilities } from '@renderer/platform';
import { useAccountDialogStore } from '../account-dialog-store';
import { useSession } from '../session-hooks';
import { useDesktopSignIn } from '../social/desktop-sign-in';
import { ServerErrorBar } from './ServerErrorBar';
import { useAccountTranslation } from '../account-strings';
import { useAuthFormsTranslation } from '../auth-forms-strings';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  waiting: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/**
 * "Continue with Discord" / "Continue with Google" in the desktop app (RFC 8252; docs/product-rules.md §Desktop 9):
 * the main process opens the provider in the system browser and waits for its callback through
 * the URL scheme; meanwhile the dialog says so and offers "Cancel". The code then goes to
 * /api/account/social/{provider}/ exactly as on the web (same error text, same Discord invite,
 * which SocialInvite shows once the dialog has made way for the user menu). Closing the
 * dialog while the browser is open cancels that sign-in.
 */
export function DesktopSocialSignInButtons({ desktop }: { desktop: DesktopCapabilities }) {
  // Its form strings too (authForms), beside the account's.
  useAuthFormsTranslation();
  const { t } = useAccountTranslation();
  const styles = useStyles();
  const session = useSession();
  const closeDialogs = useAccountDialogStore((state) => state.close);
  const phase = useDesktopSignIn((state) => state.phase);
  const provider = useDesktopSignIn((state) => state.provider);
  const error = useDesktopSignIn((state) => state.error);
  const { start, cancel } = useDesktopSignIn.getState();

  useEffect(() => () => useDesktopSignIn.getState().abandon({ oauth: desktop.oauth }), [desktop]);

  const label = provider ? OAUTH_PROVIDER_LABELS[provider] : '';
  // The main process's messages are already sentences naming the provider; API failures read as on the web callback page.
  const message = !error
    ? null
    : error.stage === 'browser'
      ? error.message
      : t('account.oauthFailed', { provider: OAUTH_PROVIDER_LABELS[error.provider], reason: error.message });

  return (
    <div className={styles.column}>
      <Divider>{t('authForms.orContinueWith')}</Divider>
      <ServerErrorBar message={message} />
      <div role="status" aria-live="polite" className={styles.waiting}>
        {phase !== 'idle' && provider && (
          <>
            <Spinner size="tiny" labelPosition="after" label={phase === 'browser' ? t('authForms.desktopWaiting', { provider: label }) : t('account.oauthWorking')} />
            {phase === 'browser' && (
              <Button appearance="secondary" onClick={() => void cancel({ oauth: desktop.oauth })}>
                {t('authForms.cancelSocial', { provider: label })}
              </Button>
            )}
          </>
        )}
      </div>
      {OAUTH_PROVIDERS.map((each) => (
        <Button
          key={each}
          appearance="outline"
          disabled={phase !== 'idle'}
          onClick={() => void start(each, { oauth: desktop.oauth, socialSignIn: session.socialSignIn, onSignedIn: closeDialogs })}
        >
          {t('authForms.continueWith', { provider: OAUTH_PROVIDER_LABELS[each] })}
        </Button>
      ))}
    </div>
  );
}
