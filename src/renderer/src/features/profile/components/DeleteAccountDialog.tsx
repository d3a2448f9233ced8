import { useState, type FormEvent } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountDeleteRequest } from '@shared/api';
import { normalizeEmail } from '@shared/validation';
import { useAccountApi, useAuthState, useFormErrors, useSession } from '@renderer/features/auth';
import { useToast } from '@renderer/features/toast';
import { FormMessage } from './FormMessage';
import { SettingsDialog } from './SettingsDialog';
import type { AccountDialogProps } from './ChangePasswordDialog';

const FIELDS = ['confirmation', 'current_password'] as const;
type DeleteField = (typeof FIELDS)[number];
const EMPTY: Record<DeleteField, string> = { confirmation: '', current_password: '' };

/**
 * "Delete account" (issue 14 item 8): the person types the account's e-mail address (shown in the
 * hint; chosen over a fixed word because it also says which account goes) and the current password;
 * POST /api/account/delete/ removes the account with its tokens, wishlist, preferences,
 * notifications and uploaded files. Then the app signs out, says so in a toast, and goes home.
 */
export function DeleteAccountDialog({ open, onOpenChange }: AccountDialogProps) {
  const { t } = useTranslation();
  const account = useAccountApi();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const email = useAuthState((state) => state.profile?.email ?? '');
  const [values, setValues] = useState(EMPTY);
  const [localErrors, setLocalErrors] = useState<Partial<Record<DeleteField, string>>>({});
  const remove = useMutation({
    mutationFn: (body: AccountDeleteRequest) => account.deleteAccount(body),
    onSuccess: () => {
      onOpenChange(false);
      session.signOut();
      toast.set({ open: true, severity: 'success', title: t('accountSettings.deleted'), content: t('accountSettings.deletedBody') });
      void navigate('/');
    },
  });
  const { formMessage, fieldMessages } = useFormErrors(remove.error, FIELDS);

  function close() {
    setValues(EMPTY);
    setLocalErrors({});
    remove.reset();
    onOpenChange(false);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<DeleteField, string>> = {};
    if (values.confirmation.trim() === '') problems.confirmation = t('accountSettings.required');
    else if (normalizeEmail(values.confirmation) !== normalizeEmail(email)) problems.confirmation = t('accountSettings.deleteMismatch');
    if (values.current_password === '') problems.current_password = t('accountSettings.required');
    setLocalErrors(problems);
    if (Object.keys(problems).length === 0) remove.mutate({ confirmation: values.confirmation.trim(), current_password: values.current_password });
  };
  const field = (name: DeleteField, label: string, type: 'text' | 'password', autoComplete: string, hint?: string) => (
    <Field label={label} required hint={hint} validationMessage={localErrors[name] ?? fieldMessages[name]}>
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
      title={t('accountSettings.deleteTitle')}
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" appearance="primary" disabled={remove.isPending}>
            {remove.isPending ? t('accountSettings.deleting') : t('accountSettings.deleteSubmit')}
          </Button>
          <Button onClick={close}>{t('accountSettings.cancel')}</Button>
        </>
      }
    >
      <FormMessage intent="warning" message={t('accountSettings.deleteWarning')} />
      <FormMessage message={formMessage} />
      {field('confirmation', t('accountSettings.deleteConfirmation'), 'text', 'off', t('accountSettings.deleteConfirmationHint', { email }))}
      {field('current_password', t('accountSettings.currentPassword'), 'password', 'current-password')}
    </SettingsDialog>
  );
}
