import { isHttpError } from '@renderer/api/http';
import { describeApiError } from '@shared/api';
import type { ToastState } from '@renderer/features/toast';

/**
 * The error toast of a failed upload, exactly as docs/product-rules.md §Account 6 words it:
 * - an HTTP-client (axios) error: title `Error {code}` (the HTTP status, or axios's error code when
 *   no answer came), content the server's message, or `An error occurred during file upload:
 *   {message}.`, followed by the method POST and the endpoint;
 * - anything else (e.g. 'Upload response contained no data', a malformed answer):
 *   `An error occurred during file upload.`
 * Server text is placed in plain strings; the toast renders text, never HTML.
 */
export function uploadErrorToast(error: unknown, endpoint: string): ToastState {
  if (!isHttpError(error)) {
    return { open: true, severity: 'error', title: 'Error', content: 'An error occurred during file upload.' };
  }
  const code = error.response?.status ?? error.code ?? 'unknown';
  const serverMessage = error.response ? describeApiError(error.response.data).detail ?? firstFieldMessage(error.response.data) : undefined;
  const message = serverMessage ?? `An error occurred during file upload: ${error.message}.`;
  return { open: true, severity: 'error', title: `Error ${code}`, content: `${message} (POST ${endpoint})` };
}

function firstFieldMessage(body: unknown): string | undefined {
  const { fieldErrors } = describeApiError(body);
  return Object.values(fieldErrors).flat()[0];
}
