import { useId, useState } from 'react';
import { Badge, Body1, Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccountApi, useAuthState, useFormErrors } from '@renderer/features/auth';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { FormMessage } from './FormMessage';

const useStyles = makeStyles({
  card: { borderRadius: '8px', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

type OpenDialog = 'password' | 'email' | 'delete' | null;

/**
 * The profile page's "Sign-in and security" section (issue 14 item 8): the account's e-mail and
 * whether it is verified, "Resend verification e-mail" inline while it is not, and the buttons that
 * open the change-password, change-e-mail and delete-account dialogs. Signed-in users only (the
 * profile page shows it once the profile is loaded).
 */
export function AccountSecuritySection() {
  const { t } = useTranslation();
  const styles = useStyles();
  const account = useAccountApi();
  const profile = useAuthState((state) => state.profile);
  const headingId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const resend = useMutation({ mutationFn: () => account.resendVerification() });
  const resendError = useFormErrors(resend.error, []).formMessage;
  if (!profile) return null;
  const openChange = (which: Exclude<OpenDialog, null>) => (open: boolean) => setDialog(open ? which : null);

  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('accountSettings.heading')}
      </Subtitle2>
      <Body1>{t('accountSettings.intro')}</Body1>
      <div className={styles.row}>
        <Body1>
          {t('accountSettings.emailLabel')}: {profile.email}
        </Body1>
        <Badge appearance="tint" color={profile.email_verified ? 'success' : 'warning'}>
          {profile.email_verified ? t('accountSettings.verified') : t('accountSettings.notVerified')}
        </Badge>
        {!profile.email_verified && (
          <Button size="small" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? t('accountSettings.resending') : t('accountSettings.resend')}
          </Button>
        )}
      </div>
      {resend.isSuccess && <FormMessage intent="success" message={t('accountSettings.resent', { email: profile.email })} />}
      <FormMessage message={resendError} />
      <div className={styles.row}>
        <Button onClick={() => setDialog('password')}>{t('accountSettings.changePassword')}</Button>
        <Button onClick={() => setDialog('email')}>{t('accountSettings.changeEmail')}</Button>
        <Button onClick={() => setDialog('delete')}>{t('accountSettings.deleteAccount')}</Button>
      </div>
      <ChangePasswordDialog open={dialog === 'password'} onOpenChange={openChange('password')} />
      <ChangeEmailDialog open={dialog === 'email'} onOpenChange={openChange('email')} />
      <DeleteAccountDialog open={dialog === 'delete'} onOpenChange={openChange('delete')} />
    </Card>
  );
}
