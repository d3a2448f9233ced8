/**
 * A collector's collection in SQL (docs/product-rules.md §Collection 1–2). Nothing is stored for
 * the states: each figure's is worked out on every read from the wishlist, the order lines and
 * their shipments, and the figures bought elsewhere (collection_owned), so it can never disagree
 * with them. A figure in several is in the highest: owned, then ordered, then wished.
 */
import type { Client } from '@libsql/client';
import * as currencies from 'dinero.js/currencies';
import type { AdultMode } from '../../shared/api/catalogue';
import { COLLECTION_MAX_OWNED, collectionStates, type CollectionCounts, type CollectionOrdering, type CollectionState, type CollectionSummary, type OwnedDetails } from '../../shared/api/collection';
import { adultSql } from '../catalogue/adult-gate';
import { queryAll, queryOne } from '../storage/db';

/** Order line statuses that make a figure ordered (still coming) and owned (it arrived). */
const ORDERED_LINE = "('awaiting_payment', 'reserved', 'invoiced', 'paid', 'shipped')";
const DELIVERED_LINE = "'delivered'";

/**
 * Every source of a state as (figure_id, rank, since, order_number), for user ?1. The rank's tens
 * are the state (1 wished, 2 ordered, 3 owned); within owned a delivery (31) wins over a figure
 * entered by hand (30), so the order number shows. `since`: when it entered that state (ISO 8601;
 * a hand-entered figure's date of purchase when given).
 */
const SOURCES = `
  SELECT figure_id, 10 AS rank, added_at AS since, NULL AS order_number FROM wishlist WHERE user_id = ?1
  UNION ALL
  SELECT l.figure_id,
         CASE WHEN l.status = ${DELIVERED_LINE} THEN 31 ELSE 20 END,
         CASE WHEN l.status = ${DELIVERED_LINE} THEN COALESCE(s.delivered_at, o.created_at) ELSE o.created_at END,
         o.number
  FROM order_lines l JOIN orders o ON o.id = l.order_id
  LEFT JOIN order_shipments s ON s.order_id = l.order_id AND s.position = l.shipment
  WHERE o.user_id = ?1 AND l.figure_id IS NOT NULL AND (l.status IN ${ORDERED_LINE} OR l.status = ${DELIVERED_LINE})
  UNION ALL
  SELECT figure_id, 30, COALESCE(acquired_on, added_at), NULL FROM collection_owned WHERE user_id = ?1`;

/** One row per figure with its highest source (SQLite takes the bare columns from the row MAX chose). */
const BEST = `SELECT figure_id, MAX(rank) AS rank, since, order_number FROM (${SOURCES}) GROUP BY figure_id`;

export const stateOf = (rank: number): CollectionState => collectionStates[Math.floor(rank / 10) - 1]!;
const rankRange = (state: CollectionState): [number, number] => {
  const tens = (collectionStates.indexOf(state) + 1) * 10;
  return [tens, tens + 9];
};

/** ORDER BY of each ordering over `best b JOIN figures f`; ties by figure id, so pages never overlap. */
const ORDER_SQL: Record<CollectionOrdering, string> = {
  '-since': 'b.since DESC, f.id DESC',
  since: 'b.since ASC, f.id ASC',
  // JPY and CNY prices sort together through the figure's JPY price (?2: JPY per CNY).
  '-price': "(CASE f.currency WHEN 'CNY' THEN f.price * ?2 ELSE f.price END) DESC, f.id DESC",
  price: "(CASE f.currency WHEN 'CNY' THEN f.price * ?2 ELSE f.price END) ASC, f.id ASC",
  '-release': 'f.release DESC, f.id DESC',
  release: 'f.release ASC, f.id ASC',
  name: 'f.name COLLATE NOCASE ASC, f.id ASC',
};

/** A figure of one page: its id, state, since when, the order it came from and what was entered by hand. */
export interface CollectionRow {
  figureId: number;
  state: CollectionState;
  since: string;
  orderNumber: string | null;
  owned: OwnedDetails | null;
}

