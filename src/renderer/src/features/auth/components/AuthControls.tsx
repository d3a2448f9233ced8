import { lazy, Suspense, useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAccountDialogStore } from '../account-dialog-store';
import { useIsSignedIn } from '../session-hooks';

// Off the first screen, so loaded on demand (docs/product-rules.md §Performance 1): the dialogs bring Dialog and
// Input, the user menu brings Menu and tabster.
const loadAccountDialogHost = () => import('./AccountDialogHost');
const AccountDialogHost = lazy(async () => ({ default: (await loadAccountDialogHost()).AccountDialogHost }));
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));
const SocialInvite = lazy(async () => ({ default: (await import('./SocialInvite')).SocialInvite }));

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  // Below the header's 640 px breakpoint (app/layout/breakpoints.ts) the header is one row
  // (docs/product-rules.md §Shell 13): "Register" stays reachable from the sign-in dialog's "Create an account".
  wideOnly: { '@media (max-width: 639px)': { display: 'none' } },
  signIn: { whiteSpace: 'nowrap', '@media (max-width: 639px)': { minWidth: 'auto' } },
});

/** True from the first time `open` is true: a lazy dialog stays mounted after that, so its close motion plays. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Starts loading the account dialogs when a pointer or focus nears their buttons. */
function preloadDialogs() {
  void loadAccountDialogHost();
}

export interface AuthControlsProps {
  /** Where the user menu's "Moderation" item leads (a moderator's tools), passed in by the app: the moderation feature imports auth. */
  moderationPath: string;
}

/**
 * The header's account area: "Sign in" and "Register" when signed out, the user menu when signed
 * in. It also hosts the account dialogs, which any page can open through useAccountDialogStore.
 */
export function AuthControls({ moderationPath }: AuthControlsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const signedIn = useIsSignedIn();
  const { open, show } = useAccountDialogStore();
  // Mounted from the first opening on, in both branches: signing in closes the dialog (its close
  // motion plays and it releases the page it made inert) instead of unmounting it while open.
  const dialogsMounted = useOpenedOnce(open !== null);
  const dialogs = <Suspense>{dialogsMounted && <AccountDialogHost signedIn={signedIn} />}</Suspense>;

  return (
    <>
      {signedIn ? (
        // The Discord invite comes after sign-in, when the dialogs above are closed, over the page
        // the sign-in returned to.
        <Suspense>
          <UserMenu moderationPath={moderationPath} />
          <SocialInvite />
        </Suspense>
      ) : (
        <div className={styles.row} onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
          <Button appearance="primary" className={styles.signIn} onClick={() => show('signIn')}>
            {t('auth.signIn')}
          </Button>
          <Button appearance="outline" className={styles.wideOnly} onClick={() => show('register')}>
            {t('auth.register')}
          </Button>
        </div>
      )}
      {dialogs}
    </>
  );
}
