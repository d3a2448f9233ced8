/**
 * What the fulfilment page lists (docs/product-rules.md §Fulfilment 4): shipments by state, oldest
 * first (ready: every line still going is paid, not yet shipped; shipped; delivered), with their
 * order, collector, destination and lines; and the collectors' cancellation requests waiting.
 */
import type { Client, Row } from '@libsql/client';
import type { StaffCancellation, StaffShipment } from '../../shared/api/fulfilment';
import type { OrderStatus } from '../../shared/api/orders';
import { shipmentOf } from '../orders/repository';
import { queryAll, queryOne } from '../storage/db';

/** SQL condition on a shipment row `s` per listed state. */
const STATE_SQL: Record<'ready' | 'shipped' | 'delivered', string> = {
  ready: `s.shipped_at IS NULL
    AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = s.order_id AND l.shipment = s.position AND l.status = 'paid')
    AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = s.order_id AND l.shipment = s.position AND l.status IN ('awaiting_payment', 'reserved', 'invoiced'))`,
  shipped: 's.shipped_at IS NOT NULL AND s.delivered_at IS NULL',
  delivered: 's.delivered_at IS NOT NULL',
};

/**
 * Order of each list: ready by when its last invoice was paid (the latest payment of its paid lines:
 * when it became ready), oldest first; the others by their own date.
 */
const ORDER_SQL: Record<'ready' | 'shipped' | 'delivered', string> = {
  ready: `(SELECT MAX(i.paid_at) FROM order_lines l JOIN order_invoices i ON i.id = l.invoice_id
      WHERE l.order_id = s.order_id AND l.shipment = s.position AND l.status = 'paid'), s.order_id, s.position`,
  shipped: 's.shipped_at, s.order_id, s.position',
  delivered: 's.delivered_at DESC, s.order_id, s.position',
};

const lineOf = (row: Row) => ({
  position: Number(row.position),
  slug: String(row.slug),
  name: String(row.name),
  quantity: Number(row.quantity),
  status: row.status as OrderStatus,
  total_jpy: Number(row.total_jpy),
  refunded_jpy: Number(row.refunded_jpy),
});

/** One page (from 1) of the shipments in `state`, and how many there are. */
export async function listShipments(db: Pick<Client, 'execute'>, state: 'ready' | 'shipped' | 'delivered', page: number, pageSize: number): Promise<{ count: number; results: StaffShipment[] }> {
  const count = Number((await queryOne(db, `SELECT COUNT(*) AS n FROM order_shipments s WHERE ${STATE_SQL[state]}`))?.n ?? 0);
  const rows = await queryAll(
    db,
    `SELECT s.*, o.number, o.address, u.username FROM order_shipments s JOIN orders o ON o.id = s.order_id JOIN users u ON u.id = o.user_id
     WHERE ${STATE_SQL[state]} ORDER BY ${ORDER_SQL[state]} LIMIT ? OFFSET ?`,
    [pageSize, (page - 1) * pageSize],
  );
  const results: StaffShipment[] = [];
  for (const row of rows) {
    const lines = (await queryAll(db, 'SELECT * FROM order_lines WHERE order_id = ? AND shipment = ? ORDER BY position', [Number(row.order_id), Number(row.position)])).map(lineOf);
    const shipment = shipmentOf(row, lines.map((line) => line.status));
    results.push({
      order_id: Number(row.order_id),
      order_number: String(row.number),
      position: shipment.position,
      state: shipment.state,
      method: shipment.method,
      collector: String(row.username),
      country: String((JSON.parse(String(row.address)) as { country: string }).country),
      lines,
      tracking: shipment.tracking,
      shipped_at: shipment.shipped_at,
      delivered_at: shipment.delivered_at,
    });
  }
  return { count, results };
}

/** The cancellation requests waiting for staff, oldest first. */
export async function listCancellationRequests(db: Pick<Client, 'execute'>): Promise<StaffCancellation[]> {
  const rows = await queryAll(
    db,
    `SELECT r.order_id, r.reason, r.requested_at, o.number, u.username, l.* FROM cancellation_requests r
     JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = o.user_id JOIN order_lines l ON l.order_id = r.order_id AND l.position = r.position
     WHERE r.state = 'requested' ORDER BY r.requested_at, r.id`,
  );
  return rows.map((row) => ({
    order_id: Number(row.order_id),
    order_number: String(row.number),
    collector: String(row.username),
    line: lineOf(row),
    reason: String(row.reason),
    requested_at: String(row.requested_at),
  }));
}
