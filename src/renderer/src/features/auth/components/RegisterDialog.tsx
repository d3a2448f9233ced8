import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Text,
} from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useAuthFormsTranslation } from '../auth-forms-strings';
import { isValidEmail, passwordProblems } from '@shared/validation';
import { usePlatform } from '@renderer/platform/services';
import { useSession } from '../session-hooks';
import { useCommonPasswords } from '../common-passwords';
import { ServerErrorBar } from './ServerErrorBar';
import { useFormErrors } from './form-errors';
import { fieldMessage } from '../server-messages';
import { useAuthFormStyles, type AuthDialogProps } from './SignInDialog';
import { AccountDialogPanel } from './AccountDialogFrame';

const FIELDS = ['email', 'username', 'password'] as const;
type RegisterField = (typeof FIELDS)[number];

/**
 * The problems the form shows before posting, by field (none: `{}`), in the interface language:
 * the e-mail's shape, a user name, and the shared password rules (src/shared/validation, which the
 * server checks again).
 */
function registerProblems(values: Record<RegisterField, string>, commonPasswords: ReadonlySet<string> | undefined, t: TFunction): Partial<Record<RegisterField, string>> {
  const problems: Partial<Record<RegisterField, string>> = {};
  if (!isValidEmail(values.email)) problems.email = t('authForms.invalidEmail');
  if (!values.username.trim()) problems.username = t('authForms.required', { field: t('auth.username').toLowerCase() });
  const passwordIssues = passwordProblems(values.password, values.email, commonPasswords);
  // The shared rules' English sentences, in the app's wording and the interface language.
  if (passwordIssues.length > 0) problems.password = passwordIssues.map((issue) => fieldMessage('password', issue, t)).join(' ');
  return problems;
}

/**
 * The registration dialog: e-mail, user name and password, posted to POST /api/account/register/.
 * The password rules (src/shared/validation) are checked here and again by the server. The user is
 * signed in only when both tokens come back (docs/product-rules.md §Sign-in 2); otherwise the dialog says to check the
 * inbox for the link that finishes the registration. The demo API answers every registration so,
 * whether or not the address already has an account (no account enumeration).
 */
export function RegisterDialog({ onClose, onSwitch }: AuthDialogProps) {
  const { t } = useAuthFormsTranslation();
  const styles = useAuthFormStyles();
  const session = useSession();
  const { config } = usePlatform();
  const formId = useId();
  const commonPasswords = useCommonPasswords();
  const [values, setValues] = useState<Record<RegisterField, string>>({ email: '', username: '', password: '' });
  const [localErrors, setLocalErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const register = useMutation({
    mutationFn: session.register,
    onSuccess: (signedIn) => {
      if (signedIn) onClose();
    },
  });
  const { formMessage, fieldMessages } = useFormErrors(register.error, FIELDS);
  const awaitingVerification = register.isSuccess && register.data === false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = registerProblems(values, commonPasswords, t);
    setLocalErrors(problems);
    if (Object.keys(problems).length === 0) {
      register.mutate({ email: values.email.trim(), username: values.username.trim(), password: values.password });
    }
  };
  const field = (name: RegisterField, label: string, type: 'email' | 'text' | 'password', autoComplete: string, hint?: string) => (
    <Field label={label} required validationMessage={localErrors[name] ?? fieldMessages[name]} hint={hint}>
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(_, d) => setValues((current) => ({ ...current, [name]: d.value }))}
      />
    </Field>
  );

  return (
    <AccountDialogPanel
      title={t('authForms.registerTitle', { product: config.productName })}
      actions={
        <>
          <Button appearance="secondary" onClick={onClose}>
            {awaitingVerification ? t('authForms.close') : t('authForms.cancel')}
          </Button>
          {awaitingVerification ? (
            <Button appearance="primary" onClick={onSwitch}>
              {t('auth.signIn')}
            </Button>
          ) : (
            <Button appearance="primary" type="submit" form={formId} disabled={register.isPending}>
              {register.isPending ? t('authForms.registering') : t('auth.register')}
            </Button>
          )}
        </>
      }
    >
      {awaitingVerification ? (
        <MessageBar intent="success">
          <MessageBarBody>{t('authForms.registeredCheckMail')}</MessageBarBody>
        </MessageBar>
      ) : (
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <ServerErrorBar message={formMessage} />
          {field('email', t('authForms.email'), 'email', 'email')}
          {field('username', t('auth.username'), 'text', 'username')}
          {field('password', t('authForms.password'), 'password', 'new-password', t('authForms.passwordHint'))}
          <Text className={styles.switch}>
            {t('authForms.haveAccount')}{' '}
            <Link as="button" type="button" onClick={onSwitch}>
              {t('auth.signIn')}
            </Link>
          </Text>
        </form>
      )}
    </AccountDialogPanel>
  );
}
