/**
 * docs/product-rules.md §Security 6: the dashboard and the fault switch answer only this machine under one of its
 * own loopback names (DNS rebinding) and only its own pages (Origin, Sec-Fetch-Site), decided on
 * the route the router matched whatever the URL's spelling, never with CORS headers, and the
 * switch takes JSON only.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CROSS_ORIGIN_NOT_ALLOWED, HOST_NOT_ALLOWED, isFromOwnPages, isOwnLoopbackHost } from '../../../../src/demo-api/http/local-only';
import { COLLECTOR, json, lastMail, login, startServer, type TestServer } from '../helpers';

/** What a real socket answered. */
interface Answer {
  status: number;
  header: (name: string) => string | undefined;
  body: string;
}

/** Sends `path` byte for byte (node:http normalises nothing) to 127.0.0.1:`port`; node:http adds the Host header. */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, header: (name) => res.headers[name.toLowerCase()]?.toString(), body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends with Node's fetch (undici), which resolves dot segments (`/%2e/`, `/x/%2E%2E/`) as a browser does before sending. */
async function fetchRequest(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, header: (name) => res.headers.get(name) ?? undefined, body: text };
}

const CLIENTS = { raw: rawRequest, fetch: fetchRequest } as const;

const hex = (char: string) => char.charCodeAt(0).toString(16).padStart(2, '0');

/**
 * Ways to spell `path` in a request target: plain; the first letter percent-encoded in lower- and
 * upper-case hex; every character encoded in alternating hex case; double encoding; dot segments;
 * a trailing encoded or plain slash.
 */
function spellings(path: string): string[] {
  const first = path.charAt(1);
  const rest = path.slice(2);
  const mixed = [...path].map((c, i) => (c === '/' ? c : `%${i % 2 ? hex(c).toUpperCase() : hex(c)}`)).join('');
  return [
    path,
    `/%${hex(first)}${rest}`,
    `/%${hex(first).toUpperCase()}${rest}`,
    mixed,
    `/%25${hex(first)}${rest}`,
    `/.${path}`,
    `/%2e${path}`,
    `/x/%2E%2E${path}`,
    `${path}%2f`,
    `${path}%2F`,
    `${path}/`,
  ];
}

/** True when the router, which percent-decodes the path once, will see `path` for what `client` sends for `spelling`. */
function reaches(client: keyof typeof CLIENTS, spelling: string, path: string): boolean {
  const sent = client === 'fetch' ? new URL(spelling, 'http://127.0.0.1').pathname : spelling;
  return decodeURIComponent(sent) === path;
}

describe('isOwnLoopbackHost', () => {
  it('takes 127.0.0.1, localhost and [::1] with the connection’s port', () => {
    for (const host of ['127.0.0.1:8000', 'localhost:8000', '[::1]:8000', 'LOCALHOST:8000']) expect(isOwnLoopbackHost(host, 8000), host).toBe(true);
    expect(isOwnLoopbackHost('localhost', 80)).toBe(true);
    expect(isOwnLoopbackHost('localhost:80', undefined)).toBe(true);
  });
  it('refuses other names, other ports and anything that is not host[:port]', () => {
    for (const host of [
      'rebind.evil.example',
      'rebind.evil.example:8000',
      '127.0.0.1.nip.io:8000',
      'localhost.:8000',
      '127.0.0.1:8001',
      'localhost',
      'user@localhost:8000',
      'localhost:8000/x',
      '',
      undefined,
    ]) {
      expect(isOwnLoopbackHost(host, 8000), String(host)).toBe(false);
    }
  });
});

