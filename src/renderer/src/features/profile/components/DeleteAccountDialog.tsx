import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AccountDeleteRequest } from '@shared/api';
import { normalizeEmail } from '@shared/validation';
import { useAccountApi, useAuthState, useSession } from '@renderer/features/auth';
import { useToast } from '@renderer/features/toast';
import { FormMessage } from './FormMessage';
import { SettingsDialog } from './SettingsDialog';
import { useSettingsForm, type AccountDialogProps } from './settings-form';
import { useAccountSettingsTranslation } from '../strings';

const FIELDS = ['confirmation', 'current_password'] as const;
type DeleteField = (typeof FIELDS)[number];

/**
 * "Delete account" (docs/product-rules.md §Account 12): the person types the account's e-mail address (shown in the
 * hint; chosen over a fixed word because it also says which account goes) and the current password;
 * POST /api/account/delete/ removes the account with its tokens, wishlist, preferences,
 * notifications and uploaded files. Then the app signs out, says so in a toast, and goes home.
 */
export function DeleteAccountDialog(props: AccountDialogProps) {
  const { t } = useAccountSettingsTranslation();
  const account = useAccountApi();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const email = useAuthState((state) => state.profile?.email ?? '');
  const remove = useMutation({
    mutationFn: (body: AccountDeleteRequest) => account.deleteAccount(body),
    onSuccess: () => {
      props.onOpenChange(false);
      session.signOut();
      toast.set({ open: true, severity: 'success', title: t('accountSettings.deleted'), content: t('accountSettings.deletedBody') });
      void navigate('/');
    },
  });
  const form = useSettingsForm(FIELDS, props, remove);
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<DeleteField, string>> = {};
    if (values.confirmation.trim() === '') problems.confirmation = t('accountSettings.required');
    else if (normalizeEmail(values.confirmation) !== normalizeEmail(email)) problems.confirmation = t('accountSettings.deleteMismatch');
    if (values.current_password === '') problems.current_password = t('accountSettings.required');
    if (form.check(problems)) remove.mutate({ confirmation: values.confirmation.trim(), current_password: values.current_password });
  };

  return (
    <SettingsDialog
      {...form.dialog}
      title={t('accountSettings.deleteTitle')}
      onSubmit={submit}
      actions={form.actions(t('accountSettings.deleteSubmit'), t('accountSettings.deleting'))}
    >
      <FormMessage intent="warning" message={t('accountSettings.deleteWarning')} />
      <FormMessage message={form.formMessage} />
      {form.field('confirmation', t('accountSettings.deleteConfirmation'), {
        type: 'text',
        autoComplete: 'off',
        hint: t('accountSettings.deleteConfirmationHint', { email }),
      })}
      {form.field('current_password', t('accountSettings.currentPassword'), { autoComplete: 'current-password' })}
    </SettingsDialog>
  );
}
