import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { figureFailureKind } from '@renderer/api/figure-failure';

/** The error axios raises for an HTTP answer with `status` and `data`. */
function httpError(status: number, data: unknown = {}): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

describe('figureFailureKind', () => {
  it('reads 404, and 414 (a slug too long to name any figure), as not found', () => {
    expect(figureFailureKind(httpError(404, { detail: 'Not found.' }))).toBe('not-found');
    expect(figureFailureKind(httpError(414, { detail: 'URI too long.', code: 'uri_too_long' }))).toBe('not-found');
  });

  it('reads 403 adult_hidden as hidden by the content settings, and any other 403 as other', () => {
    expect(figureFailureKind(httpError(403, { detail: 'Hidden.', code: 'adult_hidden' }))).toBe('adult-hidden');
    expect(figureFailureKind(httpError(403, { detail: 'Forbidden.' }))).toBe('other');
  });

  it('reads a 500, a network failure and a non-HTTP error as other', () => {
    expect(figureFailureKind(httpError(500))).toBe('other');
    expect(figureFailureKind(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('other');
    expect(figureFailureKind(new Error('contract'))).toBe('other');
  });
});
