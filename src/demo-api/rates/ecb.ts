/**
 * ECB euro reference rates (docs/product-rules.md §Currency 1, 11): the copy of a real daily file in
 * `src/demo-api/rates/data/ecb/` (the project never reads ../shared at run time), the daily XML the
 * ECB publishes, and the checks a fetched day passes (reference-rates.ts fetches and keeps it).
 * Every value is units of that currency per 1 EUR.
 */
import { readdir, readFile } from 'node:fs/promises';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RateBase, RatesResponse } from '../../shared/api/rates';

/** Folder with the copied ECB files. */
export const ECB_DATA_DIR = fileURLToPath(new URL('./data/ecb/', import.meta.url));

export interface EcbDay {
  /** YYYY-MM-DD. */
  date: string;
  /** Units per 1 EUR, EUR itself included as 1. */
  perEuro: Record<string, number>;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "13 April 2026" or "2026-04-13" → "2026-04-13". */
function isoDate(text: string): string {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(trimmed);
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) : -1;
  if (!match || month < 0) throw new Error(`unrecognised ECB date "${text}"`);
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/** Pure: parses the ECB daily CSV (`Date, USD, JPY, …,` header, one row; spaces and a trailing comma). */
export function parseEcbDaily(csv: string): EcbDay {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length < 2) throw new Error('ECB daily file needs a header and a row');
  const cells = (line: string) => line.split(',').map((cell) => cell.trim());
  const header = cells(lines[0]!);
  const values = cells(lines[1]!);
  if (header[0] !== 'Date') throw new Error('ECB daily file must start with a Date column');
  const perEuro: Record<string, number> = { EUR: 1 };
  header.forEach((code, i) => {
    if (i === 0 || code === '') return;
    const value = Number(values[i]);
    if (!/^[A-Z]{3}$/.test(code) || !Number.isFinite(value) || value <= 0) throw new Error(`bad ECB value for ${code}: "${values[i]}"`);
    perEuro[code] = value;
  });
  return { date: isoDate(values[0] ?? ''), perEuro };
}

/**
 * Pure: rates from `base`: how many units of X one unit of base buys = X_per_EUR / base_per_EUR,
 * rounded to 10 significant digits (far below the ECB's own 5-6 digits of precision).
 */
export function ratesFrom(day: EcbDay, base: RateBase): RatesResponse {
  const basePerEuro = day.perEuro[base];
  if (basePerEuro === undefined) throw new Error(`ECB file has no ${base}`);
  const rates: Record<string, number> = {};
  for (const [code, perEuro] of Object.entries(day.perEuro)) rates[code] = Number((perEuro / basePerEuro).toPrecision(10));
  rates[base] = 1;
  return { base, date: day.date, rates };
}

/** The currencies the API's rates are based on (`/api/jpy-rates/`, `/api/cny-rates/`): a set without either is refused. */
export const ECB_REQUIRED_CURRENCIES = ['JPY', 'CNY'] as const;

/**
 * Pure: parses the ECB's `eurofxref-daily.xml` (a gesmes envelope: `<Cube><Cube time="YYYY-MM-DD">`
 * with one `<Cube currency="USD" rate="1.1684"/>` per currency, units per 1 EUR).
 * @throws Error saying what is wrong: not XML (an HTML error page), no dated Cube, a bad currency or rate.
 */
export function parseEcbDailyXml(xml: string): EcbDay {
  if (xml.trim() === '') throw new Error('the ECB answered an empty file');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`the ECB answer is not XML (${valid.err.msg}, line ${valid.err.line})`);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, isArray: (name) => name === 'Cube', processEntities: false });
  const document = parser.parse(xml) as { Envelope?: { Cube?: { Cube?: { time?: unknown; Cube?: { currency?: unknown; rate?: unknown }[] }[] }[] } };
  const day = document.Envelope?.Cube?.[0]?.Cube?.[0];
  if (!day || typeof day.time !== 'string') throw new Error('the ECB answer has no <Cube time="…"> (not the reference-rates file)');
  const perEuro: Record<string, number> = { EUR: 1 };
  for (const cube of day.Cube ?? []) {
    const code = String(cube.currency ?? '');
    const value = Number(cube.rate);
    if (!/^[A-Z]{3}$/.test(code) || !Number.isFinite(value) || value <= 0) throw new Error(`bad ECB rate for "${code}": "${String(cube.rate)}"`);
    perEuro[code] = value;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day.time) || Number.isNaN(Date.parse(day.time))) throw new Error(`unrecognised ECB date "${day.time}"`);
  return { date: day.time, perEuro };
}

/** A new day's rate may move at most this factor from the last good one (up or down) before the whole set is refused. */
export const MAX_RATE_CHANGE_FACTOR = 10;

/**
 * Pure: why a freshly fetched `next` day must not replace the last good `last` one, or null when it
 * may (docs/product-rules.md §Currency 11): it lacks JPY or CNY, is dated after `todayIso` (UTC day), or a
 * currency moved more than MAX_RATE_CHANGE_FACTOR× either way (a zero or ×1000 value is a broken
 * file, not a market). Whether it is newer is the caller's question.
 */
export function implausibleRates(next: EcbDay, last: EcbDay, todayIso: string): string | null {
  for (const code of ECB_REQUIRED_CURRENCIES) if (next.perEuro[code] === undefined) return `no ${code} rate`;
  if (next.date > todayIso) return `dated ${next.date}, after today (${todayIso})`;
  for (const [code, value] of Object.entries(next.perEuro)) {
    const before = last.perEuro[code];
    if (before === undefined) continue;
    const factor = value / before;
    if (factor > MAX_RATE_CHANGE_FACTOR || factor < 1 / MAX_RATE_CHANGE_FACTOR) return `${code} moved from ${before} to ${value} per EUR (more than ${MAX_RATE_CHANGE_FACTOR}×)`;
  }
  return null;
}

/** Loads the newest `eurofxref-daily-*.csv` in `dir`. */
export async function loadEcbDaily(dir: string = ECB_DATA_DIR): Promise<EcbDay> {
  const files = (await readdir(dir)).filter((name) => /^eurofxref-daily-.*\.csv$/.test(name)).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no eurofxref-daily-*.csv in ${dir}`);
  return parseEcbDaily(await readFile(join(dir, newest), 'utf8'));
}
