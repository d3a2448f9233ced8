/**
 * The collection as CSV and back (docs/product-rules.md §Collection 6). Export: one row per figure
 * of the collection in COLLECTION_CSV_COLUMNS, RFC 4180 (csv-stringify), UTF-8 with a byte-order
 * mark so spreadsheets read Japanese names, and every cell that a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) escaped with a leading apostrophe (OWASP, CSV
 * injection). Import: the file decoded (UTF-8, else Shift-JIS as Japanese spreadsheets save it,
 * else refused), parsed (csv-parse), and each row matched and planned without writing anything;
 * `applyImport` then writes the plan's adds and updates in one transaction.
 */
import type { Client } from '@libsql/client';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  COLLECTION_CSV_COLUMNS,
  COLLECTION_CSV_REQUIRED,
  COLLECTION_IMPORT_MAX_ROWS,
  importMessages,
  type CollectionImportResponse,
  type ImportRow,
} from '../../shared/api/collection';
import { queryAll } from '../storage/db';
import { inWriteTransaction } from '../storage/write-transaction';
import { minorExponent, putOwned, stateOf, type ExportSource, type OwnedEntry } from './repository';

/** What the shop writes in `shop` for a figure that came from one of its orders (its number goes in `note`). */
export const SHOP_NAME = 'Figure Shop';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as exported: a leading formula character escaped with an apostrophe. Pure. */
export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell as imported: the export's apostrophe taken off again (and spaces around trimmed). Pure. */
export function unescapeCell(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith("'") && FORMULA_START.test(trimmed.slice(1)) ? trimmed.slice(1) : trimmed;
}

/** One exported row, in COLLECTION_CSV_COLUMNS. */
export type CsvRow = Record<(typeof COLLECTION_CSV_COLUMNS)[number], string>;

/** The CSV text of `rows` with its header and byte-order mark. Pure. */
export function collectionCsv(rows: readonly CsvRow[]): string {
  const cells = rows.map((row) => COLLECTION_CSV_COLUMNS.map((column) => escapeCell(row[column])));
  return `\uFEFF${stringify([[...COLLECTION_CSV_COLUMNS], ...cells], { record_delimiter: '\r\n' })}`;
}

/** An import refused as a whole: the 400's detail. */
export class ImportRefused extends Error {}

/**
 * `bytes` as text: UTF-8 (a byte-order mark dropped), else Shift-JIS. @throws ImportRefused for a
 * binary file (a NUL byte) or one in neither encoding.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CollectionImportResponse['encoding'] } {
  if (bytes.includes(0)) throw new ImportRefused(importMessages.notText);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    try {
      return { text: new TextDecoder('shift_jis', { fatal: true }).decode(bytes), encoding: 'shift_jis' };
    } catch {
      throw new ImportRefused(importMessages.unknownEncoding);
    }
  }
}

/** A data row of the file: its line number and its cells by column (missing columns empty). */
export interface FileRow {
  line: number;
  cells: Record<string, string>;
}

/**
 * The rows of a CSV text by column name (header on the first line, names compared in lower case).
 * @throws ImportRefused when it cannot be parsed, lacks a required column, has no rows or more than
 * COLLECTION_IMPORT_MAX_ROWS.
 */
export function readCsv(text: string): FileRow[] {
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true, bom: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new ImportRefused(importMessages.unreadable(line, (error as Error).message.replace(/^.*?:\s*/, '')));
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw new ImportRefused(importMessages.empty);
  if (data.length > COLLECTION_IMPORT_MAX_ROWS) throw new ImportRefused(importMessages.tooManyRows);
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = COLLECTION_CSV_REQUIRED.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new ImportRefused(importMessages.missingColumns(missing));
  return data.map((record, index) => ({
    line: index + 2,
    cells: Object.fromEntries(names.map((name, column) => [name, unescapeCell(record[column] ?? '')])),
  }));
}

/** A catalogue figure as an import matches it. */
export interface ImportFigure {
  id: number;
  slug: string;
  adult: boolean;
}

