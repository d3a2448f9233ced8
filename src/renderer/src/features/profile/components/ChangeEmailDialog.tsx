import { useState, type FormEvent } from 'react';
import { Body1, Button, Field, Input } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmailChangeRequest } from '@shared/api';
import { isValidEmail, normalizeEmail } from '@shared/validation';
import { useAccountApi, useAuthState, useFormErrors } from '@renderer/features/auth';
import { FormMessage } from './FormMessage';
import { SettingsDialog } from './SettingsDialog';
import type { AccountDialogProps } from './ChangePasswordDialog';

const FIELDS = ['new_email', 'current_password'] as const;
type EmailField = (typeof FIELDS)[number];
const EMPTY: Record<EmailField, string> = { new_email: '', current_password: '' };

/**
 * "Change e-mail" (issue 14 item 8): the new address and the current password, posted to
 * POST /api/account/email/change/. The server mails a confirmation link to the NEW address; the
 * account's e-mail changes only when that link is opened (ConfirmEmailPage). An address in use or a
 * wrong password comes back as a 400 on its field and shows under it.
 */
export function ChangeEmailDialog({ open, onOpenChange }: AccountDialogProps) {
  const { t } = useTranslation();
  const account = useAccountApi();
  const email = useAuthState((state) => state.profile?.email ?? '');
  const [values, setValues] = useState(EMPTY);
  const [localErrors, setLocalErrors] = useState<Partial<Record<EmailField, string>>>({});
  const request = useMutation({ mutationFn: (body: EmailChangeRequest) => account.requestEmailChange(body) });
  const { formMessage, fieldMessages } = useFormErrors(request.error, FIELDS);

  function close() {
    setValues(EMPTY);
    setLocalErrors({});
    request.reset();
    onOpenChange(false);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isSuccess) return close();
    const problems: Partial<Record<EmailField, string>> = {};
    const newEmail = values.new_email.trim();
    if (!isValidEmail(newEmail)) problems.new_email = t('accountSettings.invalidEmail');
    else if (normalizeEmail(newEmail) === normalizeEmail(email)) problems.new_email = t('accountSettings.sameEmail');
    if (values.current_password === '') problems.current_password = t('accountSettings.required');
    setLocalErrors(problems);
    if (Object.keys(problems).length === 0) request.mutate({ new_email: newEmail, current_password: values.current_password });
  };
  const field = (name: EmailField, label: string, type: 'email' | 'password', autoComplete: string) => (
    <Field label={label} required validationMessage={localErrors[name] ?? fieldMessages[name]}>
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(_, data) => setValues((current) => ({ ...current, [name]: data.value }))}
      />
    </Field>
  );

  return (
    <SettingsDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('accountSettings.emailTitle')}
      onSubmit={submit}
      actions={
        request.isSuccess ? (
          <Button appearance="primary" onClick={close}>
            {t('accountSettings.close')}
          </Button>
        ) : (
          <>
            <Button type="submit" appearance="primary" disabled={request.isPending}>
              {request.isPending ? t('accountSettings.saving') : t('accountSettings.emailSubmit')}
            </Button>
            <Button onClick={close}>{t('accountSettings.cancel')}</Button>
          </>
        )
      }
    >
      {request.isSuccess ? (
        <FormMessage intent="success" message={t('accountSettings.emailSent', { email: normalizeEmail(values.new_email) })} />
      ) : (
        <>
          <Body1>{t('accountSettings.emailIntro')}</Body1>
          <FormMessage message={formMessage} />
          {field('new_email', t('accountSettings.newEmail'), 'email', 'email')}
          {field('current_password', t('accountSettings.currentPassword'), 'password', 'current-password')}
        </>
      )}
    </SettingsDialog>
  );
}
