/**
 * The reference rates the API serves, and their daily refresh from the ECB (docs/product-rules.md
 * §Currency 1, 11): the newest set fetched is kept in the database (`reference_rates`) and survives
 * restarts; the bundled file (rates/data/ecb/) is used only while nothing was ever fetched. A fetch
 * that fails (no answer, an error status, not the ECB's XML, implausible values) keeps the last good
 * set and says why in the log.
 */
import type { Client } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import { utcToday } from '../../shared/api/cart-fields';
import type { RateBase, RatesResponse } from '../../shared/api/rates';
import { queryOne } from '../storage/db';
import { implausibleRates, loadEcbDaily, parseEcbDailyXml, ratesFrom, type EcbDay } from './ecb';

/** The ECB's public daily file (XML, about 2 kB, new each TARGET business day around 16:00 CET). */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
/** How often the rates are fetched (ms): once a day. */
export const RATES_REFRESH_INTERVAL_MS = 86_400_000;
/** After a failed fetch, the next try comes this much later (ms), or after the interval when that is shorter. */
export const RATES_RETRY_MS = 3_600_000;
/** A fetch that has not answered within this is abandoned (ms). */
export const ECB_FETCH_TIMEOUT_MS = 10_000;
/** A larger answer is not the daily file (bytes; the real one is about 2 kB). */
export const ECB_MAX_BYTES = 64 * 1024;

/** The rates day in use, the `/api/*-rates/` answers computed from it, and who hears of a new one. */
export class ReferenceRates {
  private day!: EcbDay;
  private answers!: Record<RateBase, RatesResponse>;
  private readonly listeners = new Set<(day: EcbDay) => void>();

  /** @throws Error when `day` lacks JPY or CNY (rates/ecb.ts ratesFrom). */
  constructor(day: EcbDay) {
    this.set(day);
  }

  /** The rates day in use (units per 1 EUR). */
  current(): EcbDay {
    return this.day;
  }

  /** What one unit of `base` buys of every currency, with the day's date (the `/api/jpy-rates/` shape). */
  from(base: RateBase): RatesResponse {
    return this.answers[base];
  }

  /** Calls `listener` with each new day; returns the unsubscribe. */
  onChange(listener: (day: EcbDay) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Puts `day` in use and tells the listeners. @throws Error when it lacks JPY or CNY (nothing changes then). */
  replace(day: EcbDay): void {
    this.set(day);
    for (const listener of this.listeners) listener(day);
  }

  private set(day: EcbDay): void {
    const answers = { JPY: ratesFrom(day, 'JPY'), CNY: ratesFrom(day, 'CNY') };
    this.day = day;
    this.answers = answers;
  }
}

/** A stored row's `per_euro`, or null when it is not an object of positive numbers with JPY and CNY. */
function storedPerEuro(json: string): Record<string, number> | null {
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.every(([code, rate]) => /^[A-Z]{3}$/.test(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0)) return null;
    const perEuro = Object.fromEntries(entries) as Record<string, number>;
    return perEuro.JPY && perEuro.CNY ? perEuro : null;
  } catch {
    return null;
  }
}

/**
 * The rates to start with: the newest day stored in `db`, else the bundled file. A stored row that
 * no longer reads (edited by hand) is reported through `warn` and the bundled file is used.
 * @throws Error when the bundled file is missing or broken (the API cannot price anything without it).
 */
export async function loadReferenceRates(db: Client, warn: (message: string) => void): Promise<ReferenceRates> {
  const row = await queryOne(db, 'SELECT date, per_euro FROM reference_rates ORDER BY date DESC LIMIT 1');
  if (row) {
    const perEuro = storedPerEuro(String(row.per_euro));
    if (perEuro) return new ReferenceRates({ date: String(row.date), perEuro: { ...perEuro, EUR: 1 } });
    warn(`ECB reference rates: the stored rates of ${String(row.date)} do not read; using the bundled file`);
  }
  return new ReferenceRates(await loadEcbDaily());
}

/** What one refresh did: a newer day put in use, nothing newer published, or why the answer was refused. */
export type RatesRefreshOutcome = { status: 'updated'; date: string } | { status: 'unchanged'; date: string } | { status: 'refused'; reason: string };

