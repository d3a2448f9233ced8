import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnyRatesResponseSchema, jpyRatesResponseSchema, locationResponseSchema } from '@shared/api';
import { ECB_DATA_DIR, parseEcbDaily, ratesFrom } from '../../../../src/demo-api/rates/ecb';
import { locate, parseAcceptLanguage } from '../../../../src/demo-api/rates/region';
import { startServer, type TestServer } from '../helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ defaultRegion: 'JP' });
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/jpy-rates/ and /api/cny-rates/ (ECB 13 April 2026)', () => {
  it('JPY map meets the README check figures', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/jpy-rates/' });
    expect(res.statusCode).toBe(200);
    const jpy = jpyRatesResponseSchema.parse(res.json());
    expect(jpy.date).toBe('2026-04-13');
    expect(jpy.rates.JPY).toBe(1);
    expect(jpy.rates.USD).toBeCloseTo(0.0062565, 7);
    expect(Math.round(12_800 * jpy.rates.USD! * 100) / 100).toBe(80.08);
    expect(jpy.rates.EUR).toBeCloseTo(1 / 186.75, 10);
    expect(Object.keys(jpy.rates)).toHaveLength(30); // 29 ECB currencies + EUR
  });
  // README: "1 CNY = 186.75 / 7.9827 JPY = 23.3944 JPY". The quotient is 23.394340…, so the README's
  // last digit is a rounding slip (23.3943); the figure holds to 3 decimals and, as prices are shown, to 2.
  it('CNY map: 1 CNY = 23.3944 JPY (to the README figure’s real precision)', async () => {
    const cny = cnyRatesResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/cny-rates/' })).json());
    expect(cny.base).toBe('CNY');
    expect(cny.rates.JPY).toBeCloseTo(23.3944, 3);
    expect(cny.rates.JPY).toBeCloseTo(186.75 / 7.9827, 8);
    expect(Math.round(cny.rates.JPY! * 100) / 100).toBe(23.39);
    expect(cny.rates.CNY).toBe(1);
  });
  it('the project keeps its own copy of the data', async () => {
    expect(ECB_DATA_DIR).toContain(join('src', 'demo-api', 'rates', 'data', 'ecb'));
    const csv = await readFile(join(ECB_DATA_DIR, 'eurofxref-daily-2026-04-13.csv'), 'utf8');
    expect(parseEcbDaily(csv).perEuro.JPY).toBe(186.75);
  });
  it('parses both ECB date styles and rejects broken files', () => {
    expect(parseEcbDaily('Date,USD,JPY\n2026-04-10,1.1711,186.43\n').date).toBe('2026-04-10');
    expect(ratesFrom(parseEcbDaily('Date, USD, JPY, \n1 March 2026, 1.2, 180, \n'), 'JPY')).toEqual({
      base: 'JPY',
      date: '2026-03-01',
      rates: { EUR: Number((1 / 180).toPrecision(10)), USD: Number((1.2 / 180).toPrecision(10)), JPY: 1 },
    });
    expect(() => parseEcbDaily('Date, USD\n13 April 2026, N/A\n')).toThrow(/USD/);
    expect(() => parseEcbDaily('Date, USD\n')).toThrow();
    expect(() => ratesFrom(parseEcbDaily('Date, USD\n13 April 2026, 1.1\n'), 'CNY')).toThrow(/CNY/);
  });
});

describe('GET /api/location/', () => {
  const locateRequest = (acceptLanguage?: string) =>
    server.app.inject({ method: 'GET', url: '/api/location/', headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });

  it('derives region and currency from Accept-Language', async () => {
    for (const [header, expected] of [
      ['ja-JP,ja;q=0.9', { currency: 'JPY', region: 'JP' }],
      ['en-US,en;q=0.9', { currency: 'USD', region: 'US' }],
      ['zh-Hans-CN', { currency: 'CNY', region: 'CN' }],
      ['fr;q=0.9, de-DE;q=0.8, en-GB', { currency: 'GBP', region: 'GB' }],
      ['es-419, es-MX;q=0.5', { currency: 'MXN', region: 'MX' }],
    ] as const) {
      const res = await locateRequest(header);
      expect(locationResponseSchema.parse(res.json())).toEqual(expected);
    }
  });
  it('falls back to the default region without a usable region', async () => {
    for (const header of [undefined, '', 'en', '*', 'garbage;;;', 'xx-ZZ']) {
      expect((await locateRequest(header)).json()).toEqual({ currency: 'JPY', region: 'JP' });
    }
    expect(locate('de', 'us')).toEqual({ currency: 'USD', region: 'US' });
    expect(locate(undefined, 'QQ')).toEqual({ currency: 'JPY', region: 'JP' });
  });
  it("says it varies by Accept-Language (RFC 9110 §12.5.5), beside CORS's Origin, so no cache hands one region's answer to another", async () => {
    for (const headers of [{ 'accept-language': 'de-DE' }, { 'accept-language': 'ja-JP', origin: 'app://figure-shop' }, {}]) {
      const vary = String((await server.app.inject({ method: 'GET', url: '/api/location/', headers })).headers.vary ?? '').split(/,\s*/);
      expect(vary).toContain('Accept-Language');
      expect(vary).toContain('Origin');
    }
  });
  it('the rates and error messages do not depend on Accept-Language (zod-locale.ts: English for everyone), so they do not vary by it', async () => {
    for (const url of ['/api/jpy-rates/', '/api/figures/?page_size=abc']) {
      const [ja, de] = await Promise.all(['ja-JP', 'de-DE'].map((language) => server.app.inject({ method: 'GET', url, headers: { 'accept-language': language } })));
      expect(ja!.body, url).toBe(de!.body);
      expect(String(ja!.headers.vary ?? ''), url).not.toMatch(/accept-language/i);
    }
  });
  it('parseAcceptLanguage orders by quality and drops q=0', () => {
    expect(parseAcceptLanguage('a;q=0.5, b, c;q=0, d;q=0.8')).toEqual(['b', 'd', 'a']);
  });
});
