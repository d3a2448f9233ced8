import { afterEach, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from '../helpers';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('fault switch', () => {
  it('does not exist without --enable-faults', async () => {
    server = await startServer();
    expect((await json(server.app, 'POST', '/__test__/faults', { path_prefix: '/api/', kind: 'error' })).statusCode).toBe(404);
  });
  it('makes a path prefix answer 500 (with CORS headers), for N requests, then clears', async () => {
    server = await startServer({ enableFaults: true, webOrigins: ['http://127.0.0.1:5173'] });
    const set = await json(server.app, 'POST', '/__test__/faults', { path_prefix: '/api/jpy-rates/', kind: 'error', times: 2 });
    expect(set.statusCode).toBe(201);
    const hit = await server.app.inject({ method: 'GET', url: '/api/jpy-rates/', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(hit.statusCode).toBe(500);
    expect(hit.json()).toEqual({ detail: 'Injected fault (demo API test switch).', code: 'injected_fault' });
    expect(hit.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    expect((await server.app.inject({ method: 'GET', url: '/api/cny-rates/' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/jpy-rates/' })).statusCode).toBe(500);
    expect((await server.app.inject({ method: 'GET', url: '/api/jpy-rates/' })).statusCode).toBe(200);
    await json(server.app, 'POST', '/__test__/faults', { path_prefix: '/api/', kind: 'error', status: 503, method: 'patch' });
    expect((await server.app.inject({ method: 'GET', url: '/api/jpy-rates/' })).statusCode).toBe(200);
    expect((await json(server.app, 'PATCH', '/api/account/preferences/', {})).statusCode).toBe(503);
    expect((await server.app.inject({ method: 'DELETE', url: '/__test__/faults' })).statusCode).toBe(204);
    expect((await json(server.app, 'PATCH', '/api/account/preferences/', {})).statusCode).toBe(401);
  });
  it('answers malformed JSON, and hangs for the given time', async () => {
    server = await startServer({ enableFaults: true });
    await json(server.app, 'POST', '/__test__/faults', { path_prefix: '/api/location/', kind: 'malformed', replace: true });
    const bad = await server.app.inject({ method: 'GET', url: '/api/location/' });
    expect(bad.statusCode).toBe(200);
    expect(() => JSON.parse(bad.body)).toThrow();
    await json(server.app, 'POST', '/__test__/faults', { path_prefix: '/api/location/', kind: 'hang', delay_ms: 150, replace: true });
    const started = performance.now();
    const slow = await server.app.inject({ method: 'GET', url: '/api/location/' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.statusCode).toBe(200);
  });
  it('validates its own body', async () => {
    server = await startServer({ enableFaults: true });
    const res = await json(server.app, 'POST', '/__test__/faults', { path_prefix: 'api', kind: 'explode' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ path_prefix: ['Must start with "/".'], kind: ['"explode" is not a valid choice.'] });
  });
});
