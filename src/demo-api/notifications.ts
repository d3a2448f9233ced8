/** The notifications table (issue 4): list a page, count unread, mark read, create. */
import type { Client, Row } from '@libsql/client';
import type { Notification } from '../shared/api/notifications';
import { queryAll, queryOne } from './db';

function toNotification(row: Row): Notification {
  return {
    id: Number(row.id),
    title: String(row.title),
    body: String(row.body),
    kind: String(row.kind),
    created_at: String(row.created_at),
    read: row.read_at !== null,
  };
}

/** One page of a user's notifications, newest first, and the total count. */
export async function listNotifications(db: Client, userId: number, page: number, pageSize: number): Promise<{ count: number; results: Notification[] }> {
  const total = await queryOne(db, 'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?', [userId]);
  const rows = await queryAll(
    db,
    'SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    [userId, pageSize, (page - 1) * pageSize],
  );
  return { count: Number(total?.n ?? 0), results: rows.map(toNotification) };
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

export interface NewNotification {
  userId: number;
  title: string;
  body: string;
  kind: string;
  createdAt: string;
  read?: boolean;
}

/** Creates a notification; returns it. */
export async function createNotification(db: Client, n: NewNotification): Promise<Notification> {
  const row = await queryOne(
    db,
    'INSERT INTO notifications (user_id, title, body, kind, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
    [n.userId, n.title, n.body, n.kind, n.createdAt, n.read ? n.createdAt : null],
  );
  if (!row) throw new Error('insert into notifications returned no row');
  return toNotification(row);
}
