import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAuthDialogs, type AuthDialog } from '../auth-dialogs';
import { useIsSignedIn } from '../SessionProvider';
import { DesktopSocialInvite } from './DesktopSocialInvite';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { RegisterDialog } from './RegisterDialog';
import { SignInDialog } from './SignInDialog';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' } });

/**
 * The header's account area: "Sign in" and "Register" when signed out, the user menu when signed
 * in. It also hosts the account dialogs, which any page can open through useAuthDialogs.
 */
export function AuthControls() {
  const { t } = useTranslation();
  const styles = useStyles();
  const signedIn = useIsSignedIn();
  const { open, show, close } = useAuthDialogs();
  const openChange = (which: AuthDialog) => (isOpen: boolean) => (isOpen ? show(which) : close());

  // The desktop Discord invite comes after sign-in, when the dialogs below are already gone.
  if (signedIn) {
    return (
      <>
        <UserMenu />
        <DesktopSocialInvite />
      </>
    );
  }
  return (
    <div className={styles.row}>
      <Button appearance="primary" onClick={() => show('signIn')}>
        {t('auth.signIn')}
      </Button>
      <Button appearance="outline" onClick={() => show('register')}>
        {t('auth.register')}
      </Button>
      <SignInDialog
        open={open === 'signIn'}
        onOpenChange={openChange('signIn')}
        onSwitch={() => show('register')}
        onForgotPassword={() => show('forgotPassword')}
      />
      <RegisterDialog open={open === 'register'} onOpenChange={openChange('register')} onSwitch={() => show('signIn')} />
      <ForgotPasswordDialog open={open === 'forgotPassword'} onOpenChange={openChange('forgotPassword')} onSwitch={() => show('signIn')} />
    </div>
  );
}