/** What one page of the list asks for. */
export interface CollectionPageRequest {
  userId: number;
  adult: AdultMode;
  state: CollectionState | undefined;
  ordering: CollectionOrdering;
  page: number;
  pageSize: number;
  /** JPY per CNY today, to order prices of both currencies together. */
  cnyJpy: number;
}

/** Counts per state under the adult mode, and how many figures of the collection it hides. */
export async function collectionCounts(db: Client, userId: number, adult: AdultMode): Promise<{ counts: CollectionCounts; hidden: number }> {
  const rows = await queryAll(
    db,
    `SELECT b.rank / 10 AS tens, SUM(CASE WHEN ${adultSql(adult)} THEN 1 ELSE 0 END) AS shown, COUNT(*) AS total
     FROM (${BEST}) b JOIN figures f ON f.id = b.figure_id GROUP BY b.rank / 10`,
    [userId],
  );
  const counts: CollectionCounts = { wished: 0, ordered: 0, owned: 0 };
  let hidden = 0;
  for (const row of rows) {
    counts[stateOf(Number(row.tens) * 10)] = Number(row.shown);
    hidden += Number(row.total) - Number(row.shown);
  }
  return { counts, hidden };
}

/** One page (from 1) of the collection in `ordering`, one state or all. */
export async function collectionPage(db: Client, request: CollectionPageRequest): Promise<CollectionRow[]> {
  const [low, high] = request.state ? rankRange(request.state) : [0, 99];
  const rows = await queryAll(
    db,
    `SELECT b.figure_id, b.rank, b.since, b.order_number, c.price_minor, c.currency AS paid_currency, c.acquired_on, c.shop, c.note
     FROM (${BEST}) b JOIN figures f ON f.id = b.figure_id
     LEFT JOIN collection_owned c ON c.user_id = ?1 AND c.figure_id = b.figure_id
     WHERE ${adultSql(request.adult)} AND b.rank BETWEEN ?3 AND ?4
     ORDER BY ${ORDER_SQL[request.ordering]} LIMIT ?5 OFFSET ?6`,
    [request.userId, request.cnyJpy, low, high, request.pageSize, (request.page - 1) * request.pageSize],
  );
  return rows.map((row) => ({
    figureId: Number(row.figure_id),
    state: stateOf(Number(row.rank)),
    since: String(row.since),
    orderNumber: row.order_number === null ? null : String(row.order_number),
    owned: row.shop === null ? null : ownedDetails(row),
  }));
}

/** What was entered for a figure bought elsewhere, or undefined. */
export async function ownedOf(db: Client, userId: number, figureId: number): Promise<OwnedDetails | undefined> {
  const row = await queryOne(db, 'SELECT price_minor, currency AS paid_currency, acquired_on, shop, note FROM collection_owned WHERE user_id = ? AND figure_id = ?', [userId, figureId]);
  return row && ownedDetails(row);
}

/** The hand-entered fields of a collection_owned row (price back from minor units: 8999 EUR-cents → 89.99). */
function ownedDetails(row: Record<string, unknown>): OwnedDetails {
  const currency = row.paid_currency === null ? null : String(row.paid_currency);
  return {
    price_paid: currency === null ? null : { amount: Number(row.price_minor) / 10 ** (minorExponent(currency) ?? 0), currency },
    acquired_on: row.acquired_on === null ? null : String(row.acquired_on),
    shop: String(row.shop),
    note: String(row.note),
  };
}

/**
 * What the owned figures (under the adult mode) cost and would cost today (§Collection 5): sums of
 * integer minor units in SQL, per currency, answered in whole units.
 */
