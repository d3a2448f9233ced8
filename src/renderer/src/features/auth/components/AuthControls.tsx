import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../SessionProvider';
import { RegisterDialog } from './RegisterDialog';
import { SignInDialog } from './SignInDialog';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' } });

type OpenDialog = 'signIn' | 'register' | null;

/** The header's account area: "Sign in" and "Register" when signed out, the user menu when signed in. */
export function AuthControls() {
  const { t } = useTranslation();
  const styles = useStyles();
  const signedIn = useIsSignedIn();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const openChange = (which: Exclude<OpenDialog, null>) => (open: boolean) => setDialog(open ? which : null);

  if (signedIn) return <UserMenu />;
  return (
    <div className={styles.row}>
      <Button appearance="primary" onClick={() => setDialog('signIn')}>
        {t('auth.signIn')}
      </Button>
      <Button appearance="outline" onClick={() => setDialog('register')}>
        {t('auth.register')}
      </Button>
      <SignInDialog open={dialog === 'signIn'} onOpenChange={openChange('signIn')} onSwitch={() => setDialog('register')} />
      <RegisterDialog open={dialog === 'register'} onOpenChange={openChange('register')} onSwitch={() => setDialog('signIn')} />
    </div>
  );
}
