/**
 * CORS (docs/product-rules.md §Security 7): the web origins and exactly the desktop app's app://figure-shop;
 * decided on the route the router matched, so the local-only routes, unknown paths and preflights
 * for a method no route has never get CORS headers.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAllowedOrigin } from '../../../../src/demo-api/http/cors';
import { APP_ORIGIN } from '../../../../src/shared/app-origin';
import { startServer, type TestServer } from '../helpers';

const WEB = 'http://127.0.0.1:5173';
const preflight = (method: string, origin: string) => ({ origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' });

describe('isAllowedOrigin', () => {
  it('takes the configured web origins and the desktop app’s own origin only', () => {
    expect(APP_ORIGIN).toBe('app://figure-shop');
    expect(isAllowedOrigin(WEB, [WEB])).toBe(true);
    expect(isAllowedOrigin('app://figure-shop', [WEB])).toBe(true);
    for (const origin of ['app://evil.example', 'app://figure-shop.evil.example', 'app://figure-shop:8080', 'app://figure', 'app://', 'null', 'http://127.0.0.1:5174', 'http://localhost:5173']) {
      expect(isAllowedOrigin(origin, [WEB]), origin).toBe(false);
    }
  });
});

describe('CORS answers', () => {
  let server: TestServer;
  beforeEach(async () => {
    // `http://localhost` is also the origin of an injected request's own Host (localhost:80).
    server = await startServer({ webOrigins: [WEB, 'http://localhost'], enableFaults: true });
  });
  afterEach(async () => {
    await server.close();
  });

  it('another app:// origin reads nothing and its preflights fail; app://figure-shop is allowed', async () => {
    for (const origin of ['app://evil.example', 'app://figure-shop.evil.example']) {
      const read = await server.app.inject({ method: 'GET', url: '/api/jpy-rates/', headers: { origin } });
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
      const pre = await server.app.inject({ method: 'OPTIONS', url: '/api/account/profile/', headers: preflight('GET', origin) });
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    const pre = await server.app.inject({ method: 'OPTIONS', url: '/api/account/profile/', headers: preflight('GET', APP_ORIGIN) });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it('a local-only route gets no CORS headers even for an origin that is allowed and its own, the API does', async () => {
    // The local-only check lets its own origin in, so only cors.ts keeps the headers off here.
    for (const url of ['/dashboard/mailbox.json', '/%64ashboard/mailbox.json', '/__test__/faults', '/%5F_test__/faults']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { origin: 'http://localhost' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    const api = await server.app.inject({ method: 'GET', url: '/api/jpy-rates/', headers: { origin: 'http://localhost' } });
    expect(api.headers['access-control-allow-origin']).toBe('http://localhost');
  });

  it('unknown paths and preflights for a method no route has there get a 404 without CORS headers', async () => {
    const unknown = await server.app.inject({ method: 'GET', url: '/api/nope/', headers: { origin: WEB } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
    expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
    for (const [method, url] of [
      ['GET', '/api/nope/'],
      ['DELETE', '/api/jpy-rates/'],
      ['POST', '/%2564ashboard/digests'],
    ] as const) {
      const pre = await server.app.inject({ method: 'OPTIONS', url, headers: preflight(method, WEB) });
      expect(pre.statusCode, `${method} ${url}`).toBe(404);
      expect(pre.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
    }
    // The router's own decoding finds the API's routes in any spelling, as it will for the request.
    const encoded = await server.app.inject({ method: 'OPTIONS', url: '/api/%6Apy-rates/', headers: preflight('GET', WEB) });
    expect(encoded.statusCode).toBe(204);
    expect(encoded.headers['access-control-allow-origin']).toBe(WEB);
  });
});
