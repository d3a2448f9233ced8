import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { implausibleRates, loadEcbDaily, parseEcbDailyXml, type EcbDay } from '../../../../src/demo-api/rates/ecb';
import { loadReferenceRates, refreshReferenceRates, type ReferenceRates } from '../../../../src/demo-api/rates/reference-rates';
import { openDatabase, queryAll } from '../../../../src/demo-api/storage/db';
import { migrate } from '../../../../src/demo-api/storage/migrations';
import { ecbDailyXml, respondWith, shiftedDay, startEcbFixtureServer, type EcbFixtureServer } from '../../../support/ecb-fixture';
import { startServer } from '../helpers';

let bundled: EcbDay;
let fixture: EcbFixtureServer;
beforeAll(async () => {
  bundled = await loadEcbDaily();
  fixture = await startEcbFixtureServer();
});
afterAll(async () => {
  await fixture.close();
});

describe('parseEcbDailyXml (the ECB eurofxref-daily.xml)', () => {
  it('reads the day and every rate, EUR at 1', () => {
    const day = parseEcbDailyXml(ecbDailyXml(bundled));
    expect(day).toEqual(bundled);
    expect(day.perEuro.JPY).toBe(186.75);
  });
  it('says what is wrong with an answer that is not the file', () => {
    expect(() => parseEcbDailyXml('')).toThrow('the ECB answered an empty file');
    expect(() => parseEcbDailyXml('<!doctype html><html><body><p>Service unavailable<br></body></html>')).toThrow(/the ECB answer is not XML/);
    expect(() => parseEcbDailyXml('<html><body>maintenance</body></html>')).toThrow(/has no <Cube time="…">/);
    expect(() => parseEcbDailyXml(ecbDailyXml(bundled).replace("rate='186.75'", "rate='N/A'"))).toThrow(/bad ECB rate for "JPY": "N\/A"/);
    expect(() => parseEcbDailyXml(ecbDailyXml(bundled).replace("rate='186.75'", "rate='0'"))).toThrow(/bad ECB rate for "JPY"/);
    expect(() => parseEcbDailyXml(ecbDailyXml({ ...bundled, date: '13 April' }))).toThrow(/unrecognised ECB date/);
  });
});

describe('implausibleRates', () => {
  it('lets a normal next day through', () => {
    expect(implausibleRates(shiftedDay(bundled, '2026-04-14', 1.02), bundled, '2026-04-14')).toBeNull();
  });
  it('refuses a set without JPY or CNY, one dated after today, and a currency ×1000 or ÷1000', () => {
    const { CNY: _cny, ...withoutCny } = bundled.perEuro;
    expect(implausibleRates({ date: '2026-04-14', perEuro: withoutCny }, bundled, '2026-04-14')).toBe('no CNY rate');
    expect(implausibleRates(shiftedDay(bundled, '2026-04-15'), bundled, '2026-04-14')).toBe('dated 2026-04-15, after today (2026-04-14)');
    const absurd = { date: '2026-04-14', perEuro: { ...bundled.perEuro, USD: bundled.perEuro.USD! * 1000 } };
    expect(implausibleRates(absurd, bundled, '2026-04-14')).toMatch(/^USD moved from 1.1684 to 1168.4 per EUR \(more than 10×\)$/);
    expect(implausibleRates({ date: '2026-04-14', perEuro: { ...bundled.perEuro, GBP: bundled.perEuro.GBP! / 1000 } }, bundled, '2026-04-14')).toMatch(/^GBP moved/);
  });
});

