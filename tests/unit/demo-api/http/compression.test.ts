import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../../../src/demo-api/http/compression';
import { startServer, type TestServer } from '../helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ catalogueSize: 60 });
});
afterAll(() => server.close());

const LIST = '/api/figures/?ordering=-popularity&page_size=6';
const get = (url: string, encoding?: string) => server.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('response compression (§API 12: the first page waits on the API)', () => {
  it('sends a figure list gzip-encoded when asked, the same JSON decoded, at a fraction of the size', async () => {
    const plain = await get(LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get(LIST, 'gzip');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    const decoded = gunzipSync(zipped.rawPayload).toString('utf8');
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('prefers Brotli when the client takes both', async () => {
    const plain = await get(LIST);
    const br = await get(LIST, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('encodes SVG pictures too, and leaves answers under the threshold as they are', async () => {
    const card = (await get(LIST)).json().results[0];
    const picture = await get(new URL(card.images[0].url).pathname, 'gzip');
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(picture.rawPayload).toString('utf8')).toContain('<svg');

    const small = await get('/api/location/', 'gzip');
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps errors readable: a 404 answer decodes to the DRF shape', async () => {
    const missing = await get('/api/figures/no-such-figure/', 'gzip');
    expect(missing.statusCode).toBe(404);
    const body = missing.headers['content-encoding'] === 'gzip' ? gunzipSync(missing.rawPayload).toString('utf8') : missing.body;
    expect(JSON.parse(body)).toHaveProperty('detail');
  });
});
