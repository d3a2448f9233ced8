/**
 * The notifications table (docs/product-rules.md §Notifications 1–8): list a page (optionally of some kinds), count unread,
 * mark one or all read, create one or one per user.
 */
import type { Client, InValue, Row } from '@libsql/client';
import { notificationParamsSchema, notificationTargetSchema, type Notification, type NotificationParams, type NotificationTarget } from '../../shared/api/notifications';
import { queryAll, queryOne, run } from '../storage/db';

/** A stored JSON column read through `schema`; anything unreadable counts as null (no target, no parameters). */
function parseStored<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, text: unknown): T | null {
  if (typeof text !== 'string') return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toNotification(row: Row): Notification {
  const target = parseStored(notificationTargetSchema, row.target);
  return {
    id: Number(row.id),
    title: String(row.title),
    body: String(row.body),
    kind: String(row.kind),
    created_at: String(row.created_at),
    read: row.read_at !== null,
    target,
    figure_slug: target?.type === 'figure' ? target.slug : null,
    figure_name: row.figure_name === null || row.figure_name === undefined ? null : String(row.figure_name),
    // No parameters: the app words it generically or shows its stored text.
    params: parseStored(notificationParamsSchema, row.params),
  };
}

/** `AND kind IN (…)` for a kinds filter (none: every kind). */
function kindSql(kinds: readonly string[] | undefined): { sql: string; args: InValue[] } {
  if (!kinds || kinds.length === 0) return { sql: '', args: [] };
  return { sql: ` AND kind IN (${kinds.map(() => '?').join(', ')})`, args: [...kinds] };
}

/** One page of a user's notifications (page from 1), newest first, and the total count; `kinds` keeps only those kinds (§Notifications 3). */
export async function listNotifications(
  db: Client,
  userId: number,
  page: number,
  pageSize: number,
  kinds?: readonly string[],
): Promise<{ count: number; results: Notification[] }> {
  const kind = kindSql(kinds);
  const total = await queryOne(db, `SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?${kind.sql}`, [userId, ...kind.args]);
  const rows = await queryAll(
    db,
    `SELECT * FROM notifications WHERE user_id = ?${kind.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    [userId, ...kind.args, pageSize, (page - 1) * pageSize],
  );
  return { count: Number(total?.n ?? 0), results: rows.map(toNotification) };
}

/** A user's unread notifications, newest first, at most `limit` (the digest's content). */
export async function listUnread(db: Client, userId: number, limit: number): Promise<Notification[]> {
  const rows = await queryAll(db, 'SELECT * FROM notifications WHERE user_id = ? AND read_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ?', [userId, limit]);
  return rows.map(toNotification);
}

/** Number of a user's unread notifications. */
export async function countUnread(db: Client, userId: number): Promise<number> {
  const row = await queryOne(db, 'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL', [userId]);
  return Number(row?.n ?? 0);
}

/** Marks one of the user's notifications read (idempotent); undefined when it is not theirs or does not exist. */
export async function markRead(db: Client, userId: number, id: number, nowIso: string): Promise<Notification | undefined> {
  await db.execute({ sql: 'UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL', args: [nowIso, id, userId] });
  const row = await queryOne(db, 'SELECT * FROM notifications WHERE id = ? AND user_id = ?', [id, userId]);
  return row && toNotification(row);
}

/** Marks every unread notification of the user read ("Mark all as read", §Notifications 4, 8); returns how many changed. */
export async function markAllRead(db: Client, userId: number, nowIso: string): Promise<number> {
  return run(db, 'UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL', [nowIso, userId]);
}

/** What a notification says and where it leads, without its recipient. */
export interface NotificationContent {
  title: string;
  body: string;
  kind: string;
  /** What clicking opens (§Notifications 6–7); default none. */
  target?: NotificationTarget | null;
  /** The figure's name for a figure alert (§Wishlist 8). */
  figureName?: string | null;
  /** What the app words it from (notificationParamsSchema); default none. */
  params?: NotificationParams | null;
}

export interface NewNotification extends NotificationContent {
  userId: number;
  createdAt: string;
  read?: boolean;
}

const targetText = (target: NotificationTarget | null | undefined) => (target ? JSON.stringify(notificationTargetSchema.parse(target)) : null);
const paramsText = (params: NotificationParams | null | undefined) => (params ? JSON.stringify(notificationParamsSchema.parse(params)) : null);

/** Creates a notification; returns it. @throws when the target or the parameters are not valid. */
export async function createNotification(db: Pick<Client, 'execute'>, n: NewNotification): Promise<Notification> {
  const row = await queryOne(
    db,
    'INSERT INTO notifications (user_id, title, body, kind, created_at, read_at, target, figure_name, params) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
    [n.userId, n.title, n.body, n.kind, n.createdAt, n.read ? n.createdAt : null, targetText(n.target), n.figureName ?? null, paramsText(n.params)],
  );
  if (!row) throw new Error('insert into notifications returned no row');
  return toNotification(row);
}

/**
 * Creates the same unread notification for every user `recipientsSql` selects (a SELECT of one
 * column of user ids, with `args`), in one statement; returns how many were created.
 */
export async function createNotificationForEach(
  db: Pick<Client, 'execute'>,
  recipientsSql: string,
  args: InValue[],
  content: NotificationContent,
  createdAt: string,
): Promise<number> {
  return run(
    db,
    `INSERT INTO notifications (user_id, title, body, kind, created_at, read_at, target, figure_name, params)
     SELECT r.user_id, ?, ?, ?, ?, NULL, ?, ?, ? FROM (${recipientsSql}) r`,
    [content.title, content.body, content.kind, createdAt, targetText(content.target), content.figureName ?? null, paramsText(content.params), ...args],
  );
}
