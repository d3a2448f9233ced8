/**
 * The cart's SQL (docs/product-rules.md §Cart 4–5): a user's lines with their figures' slugs, the
 * figures a device cart names, and writes of whole lines in one statement (one SQLite
 * transaction), so a write either happens whole or not at all.
 */
import type { Client } from '@libsql/client';
import type { FigureCurrency, FigureStatus } from '../../shared/api/catalogue';
import { queryAll, run } from '../storage/db';
import type { SlugLine } from './rules';

/** A line of the user's cart with its figure's id. */
export interface StoredLine extends SlugLine {
  figureId: number;
}

/** The user's lines, newest first (added_at, then figure id). */
export async function cartLines(db: Pick<Client, 'execute'>, userId: number): Promise<StoredLine[]> {
  const rows = await queryAll(
    db,
    `SELECT c.figure_id, f.slug, c.quantity, c.added_price, c.added_currency, c.added_status, c.added_at
     FROM cart_lines c JOIN figures f ON f.id = c.figure_id WHERE c.user_id = ? ORDER BY c.added_at DESC, c.figure_id DESC`,
    [userId],
  );
  return rows.map((row) => ({
    figureId: Number(row.figure_id),
    slug: String(row.slug),
    quantity: Number(row.quantity),
    added_price: { amount: Number(row.added_price), currency: row.added_currency as FigureCurrency },
    added_status: row.added_status as FigureStatus,
    added_at: String(row.added_at),
  }));
}

/** The figures of `slugs` that exist, by slug: id and adult flag. */
export async function figuresBySlug(db: Client, slugs: readonly string[]): Promise<Map<string, { id: number; adult: boolean }>> {
  if (slugs.length === 0) return new Map();
  const rows = await queryAll(db, 'SELECT id, slug, adult FROM figures WHERE slug IN (SELECT value FROM json_each(?))', [JSON.stringify(slugs)]);
  return new Map(rows.map((row) => [String(row.slug), { id: Number(row.id), adult: Number(row.adult) === 1 }]));
}

/** Writes each of `lines` whole (inserted, or replacing the user's line of that figure), in one statement. */
export async function writeCartLines(db: Client, userId: number, lines: ReadonlyArray<Omit<StoredLine, 'slug'>>): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((line) => [line.figureId, line.quantity, line.added_price.amount, line.added_price.currency, line.added_status, line.added_at]);
  await run(
    db,
    `INSERT INTO cart_lines (user_id, figure_id, quantity, added_price, added_currency, added_status, added_at)
     SELECT ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5 FROM json_each(?) WHERE true
     ON CONFLICT (user_id, figure_id) DO UPDATE SET quantity = excluded.quantity, added_price = excluded.added_price,
       added_currency = excluded.added_currency, added_status = excluded.added_status, added_at = excluded.added_at`,
    [userId, JSON.stringify(rows)],
  );
}

/** Removes the user's line of a figure (nothing when there is none). */
export async function removeCartLine(db: Pick<Client, 'execute'>, userId: number, figureId: number): Promise<void> {
  await run(db, 'DELETE FROM cart_lines WHERE user_id = ? AND figure_id = ?', [userId, figureId]);
}
