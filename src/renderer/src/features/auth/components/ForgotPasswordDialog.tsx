import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Text,
} from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useAuthFormsTranslation } from '../auth-forms-strings';
import { isValidEmail } from '@shared/validation';
import { usePlatform } from '@renderer/platform/services';
import { useAccountApi } from '../session-hooks';
import { PASSWORD_RESET_PATH } from '../routes';
import { ServerErrorBar } from './ServerErrorBar';
import { useFormErrors } from './form-errors';
import { useAuthFormStyles, type AuthDialogProps } from './SignInDialog';
import { AccountDialogPanel } from './AccountDialogFrame';

/**
 * "Forgot password?": asks for the e-mail and posts {email, redirectUrl} to
 * POST /api/account/password/reset/ (docs/product-rules.md §Sign-in 4), redirectUrl being this app's
 * /account/password-reset address. The confirmation never says whether the account exists.
 */
export function ForgotPasswordDialog({ onSwitch }: AuthDialogProps) {
  const { t } = useAuthFormsTranslation();
  const styles = useAuthFormStyles();
  const account = useAccountApi();
  const platform = usePlatform();
  const formId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const request = useMutation({
    mutationFn: (address: string) => account.requestPasswordReset({ email: address, redirectUrl: platform.appUrl(PASSWORD_RESET_PATH) }),
  });
  const { formMessage, fieldMessages } = useFormErrors(request.error, ['email']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = !isValidEmail(email);
    setInvalid(bad);
    if (!bad) request.mutate(email.trim());
  };

  return (
    <AccountDialogPanel
      title={t('authForms.forgotTitle')}
      actions={
        <>
          <Button appearance="secondary" onClick={onSwitch}>
            {t('authForms.backToSignIn')}
          </Button>
          {!request.isSuccess && (
            <Button appearance="primary" type="submit" form={formId} disabled={request.isPending}>
              {request.isPending ? t('authForms.sending') : t('authForms.sendResetLink')}
            </Button>
          )}
        </>
      }
    >
      {request.isSuccess ? (
        <MessageBar intent="success">
          <MessageBarBody>{t('authForms.resetLinkSent', { email: request.variables })}</MessageBarBody>
        </MessageBar>
      ) : (
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <Text>{t('authForms.forgotIntro')}</Text>
          <ServerErrorBar message={formMessage} />
          <Field label={t('authForms.email')} required validationMessage={invalid ? t('authForms.invalidEmail') : fieldMessages.email}>
            <Input type="email" name="email" autoComplete="email" value={email} onChange={(_, d) => setEmail(d.value)} />
          </Field>
        </form>
      )}
    </AccountDialogPanel>
  );
}
