import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { useFormErrors } from '@renderer/features/auth';
import { useAccountSettingsTranslation } from '../strings';

/** The props every account-settings dialog takes from AccountSecuritySection. */
export interface AccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** What the form reads of its TanStack mutation. */
interface FormMutation {
  error: unknown;
  isPending: boolean;
  reset(): void;
}

/** How one text field renders: its input type (password unless said), autocomplete token and optional hint. */
interface FieldOptions {
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
}

/**
 * The state and the repeated parts of an account-settings dialog (docs/product-rules.md §Account 9–12), so each dialog
 * states only its fields, checks and call:
 * - `values` of `fields` (all '' at first and again after closing);
 * - `field(name, label, options)`: a required Fluent Field whose message is the local check's, else
 *   the server's 400 for that field (`useFormErrors`); `formMessage` is the rest of the server's answer;
 * - `check(problems)`: shows the local problems under their fields, true when there are none;
 * - `close()`: clears values, problems and the mutation, then closes; `dialog` is SettingsDialog's
 *   open/onOpenChange (Escape and a click outside close the same way);
 * - `actions(submitLabel, pendingLabel?)`: the primary submit button (disabled and relabelled
 *   while the call runs; "Saving…" unless said) and Cancel.
 */
export function useSettingsForm<F extends string>(fields: readonly F[], { open, onOpenChange }: AccountDialogProps, mutation: FormMutation) {
  const { t } = useAccountSettingsTranslation();
  const empty = () => Object.fromEntries(fields.map((name) => [name, ''])) as Record<F, string>;
  const [values, setValues] = useState(empty);
  const [localErrors, setLocalErrors] = useState<Partial<Record<F, string>>>({});
  const { formMessage, fieldMessages } = useFormErrors(mutation.error, fields);

  function close() {
    setValues(empty());
    setLocalErrors({});
    mutation.reset();
    onOpenChange(false);
  }

  const check = (problems: Partial<Record<F, string>>): boolean => {
    setLocalErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const field = (name: F, label: string, { type = 'password', autoComplete, hint }: FieldOptions) => (
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

  const actions = (submitLabel: string, pendingLabel = t('accountSettings.saving')) => (
    <>
      <Button type="submit" appearance="primary" disabled={mutation.isPending}>
        {mutation.isPending ? pendingLabel : submitLabel}
      </Button>
      <Button onClick={close}>{t('accountSettings.cancel')}</Button>
    </>
  );

  const dialog = { open, onOpenChange: (next: boolean) => (next ? onOpenChange(true) : close()) };
  return { values, formMessage, field, check, close, actions, dialog };
}
