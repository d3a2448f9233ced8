import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  Link,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useAuthFormsTranslation } from '../auth-forms-strings';
import { isValidEmail } from '@shared/validation';
import { usePlatform } from '@renderer/platform/services';
import { useSession } from '../session-hooks';
import { ServerErrorBar } from './ServerErrorBar';
import { SocialSignInButtons } from './SocialSignInButtons';
import { useFormErrors } from './form-errors';
import { AccountDialogPanel } from './AccountDialogFrame';

export const useAuthFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  switch: { marginTop: tokens.spacingVerticalS },
  forgot: { alignSelf: 'flex-start' },
});

/** A panel of the account dialog (see AccountDialogHost). */
export interface AuthDialogProps {
  /** Closes the dialog (Cancel, or done). */
  onClose(): void;
  /** Switches to the other auth dialog (sign in ↔ register). */
  onSwitch(): void;
}

export interface SignInDialogProps extends AuthDialogProps {
  onForgotPassword(): void;
}

/**
 * The sign-in dialog: e-mail and password, posted to POST /api/account/login/ (docs/product-rules.md §Sign-in 1).
 * The e-mail format is checked first (as in the register dialog; nothing is sent when it is wrong).
 * Server errors show in the app's wording (server-messages.ts, §Locales 6): field errors under
 * their fields, `detail` as a message bar; nothing is stored on failure. On success the session is signedIn and the profile fetched (§Sessions 3).
 */
export function SignInDialog({ onClose, onSwitch, onForgotPassword }: SignInDialogProps) {
  const { t } = useAuthFormsTranslation();
  const styles = useAuthFormStyles();
  const session = useSession();
  const { config } = usePlatform();
  const formId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const signIn = useMutation({
    mutationFn: session.signIn,
    onSuccess: () => {
      setPassword('');
      onClose();
    },
  });
  const { formMessage, fieldMessages } = useFormErrors(signIn.error, ['email', 'password']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!email.trim()) problems.email = t('authForms.required', { field: t('authForms.email').toLowerCase() });
    else if (!isValidEmail(email)) problems.email = t('authForms.invalidEmail');
    if (!password) problems.password = t('authForms.required', { field: t('authForms.password').toLowerCase() });
    setMissing(problems);
    if (Object.keys(problems).length === 0) signIn.mutate({ email: email.trim(), password });
  };
  const message = (field: string) => missing[field] ?? fieldMessages[field];

  return (
    <AccountDialogPanel
      title={t('authForms.signInTitle', { product: config.productName })}
      actions={
        <>
          <Button appearance="secondary" onClick={onClose}>
            {t('authForms.cancel')}
          </Button>
          <Button appearance="primary" type="submit" form={formId} disabled={signIn.isPending}>
            {signIn.isPending ? t('authForms.signingIn') : t('auth.signIn')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <ServerErrorBar message={formMessage} />
        <Field label={t('authForms.email')} required validationMessage={message('email')}>
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(_, d) => setEmail(d.value)} />
        </Field>
        <Field label={t('authForms.password')} required validationMessage={message('password')}>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(_, d) => setPassword(d.value)}
          />
        </Field>
        <Link as="button" type="button" className={styles.forgot} onClick={onForgotPassword}>
          {t('authForms.forgotPassword')}
        </Link>
        <SocialSignInButtons />
        <Text className={styles.switch}>
          {t('authForms.noAccount')}{' '}
          <Link as="button" type="button" onClick={onSwitch}>
            {t('authForms.createAccount')}
          </Link>
        </Text>
      </form>
    </AccountDialogPanel>
  );
}