describe('local-only routes', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer({ webOrigins: ['http://127.0.0.1:5173'], enableFaults: true });
  });
  afterEach(async () => {
    await server.close();
  });

  it('a rebinding page (loopback socket, foreign Host) gets 403 in DRF shape on every local-only route', async () => {
    const headers = { host: 'rebind.evil.example' };
    for (const [method, url] of [
      ['GET', '/dashboard'],
      ['GET', '/dashboard/mailbox.json'],
      ['POST', '/dashboard/notifications'],
      ['GET', '/__test__/faults'],
      ['POST', '/__test__/faults'],
      ['DELETE', '/__test__/faults'],
    ] as const) {
      const res = await server.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ detail: HOST_NOT_ALLOWED, code: 'host_not_allowed' });
    }
    expect((await server.app.inject({ method: 'GET', url: '/dashboard/mailbox.json', headers: { host: '127.0.0.1:8000' } })).statusCode).toBe(200);
  });
  it('sends no CORS headers on local-only routes, even to allowed origins, and refuses their pages; the API keeps them', async () => {
    for (const origin of ['app://evil.example', 'app://figure-shop', 'http://127.0.0.1:5173']) {
      const read = await server.app.inject({ method: 'GET', url: '/dashboard/mailbox.json', headers: { origin } });
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({ detail: CROSS_ORIGIN_NOT_ALLOWED, code: 'cross_origin_not_allowed' });
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
      const pre = await server.app.inject({
        method: 'OPTIONS',
        url: '/__test__/faults',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(pre.headers['access-control-allow-methods'], origin).toBeUndefined();
      expect(pre.statusCode).toBe(403);
    }
    // Without a browser's Origin (curl), the local-only OPTIONS route is an ordinary 404.
    expect((await server.app.inject({ method: 'OPTIONS', url: '/__test__/faults' })).statusCode).toBe(404);
    const api = await server.app.inject({ method: 'GET', url: '/api/jpy-rates/', headers: { origin: 'app://figure-shop' } });
    expect(api.headers['access-control-allow-origin']).toBe('app://figure-shop');
  });
  it('the fault switch refuses a form post (415) and takes JSON', async () => {
    const form = await server.app.inject({
      method: 'POST',
      url: '/__test__/faults',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'path_prefix=%2F&kind=hang',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.', code: 'unsupported_media_type' });
    expect((await server.app.inject({ method: 'GET', url: '/__test__/faults' })).json()).toEqual({ faults: [] });
    const ok = await server.app.inject({ method: 'POST', url: '/__test__/faults', payload: { path_prefix: '/api/x', kind: 'error' } });
    expect(ok.statusCode).toBe(201);
  });
  it('on a real socket, the Host must also carry the port the server listens on', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    const get = (host: string) => rawRequest(port, 'GET', '/dashboard/mailbox.json', { host });
    expect((await get(`127.0.0.1:${port}`)).status).toBe(200);
    expect((await get(`localhost:${port}`)).status).toBe(200);
    expect((await get(`[::1]:${port}`)).status).toBe(200);
    const otherPort = await get(`127.0.0.1:${port === 1 ? 2 : port - 1}`);
    expect(otherPort.status).toBe(403);
    expect(JSON.parse(otherPort.body)).toEqual({ detail: HOST_NOT_ALLOWED, code: 'host_not_allowed' });
    expect((await get(`rebind.evil.example:${port}`)).status).toBe(403);
  });
});

describe('isFromOwnPages', () => {
  const host = '127.0.0.1:8000';
  it('passes requests without browser headers, from the API’s own origin, typed in, and top-level GET navigations', () => {
    expect(isFromOwnPages({ host }, 'POST')).toBe(true);
    expect(isFromOwnPages({ host, origin: 'http://127.0.0.1:8000', 'sec-fetch-site': 'same-origin' }, 'POST')).toBe(true);
    expect(isFromOwnPages({ host: 'LOCALHOST:80', origin: 'http://localhost' }, 'POST')).toBe(true);
    expect(isFromOwnPages({ host, 'sec-fetch-site': 'none' }, 'GET')).toBe(true);
    for (const site of ['same-site', 'cross-site']) {
      expect(isFromOwnPages({ host, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }, 'GET'), site).toBe(true);
    }
  });
  it('refuses any other Origin and any other site’s fetch, form post or frame', () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:8000', 'https://127.0.0.1:8000', 'http://127.0.0.1:8000/', 'app://figure-shop', 'null', '']) {
      expect(isFromOwnPages({ host, origin }, 'GET'), origin).toBe(false);
    }
    expect(isFromOwnPages({ origin: 'http://127.0.0.1:8000' }, 'GET')).toBe(false);
    for (const site of ['same-site', 'cross-site']) {
      expect(isFromOwnPages({ host, 'sec-fetch-site': site, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }, 'GET'), site).toBe(false);
      expect(isFromOwnPages({ host, 'sec-fetch-site': site, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' }, 'GET'), site).toBe(false);
      expect(isFromOwnPages({ host, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }, 'POST'), site).toBe(false);
      expect(isFromOwnPages({ host, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }, 'GET'), site).toBe(false);
    }
  });
});

describe('every local-only route in every spelling of its path, on a listening server', () => {
  const WEB = 'http://127.0.0.1:5173';
  let server: TestServer;
  let port: number;
  beforeEach(async () => {
    server = await startServer({ webOrigins: [WEB], enableFaults: true });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterEach(async () => {
    await server.close();
  });

  /** Every method of every local-only route, with the body a page would send. */
  const routes = (csrf: string) => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const jsonType = { 'content-type': 'application/json' };
    return [
      { method: 'GET', path: '/dashboard' },
      { method: 'HEAD', path: '/dashboard' },
      { method: 'GET', path: '/dashboard/mailbox.json' },
      { method: 'POST', path: '/dashboard/notifications', headers: form, body: new URLSearchParams({ csrf, user_id: '1', title: 'Pwned', body: '', kind: 'info' }).toString() },
      { method: 'POST', path: '/dashboard/digests', headers: jsonType, body: '{}' },
      { method: 'POST', path: '/dashboard/digests', headers: form, body: new URLSearchParams({ csrf }).toString() },
      { method: 'GET', path: '/__test__/faults' },
      { method: 'POST', path: '/__test__/faults', headers: jsonType, body: JSON.stringify({ path_prefix: '/', kind: 'error', replace: true }) },
      { method: 'DELETE', path: '/__test__/faults' },
    ];
  };

  it(
    'a page on an allowed origin gets 403 where the router decodes its path to the route and 404 elsewhere, never CORS headers, and reads and changes nothing',
    async () => {
      // What there is to steal: a live reset link, the dashboard's token, a fault, the unread count, the mailbox.
      await json(server.app, 'POST', '/api/account/password/reset/', { email: COLLECTOR.email, redirectUrl: `${WEB}/account/password-reset` });
      const resetLink = (await lastMail(server.app, COLLECTOR.email))!.link!;
      const csrf = /name="csrf" value="([^"]+)"/.exec((await server.app.inject({ method: 'GET', url: '/dashboard' })).body)![1]!;
      expect((await json(server.app, 'POST', '/__test__/faults', { path_prefix: '/api/never-called/', kind: 'error' })).statusCode).toBe(201);
      const { access_token } = await login(server.app);
      const unread = () => json(server.app, 'GET', '/api/notifications/count/', undefined, access_token).then((res) => res.json());
      const unreadBefore = await unread();
      const mailbox = () => server.app.inject({ method: 'GET', url: '/dashboard/mailbox.json' }).then((res) => res.json().mail as unknown[]);
      const mailBefore = (await mailbox()).length;
      // The spellings are real: without a browser's headers the router takes them to the route.
      const control = await rawRequest(port, 'GET', '/%64ashboard/mailbox.json');
      expect(control.status).toBe(200);
      expect(control.body).toContain(resetLink);

      for (const route of routes(csrf)) {
        for (const spelling of spellings(route.path)) {
          for (const [name, send] of Object.entries(CLIENTS) as [keyof typeof CLIENTS, typeof rawRequest][]) {
            const where = `${name} ${route.method} ${spelling}`;
            const routed = reaches(name, spelling, route.path);
            const res = await send(port, route.method, spelling, { origin: WEB, ...route.headers }, route.body);
            expect(res.status, where).toBe(routed ? 403 : 404);
            expect(res.header('access-control-allow-origin'), where).toBeUndefined();
            if (route.method !== 'HEAD') {
              expect(JSON.parse(res.body), where).toEqual(routed ? { detail: CROSS_ORIGIN_NOT_ALLOWED, code: 'cross_origin_not_allowed' } : { detail: 'Not found.' });
            }
            for (const secret of [COLLECTOR.email, resetLink, csrf, 'never-called']) expect(res.body, where).not.toContain(secret);

            // The preflight a fetch with a custom header or a JSON body sends first.
            const pre = await send(port, 'OPTIONS', spelling, {
              origin: WEB,
              'access-control-request-method': route.method,
              'access-control-request-headers': 'content-type,x-probe',
            });
            expect(pre.status, `preflight ${where}`).toBe(routed ? 403 : 404);
            expect(pre.header('access-control-allow-origin'), `preflight ${where}`).toBeUndefined();
            expect(pre.header('access-control-allow-methods'), `preflight ${where}`).toBeUndefined();
          }
        }
      }

      expect(await unread()).toEqual(unreadBefore);
      expect((await mailbox()).length).toBe(mailBefore);
      const faults = (await server.app.inject({ method: 'GET', url: '/__test__/faults' })).json().faults as { path_prefix: string }[];
      expect(faults.map((f) => f.path_prefix)).toEqual(['/api/never-called/']);
    },
    180_000,
  );

  it('the dashboard’s own pages still work: its form posts with its own Origin, and a link from the web app opens it', async () => {
    const page = await rawRequest(port, 'GET', '/dashboard', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
    expect(page.status).toBe(200);
    // Under `no-referrer` a browser would send `Origin: null` with the page's own form posts.
    expect(page.header('referrer-policy')).toBe('same-origin');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const own = `http://127.0.0.1:${port}`;
    const post = (origin: string, site: string) =>
      rawRequest(
        port,
        'POST',
        '/dashboard/notifications',
        { origin, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams({ csrf, user_id: '1', title: `from ${origin} ${site}`, body: '', kind: 'info' }).toString(),
      );
    expect((await post('null', 'same-origin')).status).toBe(403);
    expect((await post(own, 'same-site')).status).toBe(403);
    const sent = await post(own, 'same-origin');
    expect(sent.status).toBe(303);
    const { access_token } = await login(server.app);
    const titles = ((await json(server.app, 'GET', '/api/notifications/', undefined, access_token)).json().results as { title: string }[]).map((n) => n.title);
    expect(titles).toContain(`from ${own} same-origin`);
    expect(titles.filter((t) => t.startsWith('from ') && t !== `from ${own} same-origin`)).toEqual([]);
  }, 60_000);
});
