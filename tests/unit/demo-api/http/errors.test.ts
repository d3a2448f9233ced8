/**
 * docs/product-rules.md §Security 12: the errors Fastify's router and Node's HTTP parser answer before any route
 * (414, 431, a bad Content-Length, a malformed URL) leave in DRF shape too.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorAnswer } from '../../../../src/demo-api/http/errors';
import { startServer, type TestServer } from '../helpers';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await server.close();
});

/** Sends raw bytes and returns the status line's code, the headers block and the body. */
function raw(request: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body });
    });
    socket.write(request);
  });
}

describe('router errors (frameworkErrors)', () => {
  it('414 for a path parameter over the limit', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/account/verify-email/MQ/${'a'.repeat(500)}/` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'The request URL is too long.', code: 'uri_too_long' });
  });
  it('400 for a malformed URL component', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/account/verify-email/%E0%A4%A/x/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request URL is malformed.', code: 'bad_url' });
  });
});

describe('parser errors (clientErrorHandler), on a real socket', () => {
  it('431 for a header block over 16 KB', async () => {
    const res = await raw(`GET /api/jpy-rates/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ detail: 'The request headers are too large.', code: 'headers_too_large' });
  });
  it('400 for a Content-Length that is not a number, or two that differ', async () => {
    for (const lengths of ['Content-Length: abc', 'Content-Length: 2\r\nContent-Length: 3']) {
      const res = await raw(`POST /api/account/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${lengths}\r\n\r\n{}`);
      expect(res.status, lengths).toBe(400);
      expect(JSON.parse(res.body), lengths).toEqual({ detail: 'The Content-Length header is invalid.', code: 'parse_error' });
    }
  });
  it('400 for a request line that is not HTTP', async () => {
    const res = await raw('HELLO\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ detail: 'The HTTP request is malformed.', code: 'parse_error' });
  });
  it('maps a timeout to 408', () => {
    expect(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT').statusCode).toBe(408);
  });
});
