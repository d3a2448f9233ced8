/**
 * The wishlist table (docs/product-rules.md §Wishlist 3–5): a user's wished figures, at most WISHLIST_MAX_ITEMS.
 * Adding checks the cap in the same statement as the insert, and a merge runs in one write
 * transaction, so a refused call changes nothing.
 */
import type { Client } from '@libsql/client';
import type { AdultMode } from '../../shared/api/catalogue';
import { WISHLIST_MAX_ITEMS } from '../../shared/api/wishlist';
import { adultSql } from '../catalogue/adult-gate';
import { queryAll, queryOne } from '../storage/db';
import { inWriteTransaction } from '../storage/write-transaction';

/** A figure as the wishlist needs it. */
export interface WishedFigure {
  id: number;
  slug: string;
  adult: boolean;
}

/** The figure with this slug, or undefined. */
export async function findFigure(db: Client, slug: string): Promise<WishedFigure | undefined> {
  const row = await queryOne(db, 'SELECT id, slug, adult FROM figures WHERE slug = ?', [slug]);
  return row && { id: Number(row.id), slug: String(row.slug), adult: Number(row.adult) === 1 };
}

export type AddOutcome = { outcome: 'added' | 'present'; addedAt: string } | { outcome: 'full' };

/** Adds a figure (idempotent): `present` with the first added_at when already there, `full` at the cap. */
export async function addToWishlist(db: Client, userId: number, figureId: number, nowIso: string): Promise<AddOutcome> {
  const inserted = await db.execute({
    sql: `INSERT INTO wishlist (user_id, figure_id, added_at)
          SELECT ?, ?, ? WHERE (SELECT COUNT(*) FROM wishlist WHERE user_id = ?) < ?
          ON CONFLICT (user_id, figure_id) DO NOTHING`,
    args: [userId, figureId, nowIso, userId, WISHLIST_MAX_ITEMS],
  });
  if (inserted.rowsAffected === 1) return { outcome: 'added', addedAt: nowIso };
  const row = await queryOne(db, 'SELECT added_at FROM wishlist WHERE user_id = ? AND figure_id = ?', [userId, figureId]);
  return row ? { outcome: 'present', addedAt: String(row.added_at) } : { outcome: 'full' };
}

/** Removes a figure; true when it was there. */
export async function removeFromWishlist(db: Client, userId: number, figureId: number): Promise<boolean> {
  return (await db.execute({ sql: 'DELETE FROM wishlist WHERE user_id = ? AND figure_id = ?', args: [userId, figureId] })).rowsAffected > 0;
}

/** Every wished slug the adult mode lets through, newest first. */
export async function wishedSlugs(db: Client, userId: number, adult: AdultMode = 'true'): Promise<string[]> {
  const rows = await queryAll(
    db,
    `SELECT f.slug FROM wishlist w JOIN figures f ON f.id = w.figure_id WHERE w.user_id = ? AND ${adultSql(adult)} ORDER BY w.added_at DESC, f.id DESC`,
    [userId],
  );
  return rows.map((row) => String(row.slug));
}

/** One page of the list under `adult` (page from 1, newest first): figure ids with added_at, the count, and how many the adult mode hides. */
export async function wishlistPage(
  db: Client,
  userId: number,
  adult: AdultMode,
  page: number,
  pageSize: number,
): Promise<{ count: number; hidden: number; items: Array<{ figureId: number; addedAt: string }> }> {
  const counts = await queryOne(
    db,
    `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN ${adultSql(adult)} THEN 1 ELSE 0 END), 0) AS shown
     FROM wishlist w JOIN figures f ON f.id = w.figure_id WHERE w.user_id = ?`,
    [userId],
  );
  const rows = await queryAll(
    db,
    `SELECT w.figure_id, w.added_at FROM wishlist w JOIN figures f ON f.id = w.figure_id
     WHERE w.user_id = ? AND ${adultSql(adult)} ORDER BY w.added_at DESC, f.id DESC LIMIT ? OFFSET ?`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  const count = Number(counts?.shown ?? 0);
  return {
    count,
    hidden: Number(counts?.total ?? 0) - count,
    items: rows.map((row) => ({ figureId: Number(row.figure_id), addedAt: String(row.added_at) })),
  };
}

export type MergeOutcome =
  | { ok: true; added: string[]; unknown: string[] }
  | { ok: false; reason: 'full'; total: number }
  | { ok: false; reason: 'adult' };

/**
 * Adds every known slug of `slugs` not yet wished (union; §Wishlist 4: merged at sign-in, nothing
 * lost). Unknown slugs are returned, not fatal. When the union would exceed the cap nothing is
 * added and `total` says how big it would have been. Unless `allowAdult`, a known adult figure
 * among `slugs` (even one already wished) refuses the whole merge and nothing is added
 * (adult-gate.ts: wishing for one needs show_nsfw).
 */
export async function mergeWishlist(db: Client, userId: number, slugs: readonly string[], nowIso: string, allowAdult: boolean): Promise<MergeOutcome> {
  const unique = [...new Set(slugs)];
  // Nothing is written before the last refusal, so a refusal simply returns.
  return inWriteTransaction(db, async (tx): Promise<MergeOutcome> => {
    const known = await tx.execute({
      sql: `SELECT j.value AS slug, f.id, f.adult, EXISTS (SELECT 1 FROM wishlist w WHERE w.user_id = ? AND w.figure_id = f.id) AS present
            FROM json_each(?) j LEFT JOIN figures f ON f.slug = j.value ORDER BY j.key`,
      args: [userId, JSON.stringify(unique)],
    });
    const unknown: string[] = [];
    const fresh: Array<{ slug: string; id: number }> = [];
    for (const row of known.rows) {
      if (row.id === null) unknown.push(String(row.slug));
      else if (Number(row.present) !== 1) fresh.push({ slug: String(row.slug), id: Number(row.id) });
    }
    if (!allowAdult && known.rows.some((row) => row.id !== null && Number(row.adult) === 1)) {
      return { ok: false, reason: 'adult' };
    }
    const current = Number((await tx.execute({ sql: 'SELECT COUNT(*) AS n FROM wishlist WHERE user_id = ?', args: [userId] })).rows[0]?.n ?? 0);
    if (current + fresh.length > WISHLIST_MAX_ITEMS) {
      return { ok: false, reason: 'full', total: current + fresh.length };
    }
    if (fresh.length > 0) {
      await tx.execute({
        sql: 'INSERT INTO wishlist (user_id, figure_id, added_at) SELECT ?, value, ? FROM json_each(?) WHERE true ON CONFLICT (user_id, figure_id) DO NOTHING',
        args: [userId, nowIso, JSON.stringify(fresh.map((f) => f.id))],
      });
    }
    return { ok: true, added: fresh.map((f) => f.slug), unknown };
  });
}