export interface RatesRefreshDeps {
  db: Client;
  rates: ReferenceRates;
  /** Where the ECB's daily XML is fetched from (ECB_DAILY_URL, or a test's local server). */
  sourceUrl: string;
  /** The API's clock (ms since the epoch): fetched_at, and "not dated after today". */
  now: () => number;
  /** Aborts a fetch in flight (the server closing). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The answer's text, at most ECB_MAX_BYTES. @throws Error with a readable reason (status, size, timeout, network). */
async function fetchDailyFile(url: string, timeoutMs: number, signal: AbortSignal | undefined): Promise<string> {
  const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])];
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.any(signals), headers: { accept: 'application/xml, text/xml' }, redirect: 'follow' });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError') throw new Error(`no answer within ${timeoutMs / 1000} s`);
    if (name === 'AbortError') throw new Error('the server is closing');
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    throw new Error(`could not reach ${url} (${cause?.code ?? cause?.message ?? (error as Error).message})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url} answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > ECB_MAX_BYTES) {
    await response.body?.cancel();
    throw new Error(`the answer is ${declared} bytes, more than the daily file's ${ECB_MAX_BYTES}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > ECB_MAX_BYTES) throw new Error(`the answer is more than the daily file's ${ECB_MAX_BYTES} bytes`);
    chunks.push(chunk);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/**
 * Fetches the ECB's daily file once and, when it holds a newer, plausible day, stores it and puts it
 * in use (docs/product-rules.md §Currency 11). Never throws: a failure is a `refused` outcome with its reason,
 * and the last good set stays.
 */
export async function refreshReferenceRates(deps: RatesRefreshDeps): Promise<RatesRefreshOutcome> {
  let next: EcbDay;
  try {
    next = parseEcbDailyXml(await fetchDailyFile(deps.sourceUrl, deps.timeoutMs ?? ECB_FETCH_TIMEOUT_MS, deps.signal));
  } catch (error) {
    return { status: 'refused', reason: (error as Error).message };
  }
  const last = deps.rates.current();
  const now = new Date(deps.now());
  const implausible = implausibleRates(next, last, utcToday(now));
  if (implausible) return { status: 'refused', reason: implausible };
  if (next.date <= last.date) return { status: 'unchanged', date: last.date };
  await deps.db.execute({
    sql: 'INSERT INTO reference_rates (date, per_euro, fetched_at, source) VALUES (?, ?, ?, ?) ON CONFLICT (date) DO UPDATE SET per_euro = excluded.per_euro, fetched_at = excluded.fetched_at, source = excluded.source',
    args: [next.date, JSON.stringify(next.perEuro), now.toISOString(), deps.sourceUrl],
  });
  deps.rates.replace(next);
  return { status: 'updated', date: next.date };
}

/**
 * Refreshes the rates now and then every `intervalMs` (after a refused answer, again after
 * RATES_RETRY_MS or the interval, whichever is shorter); each outcome is logged (a refusal as a
 * warning with its reason). Timers are unref'd; closing `app` stops them and aborts a fetch in flight.
 * Returns the first refresh, for tests and the CLI.
 */
export function scheduleRatesRefresh(app: FastifyInstance, deps: Omit<RatesRefreshDeps, 'signal'>, intervalMs: number): Promise<RatesRefreshOutcome> {
  const closing = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const run = async (): Promise<RatesRefreshOutcome> => {
    // A database error while storing (say, the server closing) is a refusal too: never an unhandled rejection.
    const outcome = await refreshReferenceRates({ ...deps, signal: closing.signal }).catch((error: unknown): RatesRefreshOutcome => ({ status: 'refused', reason: (error as Error).message }));
    if (outcome.status === 'refused') app.log.warn(`ECB reference rates not refreshed from ${deps.sourceUrl}: ${outcome.reason}; keeping those of ${deps.rates.current().date}`);
    else app.log.info(`ECB reference rates ${outcome.status === 'updated' ? 'updated to' : 'still'} ${outcome.date}`);
    if (!closing.signal.aborted && intervalMs > 0) {
      timer = setTimeout(() => void run(), outcome.status === 'refused' ? Math.min(RATES_RETRY_MS, intervalMs) : intervalMs);
      timer.unref();
    }
    return outcome;
  };
  app.addHook('onClose', async () => {
    closing.abort();
    clearTimeout(timer);
  });
  return run();
}
