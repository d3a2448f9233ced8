import type { TFunction } from 'i18next';
import { isHttpError, isNoResponseError } from '@renderer/api/http';

/**
 * Why a staff action failed, in words for its dialog: no answer (nothing changed); the API's field
 * errors of a 400 (a tracking number's expected format, what is left to refund); its `detail` (a
 * 409 says why the state forbids it); else a generic failure.
 */
export function actionProblem(error: unknown, t: TFunction): string {
  if (isNoResponseError(error)) return t('fulfilment.offline');
  const data = isHttpError(error) ? (error.response?.data as Record<string, unknown> | undefined) : undefined;
  if (typeof data?.detail === 'string') return t('fulfilment.failed', { detail: data.detail });
  const fieldMessages = Object.values(data ?? {}).flatMap((value) => (Array.isArray(value) ? value.filter((message) => typeof message === 'string') : []));
  return t('fulfilment.failed', { detail: fieldMessages.length > 0 ? fieldMessages.join(' ') : t('fulfilment.loadFailed') });
}