export async function collectionSummary(db: Client, userId: number, adult: AdultMode): Promise<CollectionSummary> {
  const owned = `SELECT b.figure_id FROM (${BEST}) b JOIN figures f ON f.id = b.figure_id WHERE b.rank >= 30 AND ${adultSql(adult)}`;
  const paidRows = await queryAll(
    db,
    `SELECT 'JPY' AS currency, SUM(l.total_jpy) AS minor FROM order_lines l JOIN orders o ON o.id = l.order_id
     WHERE o.user_id = ?1 AND l.status = ${DELIVERED_LINE} AND l.figure_id IN (${owned})
     UNION ALL
     SELECT c.currency, SUM(c.price_minor) FROM collection_owned c
     WHERE c.user_id = ?1 AND c.currency IS NOT NULL AND c.figure_id IN (${owned}) GROUP BY c.currency`,
    [userId],
  );
  const valueRows = await queryAll(db, `SELECT f.currency, SUM(f.price) AS whole FROM figures f WHERE f.id IN (${owned}) GROUP BY f.currency ORDER BY f.currency`, [userId]);
  const counts = await queryOne(
    db,
    `SELECT (SELECT COUNT(*) FROM (${owned})) AS owned,
            (SELECT COUNT(*) FROM collection_owned c WHERE c.user_id = ?1 AND c.currency IS NULL AND c.figure_id IN (${owned})) AS unpriced`,
    [userId],
  );
  // Delivered lines and hand-entered yen land in one JPY sum.
  const paid = new Map<string, number>();
  for (const row of paidRows) if (row.minor !== null) paid.set(String(row.currency), (paid.get(String(row.currency)) ?? 0) + Number(row.minor));
  return {
    owned: Number(counts?.owned ?? 0),
    paid: [...paid].sort(([a], [b]) => a.localeCompare(b)).map(([currency, minor]) => ({ amount: minor / 10 ** (minorExponent(currency) ?? 0), currency })),
    unpriced: Number(counts?.unpriced ?? 0),
    value: valueRows.map((row) => ({ amount: Number(row.whole), currency: String(row.currency) })),
  };
}

/** Every figure of the collection as slug → state (adult figures too: a badge shows only where its card does). */
export async function collectionStatesOf(db: Client, userId: number): Promise<Record<string, CollectionState>> {
  const rows = await queryAll(db, `SELECT f.slug, b.rank FROM (${BEST}) b JOIN figures f ON f.id = b.figure_id`, [userId]);
  return Object.fromEntries(rows.map((row) => [String(row.slug), stateOf(Number(row.rank))]));
}

/** A collection_owned row (price_minor, currency, acquired_on, shop, note) as stored. */
function entryOf(row: Record<string, unknown>): OwnedEntry {
  return {
    priceMinor: row.price_minor === null ? null : Number(row.price_minor),
    currency: row.currency === null ? null : String(row.currency),
    acquiredOn: row.acquired_on === null ? null : String(row.acquired_on),
    shop: String(row.shop),
    note: String(row.note),
  };
}

/** Each figure of the collection's rank (BEST: 10 wished, 20 ordered, 30 owned by hand, 31 owned by a delivery), by figure id. */
export async function collectionRanks(db: Pick<Client, 'execute'>, userId: number): Promise<Map<number, number>> {
  const rows = await queryAll(db, `SELECT figure_id, MAX(rank) AS rank FROM (${SOURCES}) GROUP BY figure_id`, [userId]);
  return new Map(rows.map((row) => [Number(row.figure_id), Number(row.rank)]));
}

/** Every figure bought elsewhere as stored, by figure id. */
export async function ownedEntries(db: Pick<Client, 'execute'>, userId: number): Promise<Map<number, OwnedEntry>> {
  const rows = await queryAll(db, 'SELECT figure_id, price_minor, currency, acquired_on, shop, note FROM collection_owned WHERE user_id = ?', [userId]);
  return new Map(rows.map((row) => [Number(row.figure_id), entryOf(row)]));
}