describe('refreshReferenceRates against a local ECB fixture', () => {
  let dir: string;
  let db: Client;
  let rates: ReferenceRates;
  const now = () => Date.parse('2026-04-14T17:00:00Z');
  const refresh = (timeoutMs?: number) => refreshReferenceRates({ db, rates, sourceUrl: fixture.url, now, ...(timeoutMs ? { timeoutMs } : {}) });
  const stored = async () => (await queryAll(db, 'SELECT date, source FROM reference_rates ORDER BY date')).map((row) => ({ date: row.date, source: row.source }));

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'figure-shop-rates-'));
    db = await openDatabase(dir);
    await migrate(db, new Date(now()).toISOString());
    rates = await loadReferenceRates(db, () => undefined);
  });
  afterEach(async () => {
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('starts from the bundled file while nothing was ever fetched', () => {
    expect(rates.current()).toEqual(bundled);
    expect(rates.from('JPY').date).toBe('2026-04-13');
  });

  it('puts a newer day in use, tells the listeners, stores it, and starts from it after a restart', async () => {
    const next = shiftedDay(bundled, '2026-04-14', 1.01);
    fixture.answer(respondWith(ecbDailyXml(next)));
    const heard: string[] = [];
    rates.onChange((day) => heard.push(day.date));
    await expect(refresh()).resolves.toEqual({ status: 'updated', date: '2026-04-14' });
    expect(rates.current()).toEqual(next);
    expect(rates.from('CNY').rates.JPY).toBeCloseTo(next.perEuro.JPY! / next.perEuro.CNY!, 8);
    expect(heard).toEqual(['2026-04-14']);
    expect(await stored()).toEqual([{ date: '2026-04-14', source: fixture.url }]);
    expect((await loadReferenceRates(db, () => undefined)).current()).toEqual(next);
    // The same file again: nothing newer.
    await expect(refresh()).resolves.toEqual({ status: 'unchanged', date: '2026-04-14' });
    expect(heard).toHaveLength(1);
  });

  it('keeps the last good set and says why for an HTML page, an empty file, a 500, a timeout, absurd rates and a huge answer', async () => {
    const cases: [string, Parameters<EcbFixtureServer['answer']>[0], RegExp][] = [
      ['HTML', respondWith('<!doctype html><html><body><h1>Maintenance</h1><br></body></html>', 200, 'text/html'), /not XML/],
      ['empty', respondWith(''), /empty file/],
      ['500', respondWith('oops', 500), /answered HTTP 500$/],
      ['absurd', respondWith(ecbDailyXml({ date: '2026-04-14', perEuro: { ...bundled.perEuro, JPY: 186_750 } })), /^JPY moved from 186.75 to 186750/],
      ['zero', respondWith(ecbDailyXml({ date: '2026-04-14', perEuro: { ...bundled.perEuro, USD: 0 } })), /bad ECB rate for "USD": "0"/],
      ['future', respondWith(ecbDailyXml(shiftedDay(bundled, '2026-04-20'))), /after today/],
      ['huge', respondWith(`<x>${'a'.repeat(200_000)}</x>`), /more than the daily file's 65536 bytes/],
    ];
    for (const [name, handler, reason] of cases) {
      fixture.answer(handler);
      const outcome = await refresh();
      expect(outcome.status, name).toBe('refused');
      expect(outcome.status === 'refused' && outcome.reason, name).toMatch(reason);
      expect(rates.current(), name).toEqual(bundled);
    }
    fixture.answer(() => undefined); // never answers
    await expect(refresh(300)).resolves.toEqual({ status: 'refused', reason: 'no answer within 0.3 s' });
    expect(await stored()).toEqual([]);
  });

  it('an unreachable source is refused with the reason, not thrown', async () => {
    const gone = await startEcbFixtureServer();
    await gone.close(); // its port now refuses connections
    const outcome = await refreshReferenceRates({ db, rates, sourceUrl: gone.url, now });
    expect(outcome).toEqual({ status: 'refused', reason: `could not reach ${gone.url} (ECONNREFUSED)` });
    expect(rates.current()).toEqual(bundled);
  });

  it('a stored row that no longer reads falls back to the bundled file, and says so', async () => {
    await db.execute({ sql: 'INSERT INTO reference_rates (date, per_euro, fetched_at, source) VALUES (?, ?, ?, ?)', args: ['2026-04-14', '{"JPY":"lots"}', '2026-04-14T17:00:00Z', 'x'] });
    const warnings: string[] = [];
    const loaded = await loadReferenceRates(db, (message) => warnings.push(message));
    expect(loaded.current()).toEqual(bundled);
    expect(warnings).toEqual(['ECB reference rates: the stored rates of 2026-04-14 do not read; using the bundled file']);
  });
});

describe('the demo API with a rates source (docs/product-rules.md §Currency 11)', () => {
  it('serves the fetched day from every rates answer (REST and GraphQL), and keeps it over a restart without a source', async () => {
    const next = shiftedDay(bundled, '2026-04-14', 1.05);
    fixture.answer(respondWith(ecbDailyXml(next)));
    const server = await startServer({ ratesSourceUrl: fixture.url, now: () => Date.parse('2026-04-14T17:00:00Z') });
    try {
      await expect.poll(async () => (await server.app.inject({ method: 'GET', url: '/api/jpy-rates/' })).json().date).toBe('2026-04-14');
      expect((await server.app.inject({ method: 'GET', url: '/api/cny-rates/' })).json()).toMatchObject({ base: 'CNY', date: '2026-04-14' });
      const graphql = await server.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ rates { date jpy { rate(currency: "USD") } } }' } });
      expect(graphql.json().data.rates).toEqual({ date: '2026-04-14', jpy: { rate: Number((next.perEuro.USD! / next.perEuro.JPY!).toPrecision(10)) } });
    } finally {
      await server.close(false);
    }
    const restarted = await startServer({ dataDir: server.dataDir });
    try {
      expect((await restarted.app.inject({ method: 'GET', url: '/api/jpy-rates/' })).json().date).toBe('2026-04-14');
    } finally {
      await restarted.close();
    }
  });
  it('closing the server abandons a fetch in flight at once', async () => {
    fixture.answer(() => undefined); // never answers
    const server = await startServer({ ratesSourceUrl: fixture.url });
    await expect.poll(() => fixture.requests()).toBeGreaterThan(0);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2_000); // not the fetch's 10 s timeout
  });
});