/** The figures named by the file's JANs and names, looked up in two queries. */
export async function figuresFor(db: Client, rows: readonly FileRow[]): Promise<{ byJan: Map<string, ImportFigure>; byName: Map<string, ImportFigure[]> }> {
  const jans = [...new Set(rows.map((row) => row.cells.jan ?? '').filter((jan) => /^\d{13}$/.test(jan)))];
  const names = [...new Set(rows.map((row) => row.cells.name ?? '').filter(Boolean))];
  const figure = (row: Record<string, unknown>): ImportFigure => ({ id: Number(row.id), slug: String(row.slug), adult: Number(row.adult) === 1 });
  const byJan = new Map<string, ImportFigure>();
  for (const row of await queryAll(db, 'SELECT id, slug, adult, jan FROM figures WHERE jan IN (SELECT value FROM json_each(?))', [JSON.stringify(jans)])) {
    byJan.set(String(row.jan), figure(row));
  }
  const byName = new Map<string, ImportFigure[]>();
  const nameRows = await queryAll(
    db,
    'SELECT id, slug, adult, name, name_ja FROM figures WHERE name IN (SELECT value FROM json_each(?1)) OR name_ja IN (SELECT value FROM json_each(?1))',
    [JSON.stringify(names)],
  );
  for (const row of nameRows) {
    for (const key of new Set([String(row.name), String(row.name_ja)])) byName.set(key, [...(byName.get(key) ?? []), figure(row)]);
  }
  return { byJan, byName };
}

/** The stored form of an owned row's cells, or the row's error (the same rules as PUT …/owned/{slug}/, by `check`). */
export function ownedCells(cells: Record<string, string>, check: (body: { price_paid: { amount: number; currency: string } | null; acquired_on: string | null; shop: string; note: string }) => OwnedEntry | { errors: Record<string, string[]> }): OwnedEntry | string {
  const priceText = (cells.price_paid ?? '').replace(/[\s,]/g, '');
  const currency = (cells.currency ?? '').toUpperCase();
  if (priceText !== '' && !/^-?\d+(\.\d+)?$/.test(priceText)) return importMessages.notANumber;
  if (priceText !== '' && currency === '') return importMessages.priceWithoutCurrency;
  const date = cells.date ?? '';
  if (date !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(date)) return importMessages.badDate;
  const body = { price_paid: priceText === '' ? null : { amount: Number(priceText), currency }, acquired_on: date || null, shop: (cells.shop ?? '').slice(0, 100), note: (cells.note ?? '').slice(0, 500) };
  const entry = check(body);
  return 'errors' in entry ? Object.values(entry.errors).flat().join(' ') : entry;
}

/** Whether two stored entries say the same (so an import of the exported file changes nothing). */
export function sameEntry(a: OwnedEntry, b: OwnedEntry): boolean {
  return a.priceMinor === b.priceMinor && a.currency === b.currency && a.acquiredOn === b.acquiredOn && a.shop === b.shop && a.note === b.note;
}

/** The minor units of `amount` (whole units) in `currency`, exact for the decimals the currency has. */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** (minorExponent(currency) ?? 0));
}

/** A planned row with what applying it writes. */
export interface PlannedRow extends ImportRow {
  write: { kind: 'owned'; figureId: number; entry: OwnedEntry } | { kind: 'wish'; figureId: number } | null;
}

/** Writes the plan's adds and updates in one transaction: all of them or, if any write fails, none. */
export async function applyImport(db: Client, userId: number, plan: readonly PlannedRow[], nowIso: string): Promise<void> {
  await inWriteTransaction(db, async (tx) => {
    for (const row of plan) {
      if (!row.write || (row.outcome !== 'add' && row.outcome !== 'update')) continue;
      if (row.write.kind === 'wish') {
        await tx.execute({ sql: 'INSERT INTO wishlist (user_id, figure_id, added_at) VALUES (?, ?, ?) ON CONFLICT (user_id, figure_id) DO NOTHING', args: [userId, row.write.figureId, nowIso] });
      } else if ((await putOwned(tx, userId, row.write.figureId, row.write.entry, nowIso)) === 'full') {
        throw new ImportRefused(`Line ${row.line}: a collection holds at most 5,000 figures bought elsewhere.`);
      }
    }
  });
}

/** `minor` units of `currency` as the CSV writes a price: whole units with the currency's decimals ("89.99", "12800"). Pure. */
function priceText(minor: number, currency: string): string {
  const exponent = minorExponent(currency) ?? 0;
  return (minor / 10 ** exponent).toFixed(exponent);
}

/**
 * The CSV row of a figure of the collection. By hand: what was entered. From an order (ordered, or
 * owned by a delivery): what its line was charged in JPY, the day, SHOP_NAME and the order number.
 * Wished: the day it was wished. Pure.
 */
export function csvRowOf(source: ExportSource): CsvRow {
  const base = { jan: source.jan, name: source.name, state: stateOf(source.rank), price_paid: '', currency: '', date: source.since.slice(0, 10), shop: '', note: '' };
  if (source.rank === 30 && source.entry) {
    const { entry } = source;
    return {
      ...base,
      price_paid: entry.priceMinor === null || entry.currency === null ? '' : priceText(entry.priceMinor, entry.currency),
      currency: entry.currency ?? '',
      date: entry.acquiredOn ?? '',
      shop: entry.shop,
      note: entry.note,
    };
  }
  if (source.orderNumber) return { ...base, price_paid: source.orderJpy === null ? '' : String(source.orderJpy), currency: 'JPY', shop: SHOP_NAME, note: source.orderNumber };
  return base;
}

