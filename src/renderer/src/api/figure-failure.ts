import { catalogueErrorCodes } from '@shared/api';
import { isHttpError } from './http';

/**
 * Why a figure could not be loaded: `adult-hidden` (403 `adult_hidden`: the content settings hide
 * it), `not-found` (404, or 414: a slug longer than any figure's cannot name one), or `other`
 * (network, server or contract failure). Pure.
 */
export function figureFailureKind(error: unknown): 'adult-hidden' | 'not-found' | 'other' {
  if (!isHttpError(error) || !error.response) return 'other';
  const { status, data } = error.response;
  if (status === 404 || status === 414) return 'not-found';
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  if (status === 403 && code === catalogueErrorCodes.adultHidden) return 'adult-hidden';
  return 'other';
}
