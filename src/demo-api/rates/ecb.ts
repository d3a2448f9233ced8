/**
 * ECB euro reference rates (docs/product-rules.md §Currency 1), from the copy of the real daily file in
 * `src/demo-api/rates/data/ecb/` (the project never reads ../shared at run time). Every value in the
 * file is units of that currency per 1 EUR.
 */
import { readdir, readFile } from 'node:fs/promises';
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

/** Loads the newest `eurofxref-daily-*.csv` in `dir`. */
export async function loadEcbDaily(dir: string = ECB_DATA_DIR): Promise<EcbDay> {
  const files = (await readdir(dir)).filter((name) => /^eurofxref-daily-.*\.csv$/.test(name)).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no eurofxref-daily-*.csv in ${dir}`);
  return parseEcbDaily(await readFile(join(dir, newest), 'utf8'));
}