/** What a plan needs to know of the account: its figures' ranks, what was entered by hand, how full the wishlist is, and the rules of an owned entry. */
export interface PlanContext {
  ranks: Map<number, number>;
  entries: Map<number, OwnedEntry>;
  wished: number;
  allowAdult: boolean;
  check: Parameters<typeof ownedCells>[1];
}

/** The figure a row names: by JAN, else by exact name (refused when several share it). Pure. */
function matchFigure(cells: Record<string, string>, figures: Awaited<ReturnType<typeof figuresFor>>): ImportFigure | string {
  const jan = cells.jan ?? '';
  const byJan = /^\d{13}$/.test(jan) ? figures.byJan.get(jan) : undefined;
  if (byJan) return byJan;
  const named = figures.byName.get(cells.name ?? '') ?? [];
  if (named.length > 1) return importMessages.ambiguousName;
  return named[0] ?? importMessages.noFigure;
}

/** What importing one owned row does, given what the account has. Pure. */
function ownedOutcome(figure: ImportFigure, cells: Record<string, string>, context: PlanContext): Pick<PlannedRow, 'outcome' | 'reason' | 'write'> {
  const entry = ownedCells(cells, context.check);
  if (typeof entry === 'string') return { outcome: 'error', reason: entry, write: null };
  const existing = context.entries.get(figure.id);
  // Owned through a delivery (the exported row of it says so): nothing to enter by hand.
  if (!existing && context.ranks.get(figure.id) === 31) return { outcome: 'unchanged', reason: null, write: null };
  if (existing && sameEntry(existing, entry)) return { outcome: 'unchanged', reason: null, write: null };
  return { outcome: existing ? 'update' : 'add', reason: null, write: { kind: 'owned', figureId: figure.id, entry } };
}

/**
 * What importing each row would do, nothing written (docs/product-rules.md §Collection 6): owned
 * rows add or update a figure bought elsewhere (unchanged when it says what is stored, or when the
 * figure came by delivery); wished rows add to the wishlist (unchanged when the figure is already
 * in the collection); ordered rows are unchanged when the figure is on order, else skipped (an
 * order is not made from a file). A row that names no figure, an adult one the settings hide, a
 * figure already named above, an unknown state or a bad price or date is an error with its reason.
 */
export function planImport(rows: readonly FileRow[], figures: Awaited<ReturnType<typeof figuresFor>>, context: PlanContext): PlannedRow[] {
  const seen = new Map<number, number>();
  let wished = context.wished;
  return rows.map((row) => {
    const { cells } = row;
    const state = (cells.state ?? '').toLowerCase();
    const base = { line: row.line, jan: cells.jan ?? '', name: cells.name ?? '', state, slug: null as string | null };
    const fail = (reason: string): PlannedRow => ({ ...base, outcome: 'error', reason, write: null });
    const figure = matchFigure(cells, figures);
    if (typeof figure === 'string') return fail(figure);
    if (figure.adult && !context.allowAdult) return fail(importMessages.adultHidden);
    const earlier = seen.get(figure.id);
    if (earlier !== undefined) return fail(importMessages.duplicate(earlier));
    seen.set(figure.id, row.line);
    const found = { ...base, slug: figure.slug };
    const rank = context.ranks.get(figure.id) ?? 0;
    if (state === 'owned') return { ...found, ...ownedOutcome(figure, cells, context) };
    if (state === 'wished') {
      if (rank >= 10) return { ...found, outcome: 'unchanged', reason: null, write: null };
      if (wished >= 500) return { ...found, outcome: 'error', reason: importMessages.wishlistFull, write: null };
      wished += 1;
      return { ...found, outcome: 'add', reason: null, write: { kind: 'wish', figureId: figure.id } };
    }
    if (state === 'ordered') return { ...found, outcome: rank >= 20 ? 'unchanged' : 'skipped', reason: rank >= 20 ? null : importMessages.orderedNotImported, write: null };
    return { ...found, outcome: 'error', reason: importMessages.unknownState, write: null };
  });
}

/** The answer of a plan: its rows without their writes, and the counts. Pure. */
export function importAnswer(plan: readonly PlannedRow[], encoding: CollectionImportResponse['encoding'], applied: boolean): CollectionImportResponse {
  const counts = { add: 0, update: 0, unchanged: 0, skipped: 0, error: 0 };
  for (const row of plan) counts[row.outcome] += 1;
  return { applied, encoding, counts, rows: plan.map(({ write: _write, ...row }) => row) };
}
