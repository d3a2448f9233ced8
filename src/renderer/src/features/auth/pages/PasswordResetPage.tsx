import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Body1, Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { passwordProblems } from '@shared/validation';
import { useAccountDialogStore } from '../account-dialog-store';
import { useAccountApi } from '../session-hooks';
import { useCommonPasswords } from '../common-passwords';
import { ServerErrorBar } from '../components/ServerErrorBar';
import { useFormErrors } from '../components/form-errors';
import { fieldMessage } from '../server-messages';
import { PageContainer, PageHeading, Paper } from '@renderer/features/ui';
import { useAccountPageStyles } from './page-styles';
import { useAccountTranslation } from '../account-strings';
import { useAuthFormsTranslation } from '../auth-forms-strings';

/**
 * /account/password-reset?uidb64=…&token=… (the address placed in reset e-mails: docs/product-rules.md §Sign-in 5).
 * Asks for the new password twice, checks the password rules, posts {uidb64, token, new_password}
 * to POST /api/account/password/reset/confirm/, then offers sign-in. A used, expired or forged
 * link gets the app's message for its code (server-messages.ts, §Sign-in 6, §Locales 6).
 */
export function PasswordResetPage() {
  // Its form strings too (authForms), beside the account's.
  useAuthFormsTranslation();
  const { t } = useAccountTranslation();
  const styles = useAccountPageStyles();
  const account = useAccountApi();
  const commonPasswords = useCommonPasswords();
  const showDialog = useAccountDialogStore((state) => state.show);
  const [params] = useSearchParams();
  const uidb64 = params.get('uidb64') ?? '';
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: string; repeat?: string }>({});
  const confirm = useMutation({ mutationFn: account.confirmPasswordReset });
  const { formMessage, fieldMessages } = useFormErrors(confirm.error, ['new_password']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    const issues = passwordProblems(password, null, commonPasswords);
    if (issues.length > 0) found.password = issues.map((issue) => fieldMessage('new_password', issue, t)).join(' ');
    if (repeat !== password) found.repeat = t('account.passwordsDiffer');
    setProblems(found);
    if (!found.password && !found.repeat) confirm.mutate({ uidb64, token, new_password: password });
  };

  if (!uidb64 || !token) {
    return (
      <PageContainer size="xs">
        <Paper className={styles.card}>
          <PageHeading>{t('account.resetTitle')}</PageHeading>
          <MessageBar intent="error">
            <MessageBarBody>{t('account.resetLinkIncomplete')}</MessageBarBody>
          </MessageBar>
          <Button appearance="primary" onClick={() => showDialog('forgotPassword')}>
            {t('account.requestNewLink')}
          </Button>
        </Paper>
      </PageContainer>
    );
  }

  return (
    <PageContainer size="xs">
      <Paper className={styles.card}>
        <PageHeading>{t('account.resetTitle')}</PageHeading>
        {confirm.isSuccess ? (
          <>
            <MessageBar intent="success">
              <MessageBarBody>{t('account.resetDone')}</MessageBarBody>
            </MessageBar>
            <Button appearance="primary" onClick={() => showDialog('signIn')}>
              {t('auth.signIn')}
            </Button>
          </>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <Body1>{t('account.resetIntro')}</Body1>
            <ServerErrorBar message={formMessage} />
            <Field label={t('account.newPassword')} required hint={t('authForms.passwordHint')} validationMessage={problems.password ?? fieldMessages.new_password}>
              <Input type="password" autoComplete="new-password" value={password} onChange={(_, d) => setPassword(d.value)} />
            </Field>
            <Field label={t('account.repeatPassword')} required validationMessage={problems.repeat}>
              <Input type="password" autoComplete="new-password" value={repeat} onChange={(_, d) => setRepeat(d.value)} />
            </Field>
            <div className={styles.actions}>
              <Button appearance="primary" type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? t('account.saving') : t('account.setPassword')}
              </Button>
              {formMessage && (
                <Button appearance="secondary" onClick={() => showDialog('forgotPassword')}>
                  {t('account.requestNewLink')}
                </Button>
              )}
            </div>
          </form>
        )}
      </Paper>
    </PageContainer>
  );
}
