import type { FormEvent } from 'react';
import { Body1, Button } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import type { EmailChangeRequest } from '@shared/api';
import { isValidEmail, normalizeEmail } from '@shared/validation';
import { useAccountApi, useAuthState, useSession } from '@renderer/features/auth';
import { FormMessage } from './FormMessage';
import { SettingsDialog } from './SettingsDialog';
import { useSettingsForm, type AccountDialogProps } from './settings-form';
import { useAccountSettingsTranslation } from '../strings';

const FIELDS = ['new_email', 'current_password'] as const;
type EmailField = (typeof FIELDS)[number];

/**
 * "Change e-mail" (docs/product-rules.md §Account 10): the new address and the current password, posted to
 * POST /api/account/email/change/. The server mails a confirmation link to the NEW address; the
 * account's e-mail changes only when that link is opened (ConfirmEmailPage). An address in use or a
 * wrong password comes back as a 400 on its field and shows under it.
 */
export function ChangeEmailDialog(props: AccountDialogProps) {
  const { t } = useAccountSettingsTranslation();
  const account = useAccountApi();
  const email = useAuthState((state) => state.profile?.email ?? '');
  const session = useSession();
  const request = useMutation({
    mutationFn: (body: EmailChangeRequest) => account.requestEmailChange(body),
    // The profile now names the pending address (§Account 10); a failed reload leaves the old one.
    onSuccess: () => session.loadProfile().catch(() => undefined),
  });
  const form = useSettingsForm(FIELDS, props, request);
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isSuccess) return form.close();
    const problems: Partial<Record<EmailField, string>> = {};
    const newEmail = values.new_email.trim();
    if (!isValidEmail(newEmail)) problems.new_email = t('accountSettings.invalidEmail');
    else if (normalizeEmail(newEmail) === normalizeEmail(email)) problems.new_email = t('accountSettings.sameEmail');
    if (values.current_password === '') problems.current_password = t('accountSettings.required');
    if (form.check(problems)) request.mutate({ new_email: newEmail, current_password: values.current_password });
  };

  return (
    <SettingsDialog
      {...form.dialog}
      title={t('accountSettings.emailTitle')}
      onSubmit={submit}
      actions={
        request.isSuccess ? (
          <Button appearance="primary" onClick={form.close}>
            {t('accountSettings.close')}
          </Button>
        ) : (
          form.actions(t('accountSettings.emailSubmit'))
        )
      }
    >
      {request.isSuccess ? (
        <FormMessage intent="success" message={t('accountSettings.emailSent', { email: normalizeEmail(values.new_email) })} />
      ) : (
        <>
          <Body1>{t('accountSettings.emailIntro')}</Body1>
          <FormMessage message={form.formMessage} />
          {form.field('new_email', t('accountSettings.newEmail'), { type: 'email', autoComplete: 'email' })}
          {form.field('current_password', t('accountSettings.currentPassword'), { autoComplete: 'current-password' })}
        </>
      )}
    </SettingsDialog>
  );
}
