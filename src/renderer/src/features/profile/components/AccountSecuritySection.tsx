import { lazy, Suspense, useId, useState } from 'react';
import { Badge, Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Paper } from '@renderer/features/ui';
import { useMutation } from '@tanstack/react-query';
import { useAccountApi, useAuthState, useFormErrors } from '@renderer/features/auth';
import { FormMessage } from './FormMessage';
import { useAccountSettingsTranslation } from '../strings';

// The dialogs (and Fluent's Dialog with its motion) load when first opened, not with the profile
// page: each lazy page's own JS ≤ 40 kB gzip (docs/product-rules.md §Performance 2).
const ChangePasswordDialog = lazy(async () => ({ default: (await import('./ChangePasswordDialog')).ChangePasswordDialog }));
const ChangeEmailDialog = lazy(async () => ({ default: (await import('./ChangeEmailDialog')).ChangeEmailDialog }));
const DeleteAccountDialog = lazy(async () => ({ default: (await import('./DeleteAccountDialog')).DeleteAccountDialog }));

const useStyles = makeStyles({
  card: { borderRadius: '8px', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

type DialogName = 'password' | 'email' | 'delete';
type OpenDialog = DialogName | null;

/**
 * The profile page's "Sign-in and security" section (docs/product-rules.md §Account 9–12): the account's e-mail and
 * whether it is verified, "Resend verification e-mail" inline while it is not, and the buttons that
 * open the change-password, change-e-mail and delete-account dialogs. Signed-in users only (the
 * profile page shows it once the profile is loaded).
 */
export function AccountSecuritySection() {
  const { t } = useAccountSettingsTranslation();
  const styles = useStyles();
  const account = useAccountApi();
  const profile = useAuthState((state) => state.profile);
  const headingId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Once opened, a dialog stays mounted (closed), so it animates out and returns focus to its button.
  const [mounted, setMounted] = useState<ReadonlySet<DialogName>>(() => new Set());
  const open = (which: DialogName) => {
    setMounted((names) => (names.has(which) ? names : new Set(names).add(which)));
    setDialog(which);
  };
  const resend = useMutation({ mutationFn: () => account.resendVerification() });
  const resendError = useFormErrors(resend.error, []).formMessage;
  if (!profile) return null;
  const openChange = (which: DialogName) => (isOpen: boolean) => (isOpen ? open(which) : setDialog(null));

  return (
    <Paper className={styles.card} role="region" aria-labelledby={headingId}>
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
        <Button onClick={() => open('password')}>{t('accountSettings.changePassword')}</Button>
        <Button onClick={() => open('email')}>{t('accountSettings.changeEmail')}</Button>
        <Button onClick={() => open('delete')}>{t('accountSettings.deleteAccount')}</Button>
      </div>
      <Suspense fallback={null}>
        {mounted.has('password') && <ChangePasswordDialog open={dialog === 'password'} onOpenChange={openChange('password')} />}
        {mounted.has('email') && <ChangeEmailDialog open={dialog === 'email'} onOpenChange={openChange('email')} />}
        {mounted.has('delete') && <DeleteAccountDialog open={dialog === 'delete'} onOpenChange={openChange('delete')} />}
      </Suspense>
    </Paper>
  );
}
