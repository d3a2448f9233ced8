/**
 * The staff log (docs/product-rules.md §Fulfilment 4): every staff action on an order (who, when,
 * what, the state before and after, a note), written in the action's transaction, listed newest
 * first as the moderation log is.
 */
import type { Client, Row } from '@libsql/client';
import type { FulfilmentLogEntry } from '../../shared/api/fulfilment';
import { queryAll, queryOne, run } from '../storage/db';

/** One action to record. `target` is "shipment N" or "line N". */
export interface StaffAction {
  staffId: number;
  action: FulfilmentLogEntry['action'];
  orderId: number;
  target: string;
  before: string | null;
  after: string | null;
  note?: string;
  at: string;
}

/** Records `entry` through `exec` (the action's transaction). */
export async function recordStaffAction(exec: Pick<Client, 'execute'>, entry: StaffAction): Promise<void> {
  await run(exec, 'INSERT INTO fulfilment_log (staff_id, action, order_id, target, before_value, after_value, note, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
    entry.staffId,
    entry.action,
    entry.orderId,
    entry.target,
    entry.before,
    entry.after,
    entry.note ?? '',
    entry.at,
  ]);
}

function entryOf(row: Row): FulfilmentLogEntry {
  return {
    id: Number(row.id),
    staff: { id: Number(row.staff_id), username: String(row.username) },
    action: row.action as FulfilmentLogEntry['action'],
    order_id: Number(row.order_id),
    order_number: String(row.number),
    target: String(row.target),
    before: row.before_value === null ? null : String(row.before_value),
    after: row.after_value === null ? null : String(row.after_value),
    note: String(row.note),
    at: String(row.at),
  };
}

/** One page (from 1) of the staff log, newest first, and the total. */
export async function listStaffActions(db: Pick<Client, 'execute'>, page: number, pageSize: number): Promise<{ count: number; results: FulfilmentLogEntry[] }> {
  const count = Number((await queryOne(db, 'SELECT COUNT(*) AS n FROM fulfilment_log'))?.n ?? 0);
  const rows = await queryAll(
    db,
    `SELECT g.*, u.username, o.number FROM fulfilment_log g JOIN users u ON u.id = g.staff_id JOIN orders o ON o.id = g.order_id
     ORDER BY g.at DESC, g.id DESC LIMIT ? OFFSET ?`,
    [pageSize, (page - 1) * pageSize],
  );
  return { count, results: rows.map(entryOf) };
}
