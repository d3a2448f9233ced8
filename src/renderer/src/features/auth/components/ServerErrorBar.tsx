import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** The server's `detail` (or another form-level message) as an error message bar; text only. */
export function ServerErrorBar({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
