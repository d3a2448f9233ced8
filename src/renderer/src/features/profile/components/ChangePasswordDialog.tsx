import { useState, type FormEvent } from 'react';
import { Body1, Button, Field, Input } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PasswordChangeRequest } from '@shared/api';
import { useAccountApi, useAuthState, useFormErrors, useSession } from '@renderer/features/auth';
import { useToast } from '@renderer/features/toast';
import { FormMessage } from './FormMessage';
import { SettingsDialog } from './SettingsDialog';
import { localPasswordProblems } from './password-problems';

const FIELDS = ['current_password', 'new_password', 'repeat'] as const;
type PasswordField = (typeof FIELDS)[number];
const EMPTY: Record<PasswordField, string> = { current_password: '', new_password: '', repeat: '' };

export interface AccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * "Change password" (issue 14 item 8): current password, new password twice, checked here with the
 * shared password rules and again by POST /api/account/password/change/. A wrong current password
 * comes back as a 400 on `current_password` and shows under that field. On success the server has
 * signed every other session out; this one continues with the fresh token pair it answered.
 */
export function ChangePasswordDialog({ open, onOpenChange }: AccountDialogProps) {
  const { t } = useTranslation();
  const account = useAccountApi();
  const session = useSession();
  const toast = useToast();
  const email = useAuthState((state) => state.profile?.email);
  const [values, setValues] = useState(EMPTY);
  const [localErrors, setLocalErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const change = useMutation({
    mutationFn: (body: PasswordChangeRequest) => account.changePassword(body),
    onSuccess: (answer) => {
      session.tokensReissued(answer);
      toast.set({ open: true, severity: 'success', title: t('accountSettings.passwordChanged'), content: t('accountSettings.passwordChangedBody') });
      close();
    },
  });
  const { formMessage, fieldMessages } = useFormErrors(change.error, FIELDS);

  function close() {
    setValues(EMPTY);
    setLocalErrors({});
    change.reset();
    onOpenChange(false);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<PasswordField, string>> = {};
    if (values.current_password === '') problems.current_password = t('accountSettings.required');
    const weak = localPasswordProblems(values.new_password, email, t);
    if (weak) problems.new_password = weak;
    else if (values.repeat !== values.new_password) problems.repeat = t('accountSettings.passwordsDiffer');
    setLocalErrors(problems);
    if (Object.keys(problems).length === 0) change.mutate({ current_password: values.current_password, new_password: values.new_password });
  };
  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} required hint={hint} validationMessage={localErrors[name] ?? fieldMessages[name]}>
      <Input
        type="password"
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
      title={t('accountSettings.passwordTitle')}
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" appearance="primary" disabled={change.isPending}>
            {change.isPending ? t('accountSettings.saving') : t('accountSettings.passwordSubmit')}
          </Button>
          <Button onClick={close}>{t('accountSettings.cancel')}</Button>
        </>
      }
    >
      <Body1>{t('accountSettings.passwordIntro')}</Body1>
      <FormMessage message={formMessage} />
      {field('current_password', t('accountSettings.currentPassword'), 'current-password')}
      {field('new_password', t('accountSettings.newPassword'), 'new-password', t('accountSettings.passwordHint'))}
      {field('repeat', t('accountSettings.repeatPassword'), 'new-password')}
    </SettingsDialog>
  );
}