/** A figure of the collection as the CSV export needs it (every figure, adult ones too: it is the collector's own list). */
export interface ExportSource {
  jan: string;
  name: string;
  rank: number;
  since: string;
  orderNumber: string | null;
  /** What its order line was charged, whole yen (ordered, or owned by a delivery). */
  orderJpy: number | null;
  entry: OwnedEntry | null;
}

/** Every figure of the collection, newest first, with what the export writes of it. */
export async function exportSources(db: Client, userId: number): Promise<ExportSource[]> {
  const rows = await queryAll(
    db,
    `SELECT f.jan, f.name, b.rank, b.since, b.order_number, c.price_minor, c.currency AS paid_currency, c.acquired_on, c.shop, c.note,
            (SELECT SUM(l.total_jpy) FROM order_lines l JOIN orders o ON o.id = l.order_id
             WHERE o.user_id = ?1 AND o.number = b.order_number AND l.figure_id = b.figure_id) AS order_jpy
     FROM (${BEST}) b JOIN figures f ON f.id = b.figure_id
     LEFT JOIN collection_owned c ON c.user_id = ?1 AND c.figure_id = b.figure_id
     ORDER BY b.since DESC, f.id DESC`,
    [userId],
  );
  return rows.map((row) => ({
    jan: String(row.jan),
    name: String(row.name),
    rank: Number(row.rank),
    since: String(row.since),
    orderNumber: row.order_number === null ? null : String(row.order_number),
    orderJpy: row.order_jpy === null ? null : Number(row.order_jpy),
    entry: row.shop === null ? null : entryOf({ ...row, currency: row.paid_currency }),
  }));
}

/** A figure bought elsewhere as stored: the price in integer minor units of its currency. */
export interface OwnedEntry {
  priceMinor: number | null;
  currency: string | null;
  acquiredOn: string | null;
  shop: string;
  note: string;
}

/**
 * Writes (or replaces) the figure bought elsewhere; `full` when it is new and the collection holds
 * COLLECTION_MAX_OWNED already (nothing written). The cap is checked in the write's own statement.
 */
export async function putOwned(db: Pick<Client, 'execute'>, userId: number, figureId: number, entry: OwnedEntry, nowIso: string): Promise<'created' | 'updated' | 'full'> {
  const existed = await queryOne(db, 'SELECT 1 AS x FROM collection_owned WHERE user_id = ? AND figure_id = ?', [userId, figureId]);
  // One statement: a new row only under the cap, an existing one always replaced (two PUTs at once both land).
  const written = await db.execute({
    sql: `INSERT INTO collection_owned (user_id, figure_id, price_minor, currency, acquired_on, shop, note, added_at)
          SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
          WHERE (SELECT COUNT(*) FROM collection_owned WHERE user_id = ?1) < ?9
             OR EXISTS (SELECT 1 FROM collection_owned WHERE user_id = ?1 AND figure_id = ?2)
          ON CONFLICT (user_id, figure_id) DO UPDATE SET
            price_minor = excluded.price_minor, currency = excluded.currency, acquired_on = excluded.acquired_on, shop = excluded.shop, note = excluded.note`,
    args: [userId, figureId, entry.priceMinor, entry.currency, entry.acquiredOn, entry.shop, entry.note, nowIso, COLLECTION_MAX_OWNED],
  });
  if (written.rowsAffected === 0) return 'full';
  return existed ? 'updated' : 'created';
}

/** Removes a figure bought elsewhere; true when there was one. Its state then follows the wishlist and the orders alone. */
export async function removeOwned(db: Client, userId: number, figureId: number): Promise<boolean> {
  return (await db.execute({ sql: 'DELETE FROM collection_owned WHERE user_id = ? AND figure_id = ?', args: [userId, figureId] })).rowsAffected > 0;
}

/** ISO 4217 minor-unit exponent of `currency` (dinero.js's table: JPY 0, EUR 2); undefined for a code it does not know. */
export function minorExponent(currency: string): number | undefined {
  return (currencies as Record<string, { exponent: number } | undefined>)[currency]?.exponent;
}
