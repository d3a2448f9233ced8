import { MessageBar, MessageBarBody } from '@fluentui/react-components';

const roles = { error: 'alert', success: 'status', warning: undefined } as const;

/**
 * A form-level message of the account-settings dialogs (the server's `detail`, a throttled call,
 * a success or a standing warning): text only. Errors are announced (alert), successes politely
 * (status), a warning is read with the dialog.
 */
export function FormMessage({ message, intent = 'error' }: { message: string | null; intent?: keyof typeof roles }) {
  if (!message) return null;
  return (
    <MessageBar intent={intent} role={roles[intent]}>
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
