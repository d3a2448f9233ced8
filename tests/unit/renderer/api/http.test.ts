import axios, { AxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { HttpClientLoadError, isHttpError, isNoResponseError, lazyApi, type HttpClient } from '../../../../src/renderer/src/api/http';
import { onceUntilFailure } from '../../../../src/renderer/src/platform/once-until-failure';

function fakeClient(): HttpClient & { calls: string[] } {
  const calls: string[] = [];
  const answer = (method: string) => vi.fn((url: string) => {
    calls.push(`${method} ${url}`);
    return Promise.resolve({ data: `${method} ${url}`, status: 200 });
  });
  return { calls, get: answer('GET'), post: answer('POST'), put: answer('PUT'), patch: answer('PATCH'), delete: answer('DELETE') } as unknown as HttpClient & { calls: string[] };
}

describe('isHttpError', () => {
  it('agrees with axios.isAxiosError', () => {
    const samples: unknown[] = [new AxiosError('x', 'ERR_NETWORK'), new Error('x'), null, undefined, 'x', { isAxiosError: 'yes' }, { isAxiosError: true }, new HttpClientLoadError(new Error('x'))];
    for (const sample of samples) expect(isHttpError(sample)).toBe(axios.isAxiosError(sample));
  });
});

describe('isNoResponseError: the server never answered (offline), not its "no"', () => {
  it('is true for an HTTP-client error without a response, including the API chunk failing to load', () => {
    expect(isNoResponseError(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(isNoResponseError(new HttpClientLoadError(new TypeError('Failed to fetch')))).toBe(true);
  });

  it('is false for any answer from the server (4xx, 5xx) and for errors that are not the HTTP client\'s', () => {
    for (const status of [400, 401, 403, 429, 500, 503]) {
      const answered = new AxiosError('x', 'ERR_BAD_RESPONSE', undefined, undefined, { status, data: {} } as never);
      expect(isNoResponseError(answered), String(status)).toBe(false);
    }
    for (const other of [new Error('x'), null, undefined, 'offline', { response: undefined }]) expect(isNoResponseError(other)).toBe(false);
  });
});

describe('lazyApi (§Performance 1)', () => {
  it('loads the client once, on the first call, and passes every method through', async () => {
    const client = fakeClient();
    const load = vi.fn(() => Promise.resolve(client));
    const http = lazyApi(load);
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([http.get('/a'), http.post('/b', {}), http.put('/c'), http.patch('/d'), http.delete('/e')]);
    expect(answers.map((answer: { data: unknown }) => answer.data)).toEqual(['GET /a', 'POST /b', 'PUT /c', 'PATCH /d', 'DELETE /e']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects with a network-shaped error when the code cannot load, and tries again on the next call', async () => {
    const client = fakeClient();
    const load = vi.fn<() => Promise<HttpClient>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(client);
    const http = lazyApi(load);
    const failure = await http.get('/a').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpClientLoadError);
    // Callers' offline test: an HTTP-client error without a response.
    expect(isHttpError(failure) && (failure as AxiosError).response === undefined).toBe(true);
    expect((failure as Error).message).toMatch(/Network Error.*Failed to fetch dynamically imported module/);
    expect((await http.get('/a')).data).toBe('GET /a');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyApi on an endpoint group', () => {
  it('is not a thenable (awaiting the group does not call it) and passes arguments through', async () => {
    const group = { figure: vi.fn((slug: string, adult: string) => Promise.resolve(`${slug}/${adult}`)) };
    const api = lazyApi(() => Promise.resolve(group));
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(api.figure('miku', 'false')).resolves.toBe('miku/false');
    expect(group.figure).toHaveBeenCalledWith('miku', 'false');
  });
});

describe('onceUntilFailure', () => {
  it('shares one load while it succeeds and tries again after a failure', async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(7);
    const once = onceUntilFailure(load);
    await expect(once()).rejects.toThrow('offline');
    await expect(Promise.all([once(), once()])).resolves.toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
