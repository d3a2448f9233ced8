import type { FormEvent } from 'react';
import { Body1 } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '@shared/api';
import { useAccountApi, useAuthState, useCommonPasswords, useSession } from '@renderer/features/auth';
import { useToast } from '@renderer/features/toast';
import { FormMessage } from './FormMessage';
import { SettingsDialog } from './SettingsDialog';
import { localPasswordProblems } from './password-problems';
import { useSettingsForm, type AccountDialogProps } from './settings-form';
import { useAccountSettingsTranslation } from '../strings';

const FIELDS = ['current_password', 'new_password', 'repeat'] as const;
type PasswordField = (typeof FIELDS)[number];

/**
 * "Change password" (docs/product-rules.md §Account 9): current password, new password twice, checked here with the
 * shared password rules and again by POST /api/account/password/change/. A wrong current password
 * comes back as a 400 on `current_password` and shows under that field. On success the server has
 * signed every other session out; this one continues with the fresh token pair it answered.
 */
export function ChangePasswordDialog(props: AccountDialogProps) {
  const { t } = useAccountSettingsTranslation();
  const account = useAccountApi();
  const session = useSession();
  const toast = useToast();
  const email = useAuthState((state) => state.profile?.email);
  const commonPasswords = useCommonPasswords();
  const change = useMutation({
    mutationFn: (body: PasswordChangeRequest) => account.changePassword(body),
    onSuccess: (answer) => {
      session.tokensReissued(answer);
      toast.set({ open: true, severity: 'success', title: t('accountSettings.passwordChanged'), content: t('accountSettings.passwordChangedBody') });
      form.close();
    },
  });
  const form = useSettingsForm(FIELDS, props, change);
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<PasswordField, string>> = {};
    if (values.current_password === '') problems.current_password = t('accountSettings.required');
    const weak = localPasswordProblems(values.new_password, email, t, commonPasswords);
    if (weak) problems.new_password = weak;
    else if (values.repeat !== values.new_password) problems.repeat = t('accountSettings.passwordsDiffer');
    if (form.check(problems)) change.mutate({ current_password: values.current_password, new_password: values.new_password });
  };

  return (
    <SettingsDialog {...form.dialog} title={t('accountSettings.passwordTitle')} onSubmit={submit} actions={form.actions(t('accountSettings.passwordSubmit'))}>
      <Body1>{t('accountSettings.passwordIntro')}</Body1>
      <FormMessage message={form.formMessage} />
      {form.field('current_password', t('accountSettings.currentPassword'), { autoComplete: 'current-password' })}
      {form.field('new_password', t('accountSettings.newPassword'), { autoComplete: 'new-password', hint: t('accountSettings.passwordHint') })}
      {form.field('repeat', t('accountSettings.repeatPassword'), { autoComplete: 'new-password' })}
    </SettingsDialog>
  );
}
