/**
 * Issue 11 point 6: the dashboard and the fault switch answer only this machine under one of its
 * own loopback names (DNS rebinding), never with CORS headers, and the switch takes JSON only.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOST_NOT_ALLOWED, isOwnLoopbackHost } from '../../../src/demo-api/local-only';
import { startServer, type TestServer } from './helpers';

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
  it('sends no CORS headers on local-only routes, even to allowed origins; the API keeps them', async () => {
    for (const origin of ['app://evil.example', 'app://figure-shop', 'http://127.0.0.1:5173']) {
      const read = await server.app.inject({ method: 'GET', url: '/dashboard/mailbox.json', headers: { origin } });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
      const pre = await server.app.inject({
        method: 'OPTIONS',
        url: '/__test__/faults',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(pre.statusCode).toBe(404);
    }
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
    const get = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/dashboard/mailbox.json', headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    expect((await get(`127.0.0.1:${port}`)).status).toBe(200);
    expect((await get(`localhost:${port}`)).status).toBe(200);
    expect((await get(`[::1]:${port}`)).status).toBe(200);
    const otherPort = await get(`127.0.0.1:${port === 1 ? 2 : port - 1}`);
    expect(otherPort.status).toBe(403);
    expect(JSON.parse(otherPort.body)).toEqual({ detail: HOST_NOT_ALLOWED, code: 'host_not_allowed' });
    expect((await get(`rebind.evil.example:${port}`)).status).toBe(403);
  });
});
