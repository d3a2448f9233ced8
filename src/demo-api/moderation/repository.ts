/**
 * Moderation's SQL (docs/product-rules.md §Moderation 3, 6–8): a figure's sale fields, a change written together with its
 * change records (one batch: all or nothing), the change log, and announcements (one notification
 * per user, recorded in the log too).
 */
import type { Client, InStatement, Row } from '@libsql/client';
import type { FigureCurrency, FigureStatus } from '../../shared/api/catalogue';
import type { ModerationField, ModerationLogEntry } from '../../shared/api/moderation';
import { queryAll, queryOne } from '../storage/db';
import type { FigureSaleState } from '../alerts/rules';
import { generatedAllocation } from '../catalogue/seed-data';

/** A figure with the fields a moderator edits. */
export interface ModeratedFigure {
  id: number;
  slug: string;
  name: string;
  /** YYYY-MM. */
  release: string;
  state: FigureSaleState;
}

/** The figure with this slug, or undefined. */
export async function findModeratedFigure(db: Client, slug: string): Promise<ModeratedFigure | undefined> {
  const row = await queryOne(db, 'SELECT id, slug, name, release, price, currency, status, stock, preorder_closes_at FROM figures WHERE slug = ?', [slug]);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    release: String(row.release),
    state: {
      price: Number(row.price),
      currency: row.currency as FigureCurrency,
      status: row.status as FigureStatus,
      stock: row.stock === null ? null : Number(row.stock),
      preorder_closes_at: row.preorder_closes_at === null ? null : String(row.preorder_closes_at),
    },
  };
}

const EDITABLE = ['price', 'status', 'stock', 'preorder_closes_at'] as const satisfies readonly (keyof FigureSaleState & ModerationField)[];
const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

const LOG_SELECT = `SELECT l.id, l.moderator_id, u.username, f.slug, f.name, f.currency, l.field, l.old_value, l.new_value, l.at
  FROM moderation_log l JOIN users u ON u.id = l.moderator_id LEFT JOIN figures f ON f.id = l.figure_id`;

function toLogEntry(row: Row): ModerationLogEntry {
  return {
    id: Number(row.id),
    moderator: { id: Number(row.moderator_id), username: String(row.username) },
    figure: row.slug === null ? null : { slug: String(row.slug), name: String(row.name), currency: String(row.currency) },
    field: String(row.field),
    old_value: asText(row.old_value),
    new_value: asText(row.new_value),
    at: String(row.at),
  };
}

/**
 * Writes `next` over the figure and one change record per field whose value changed, in one
 * write batch. Returns the records (empty when nothing changed). A pre-order keeps its allocation;
 * a figure that becomes one without an allocation gets the one the seed generates for it
 * (generatedAllocation), and leaving pre-order clears it, as leaving in stock clears the stock
 * (docs/product-rules.md §Cart 1–2: a pre-order is buyable while its allocation lasts).
 */
export async function saveFigureChange(db: Client, moderatorId: number, figure: ModeratedFigure, next: FigureSaleState, nowIso: string): Promise<ModerationLogEntry[]> {
  const changed = EDITABLE.filter((field) => figure.state[field] !== next[field]);
  if (changed.length === 0) return [];
  const statements: InStatement[] = [
    {
      sql: `UPDATE figures SET price = ?, status = ?, stock = ?, preorder_closes_at = ?,
              allocation = CASE WHEN ? = 'preorder' THEN COALESCE(allocation, ?) ELSE NULL END WHERE id = ?`,
      args: [next.price, next.status, next.stock, next.preorder_closes_at, next.status, generatedAllocation(figure.id), figure.id],
    },
    ...changed.map((field) => ({
      sql: 'INSERT INTO moderation_log (moderator_id, figure_id, field, old_value, new_value, at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
      args: [moderatorId, figure.id, field, asText(figure.state[field]), asText(next[field]), nowIso],
    })),
  ];
  const results = await db.batch(statements, 'write');
  const ids = results.slice(1).map((result) => Number(result.rows[0]?.id));
  const rows = await queryAll(db, `${LOG_SELECT} WHERE l.id IN (SELECT value FROM json_each(?)) ORDER BY l.id`, [JSON.stringify(ids)]);
  return rows.map(toLogEntry);
}

/**
 * Moves the figure's release month from `figure.release` to `release` (YYYY-MM) with its change
 * record, in one write batch; returns the record.
 */
export async function saveReleaseChange(db: Client, moderatorId: number, figure: ModeratedFigure, release: string, nowIso: string): Promise<ModerationLogEntry[]> {
  const results = await db.batch(
    [
      { sql: 'UPDATE figures SET release = ? WHERE id = ?', args: [release, figure.id] },
      {
        sql: "INSERT INTO moderation_log (moderator_id, figure_id, field, old_value, new_value, at) VALUES (?, ?, 'release', ?, ?, ?) RETURNING id",
        args: [moderatorId, figure.id, figure.release, release, nowIso],
      },
    ],
    'write',
  );
  const rows = await queryAll(db, `${LOG_SELECT} WHERE l.id = ?`, [Number(results[1]!.rows[0]!.id)]);
  return rows.map(toLogEntry);
}

/** One page of the change log (page from 1), newest first, and the total. */
export async function listModerationLog(db: Client, page: number, pageSize: number): Promise<{ count: number; results: ModerationLogEntry[] }> {
  const count = Number((await queryOne(db, 'SELECT COUNT(*) AS n FROM moderation_log'))?.n ?? 0);
  const rows = await queryAll(db, `${LOG_SELECT} ORDER BY l.at DESC, l.id DESC LIMIT ? OFFSET ?`, [pageSize, (page - 1) * pageSize]);
  return { count, results: rows.map(toLogEntry) };
}

/**
 * Stores an announcement, sends it as an unread notification (kind "announcement", no target) to
 * every user and records it in the log, all in one write batch. Returns its id and recipient count.
 */
export async function createAnnouncement(db: Client, moderatorId: number, title: string, body: string, nowIso: string): Promise<{ id: number; recipients: number }> {
  const results = await db.batch(
    [
      {
        sql: `INSERT INTO announcements (moderator_id, title, body, created_at, recipients)
              VALUES (?, ?, ?, ?, (SELECT COUNT(*) FROM users)) RETURNING id, recipients`,
        args: [moderatorId, title, body, nowIso],
      },
      {
        sql: `INSERT INTO notifications (user_id, title, body, kind, created_at, read_at, target, figure_name)
              SELECT id, ?, ?, 'announcement', ?, NULL, NULL, NULL FROM users`,
        args: [title, body, nowIso],
      },
      {
        sql: "INSERT INTO moderation_log (moderator_id, figure_id, field, old_value, new_value, at) VALUES (?, NULL, 'announcement', NULL, ?, ?)",
        args: [moderatorId, title, nowIso],
      },
    ],
    'write',
  );
  const row = results[0]!.rows[0]!;
  return { id: Number(row.id), recipients: Number(row.recipients) };
}
