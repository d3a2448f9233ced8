import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, NoTokenAfterRefreshError, type SessionBinding } from '@renderer/api/client';

type Handler = (config: InternalAxiosRequestConfig) => AxiosResponse | Promise<AxiosResponse>;

function respond(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response = { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
  if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
  return response;
}

/** A client whose transport (the edge) is `handler`, with an in-memory session. */
function setup(handler: Handler, refresh: () => Promise<string | null>) {
  let token: string | null = 'old';
  const session: SessionBinding = {
    getAccessToken: () => token,
    refreshAccessToken: vi.fn(async () => {
      const next = await refresh();
      token = next;
      return next;
    }),
  };
  const client = createApiClient({ baseURL: 'http://api.test', session });
  const seen: InternalAxiosRequestConfig[] = [];
  client.defaults.adapter = async (config) => {
    seen.push(config);
    return handler(config);
  };
  return { client, session, seen, setToken: (value: string | null) => (token = value) };
}

const authOf = (config: InternalAxiosRequestConfig) => AxiosHeaders.from(config.headers).get('Authorization');

afterEach(() => {
  vi.useRealTimers();
});

describe('request pipeline (§API 1)', () => {
  it('sends Accept JSON always and a Bearer token only when one exists', async () => {
    const { client, seen, setToken } = setup((config) => respond(config, 200, {}), async () => 'new');
    await client.get('/a');
    setToken(null);
    await client.get('/b');
    expect(AxiosHeaders.from(seen[0]!.headers).get('Accept')).toBe('application/json');
    expect(authOf(seen[0]!)).toBe('Bearer old');
    expect(authOf(seen[1]!)).toBeUndefined();
  });
});

describe('retry on 401 (§API 3–4)', () => {
  it('refreshes exactly once for many concurrent 401s and retries each request with the new token', async () => {
    let release!: () => void;
    const refreshGate = new Promise<void>((resolve) => (release = resolve));
    const { client, session, seen } = setup(
      (config) => (authOf(config) === 'Bearer fresh' ? respond(config, 200, { url: config.url }) : respond(config, 401, { detail: 'expired' })),
      async () => {
        await refreshGate;
        return 'fresh';
      },
    );
    const calls = Array.from({ length: 25 }, (_, i) => client.get(`/item/${i}`));
    await vi.waitFor(() => expect(seen.length).toBe(25), { timeout: 10_000 });
    release();
    const results = await Promise.all(calls);
    expect(session.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.data.url)).toEqual(Array.from({ length: 25 }, (_, i) => `/item/${i}`));
    expect(seen.filter((config) => authOf(config) === 'Bearer fresh')).toHaveLength(25);
  });

  it('retries a late 401 of a request sent with an older token without another refresh', async () => {
    let releaseLate!: () => void;
    const lateGate = new Promise<void>((resolve) => (releaseLate = resolve));
    const { client, session, seen } = setup(async (config) => {
      if (authOf(config) === 'Bearer fresh') return respond(config, 200, {});
      if (config.url === '/late') await lateGate; // its 401 arrives after the first refresh ended
      return respond(config, 401, { detail: 'expired' });
    }, async () => 'fresh');
    const late = client.get('/late');
    await client.get('/first'); // 401, refresh, retried with "fresh"
    releaseLate();
    await expect(late).resolves.toMatchObject({ status: 200 });
    expect(session.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(seen.map((config) => `${config.url} ${authOf(config)}`)).toEqual(['/late Bearer old', '/first Bearer old', '/first Bearer fresh', '/late Bearer fresh']);
  });

  it('refreshes before sending a token known to be expired, so the call is not answered 401 first', async () => {
    const { client, session, seen } = setup(
      (config) => (authOf(config) === 'Bearer fresh' ? respond(config, 200, {}) : respond(config, 401, { detail: 'expired' })),
      async () => 'fresh',
    );
    session.isKnownExpired = (token) => token === 'old';
    await Promise.all([client.get('/a'), client.get('/b')]);
    expect(session.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(seen.map(authOf)).toEqual(['Bearer fresh', 'Bearer fresh']);
  });

  it('fails the request when the refresh gives no token', async () => {
    const { client } = setup((config) => respond(config, 401, {}), async () => null);
    await expect(client.get('/x')).rejects.toBeInstanceOf(NoTokenAfterRefreshError);
  });

  it('passes the refresh error on to the request', async () => {
    const { client } = setup((config) => respond(config, 401, {}), async () => {
      throw new Error('No refresh token available');
    });
    await expect(client.get('/x')).rejects.toThrow('No refresh token available');
  });

  it('retries only once: a second 401 fails without another refresh', async () => {
    const { client, session, seen } = setup((config) => respond(config, 401, {}), async () => 'fresh');
    await expect(client.get('/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(session.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('does not refresh for calls marked skipAuthRefresh (sign-in with a wrong password)', async () => {
    const { client, session } = setup((config) => respond(config, 401, { detail: 'No active account' }), async () => 'fresh');
    await expect(client.post('/login', {}, { skipAuthRefresh: true })).rejects.toMatchObject({ response: { status: 401 } });
    expect(session.refreshAccessToken).not.toHaveBeenCalled();
  });
});

describe('network-error retry (§API 5: once, after 1000 ms × retry count)', () => {
  const networkError = (config: InternalAxiosRequestConfig) => {
    throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
  };

  it('retries a request that got no response once, 1000 ms later', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const { client } = setup((config) => {
      attempts += 1;
      return attempts === 1 ? networkError(config) : respond(config, 200, 'ok');
    }, async () => 'fresh');
    const call = client.get('/x');
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    await expect(call).resolves.toMatchObject({ data: 'ok' });
    expect(attempts).toBe(2);
  });

  it('gives up after the one retry', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const { client } = setup((config) => {
      attempts += 1;
      return networkError(config);
    }, async () => 'fresh');
    const call = client.get('/x');
    const assertion = expect(call).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
    expect(attempts).toBe(2);
  });

  it('does not retry an answered error such as a 500', async () => {
    let attempts = 0;
    const { client } = setup((config) => {
      attempts += 1;
      return respond(config, 500, {});
    }, async () => 'fresh');
    await expect(client.get('/x')).rejects.toMatchObject({ response: { status: 500 } });
    expect(attempts).toBe(1);
  });
});

describe('reachability reports', () => {
  it('reports reachable on any answer, unreachable only when no response came after the retry', async () => {
    vi.useFakeTimers();
    const reports: boolean[] = [];
    let mode: 'ok' | 'error' | 'down' = 'ok';
    const client = createApiClient({ baseURL: 'http://api.test', session: { getAccessToken: () => null, refreshAccessToken: async () => null }, onReachability: (r) => reports.push(r) });
    client.defaults.adapter = async (config) => {
      if (mode === 'down') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
      return respond(config, mode === 'ok' ? 200 : 500, {});
    };
    await client.get('/a');
    mode = 'error';
    await client.get('/b').catch(() => undefined);
    mode = 'down';
    const down = client.get('/c').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1500);
    await down;
    // A retried call reports once from inside the retry and once for itself; both say the same.
    expect(reports.filter((report, i) => report !== reports[i - 1])).toEqual([true, false]);
    expect(reports.at(-1)).toBe(false);
    expect(reports.slice(0, 2)).toEqual([true, true]);
  });
});
