/**
 * The orders' SQL (docs/product-rules.md §Orders 1–4): writing a placed order (its snapshot, lines
 * and shipments) and reading one order or a page of a user's orders as the contract shapes them
 * (src/shared/api/orders.ts). Every function takes `exec`, the client or a transaction, so the
 * writes happen inside the transaction that places the order (storage/write-transaction.ts).
 */
import type { Client, InValue, Row } from '@libsql/client';
import {
  addressFieldsSchema,
  canMoveOrderLine,
  carrierRules,
  orderStatusOf,
  type AddressFields,
  type CancellationReason,
  type Carrier,
  type DeliveryMethod,
  type LineCancellation,
  type LineKind,
  type Order,
  type OrderEvent,
  type OrderLine,
  type OrderShipment,
  type OrderStatus,
  type OrderSummary,
  type OrderTotals,
  type QuoteLine,
  type SettlementRate,
} from '../../shared/api';
import type { FigureCurrency } from '../../shared/api/catalogue';
import { imageUrl } from '../catalogue/cards';
import { queryAll, queryOne, run } from '../storage/db';
import { orderInvoices } from './invoices';
import { paymentOf, shipmentStateOf } from './state';
import type { OrderRef } from './notify';

/** A shipment to write, as quoted. */
export type NewShipment = Pick<OrderShipment, 'kind' | 'release_month' | 'method' | 'weight_g' | 'shipping_jpy' | 'days_min' | 'days_max' | 'charged_now'>;

/** One line of an order to write: the quoted line, its figure, kind, status and shipment index. */
export interface NewOrderLine {
  figureId: number;
  line: QuoteLine;
  kind: LineKind;
  status: OrderStatus;
  shipment: number;
}

/** An order to write, as reviewed. */
export interface NewOrder {
  userId: number;
  createdAt: string;
  method: DeliveryMethod;
  shipTogether: boolean;
  address: AddressFields;
  rate: SettlementRate;
  totals: OrderTotals;
  paymentDueAt: string | null;
  lines: readonly NewOrderLine[];
  shipments: readonly NewShipment[];
}

/**
 * Writes the order, its invoice for what is charged now (when `paymentDueAt` is set: every line of a
 * shipment charged now is on it, with that shipment's shipping), its lines (each with its figure's
 * first picture then) and shipments; resolves its id and number.
 */
export async function insertOrder(exec: Pick<Client, 'execute'>, order: NewOrder): Promise<OrderRef> {
  const row = await queryOne(
    exec,
    `INSERT INTO orders (user_id, created_at, method, ship_together, address, rate_date, cny_jpy, items_jpy, shipping_jpy, total_jpy,
       due_now_jpy, due_later_jpy)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id, number`,
    [
      order.userId,
      order.createdAt,
      order.method,
      order.shipTogether ? 1 : 0,
      JSON.stringify(order.address),
      order.rate.date,
      order.rate.cny_jpy,
      order.totals.items_jpy,
      order.totals.shipping_jpy,
      order.totals.total_jpy,
      order.totals.due_now_jpy,
      order.totals.due_later_jpy,
    ],
  );
  if (!row) throw new Error('insert into orders returned no row');
  const id = Number(row.id);
  const invoiceId =
    order.paymentDueAt === null
      ? null
      : Number((await queryOne(exec, 'INSERT INTO order_invoices (order_id, created_at, due_at) VALUES (?, ?, ?) RETURNING id', [id, order.createdAt, order.paymentDueAt]))!.id);
  const chargedNow = (shipment: number) => invoiceId !== null && order.shipments[shipment]?.charged_now === true;
  for (const [position, { figureId, line, kind, status, shipment }] of order.lines.entries()) {
    await run(
      exec,
      `INSERT INTO order_lines (order_id, position, figure_id, slug, name, name_ja, image, adult, quantity, kind, release_month, unit_price, currency,
         unit_price_jpy, total_jpy, status, shipment, invoice_id)
       VALUES (?, ?, ?, ?, ?, ?,
         (SELECT json_object('width', width, 'height', height, 'version', version) FROM figure_images WHERE figure_id = ? AND position = 1),
         ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id, position, figureId, line.slug, line.name, line.name_ja, figureId, line.adult ? 1 : 0, line.quantity, kind, line.release_month,
        line.unit_price.amount, line.unit_price.currency, line.unit_price_jpy, line.total_jpy, status, shipment, chargedNow(shipment) ? invoiceId : null,
      ],
    );
  }
  for (const [position, s] of order.shipments.entries()) {
    await run(
      exec,
      `INSERT INTO order_shipments (order_id, position, kind, release_month, method, weight_g, shipping_jpy, days_min, days_max, charged_now, invoice_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, position, s.kind, s.release_month, s.method, s.weight_g, s.shipping_jpy, s.days_min, s.days_max, s.charged_now ? 1 : 0, chargedNow(position) ? invoiceId : null],
    );
  }
  return { id, number: String(row.number), userId: order.userId };
}

/** The order `orderId` (of `userId` when given) as its changes name it; undefined when there is none. */
export async function findOrderRef(exec: Pick<Client, 'execute'>, orderId: number, userId?: number): Promise<OrderRef | undefined> {
  const row = await queryOne(
    exec,
    `SELECT id, user_id, number, ship_together FROM orders WHERE id = ?${userId === undefined ? '' : ' AND user_id = ?'}`,
    userId === undefined ? [orderId] : [orderId, userId],
  );
  return row ? { id: Number(row.id), userId: Number(row.user_id), number: String(row.number) } : undefined;
}

/** The order's line statuses, in position order. */
export async function lineStatuses(exec: Pick<Client, 'execute'>, orderId: number): Promise<OrderStatus[]> {
  return (await queryAll(exec, 'SELECT status FROM order_lines WHERE order_id = ? ORDER BY position', [orderId])).map((row) => row.status as OrderStatus);
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A line row as the contract's orderLine (image URLs on `origin`); `cancellation` is its latest request. */
function lineOf(line: Row, origin: string): OrderLine {
  const image = line.image === null ? null : (JSON.parse(String(line.image)) as { width: number; height: number; version: string });
  const slug = String(line.slug);
  return {
    slug,
    name: String(line.name),
    name_ja: String(line.name_ja),
    image: image && { url: imageUrl(origin, slug, 1, image.version), width: image.width, height: image.height },
    adult: Number(line.adult) === 1,
    quantity: Number(line.quantity),
    kind: line.kind as LineKind,
    release_month: text(line.release_month),
    unit_price: { amount: Number(line.unit_price), currency: line.currency as FigureCurrency },
    unit_price_jpy: Number(line.unit_price_jpy),
    total_jpy: Number(line.total_jpy),
    position: Number(line.position),
    status: line.status as OrderStatus,
    shipment: Number(line.shipment),
    invoice_id: line.invoice_id === null ? null : Number(line.invoice_id),
    refunded_jpy: Number(line.refunded_jpy),
    cancellation:
      line.request_state === null
        ? null
        : { state: line.request_state as LineCancellation['state'], reason: line.request_reason as CancellationReason, requested_at: String(line.requested_at), message: text(line.request_message) },
  };
}

/** SELECT of an order's lines with their latest cancellation request (WHERE l.order_id = ?). */
const LINES_WITH_REQUESTS = `SELECT l.*, r.state AS request_state, r.reason AS request_reason, r.requested_at, r.message AS request_message
  FROM order_lines l LEFT JOIN cancellation_requests r ON r.id = (
    SELECT MAX(id) FROM cancellation_requests WHERE order_id = l.order_id AND position = l.position)`;

/** A shipment row and its lines' statuses as the contract's orderShipment. */
export function shipmentOf(s: Row, statuses: readonly OrderStatus[]): OrderShipment {
  const carrier = text(s.carrier) as Carrier | null;
  const number = text(s.tracking_number);
  return {
    position: Number(s.position),
    kind: s.kind as OrderShipment['kind'],
    release_month: text(s.release_month),
    method: s.method as DeliveryMethod,
    weight_g: Number(s.weight_g),
    shipping_jpy: Number(s.shipping_jpy),
    days_min: Number(s.days_min),
    days_max: Number(s.days_max),
    charged_now: Number(s.charged_now) === 1,
    state: shipmentStateOf(statuses, { shippedAt: text(s.shipped_at), deliveredAt: text(s.delivered_at) }),
    tracking: carrier && number ? { carrier, number, url: carrierRules[carrier].trackingUrl(number) } : null,
    shipped_at: text(s.shipped_at),
    delivered_at: text(s.delivered_at),
  };
}

/** The user's order `orderId` as its owner reads it (image URLs on `origin`); undefined when it is not theirs or does not exist. */
export async function readOrder(exec: Pick<Client, 'execute'>, userId: number, orderId: number, origin: string): Promise<Order | undefined> {
  const row = await queryOne(exec, 'SELECT * FROM orders WHERE id = ? AND user_id = ?', [orderId, userId]);
  if (!row) return undefined;
  const lines = (await queryAll(exec, `${LINES_WITH_REQUESTS} WHERE l.order_id = ? ORDER BY l.position`, [orderId])).map((line) => lineOf(line, origin));
  const shipmentRows = await queryAll(exec, 'SELECT * FROM order_shipments WHERE order_id = ? ORDER BY position', [orderId]);
  const eventRows = await queryAll(exec, 'SELECT at, kind, text, params FROM order_events WHERE order_id = ? ORDER BY id', [orderId]);
  const invoices = await orderInvoices(exec, orderId);
  return {
    id: Number(row.id),
    number: String(row.number),
    created_at: String(row.created_at),
    status: orderStatusOf(lines.map((line) => line.status)),
    lines,
    shipments: shipmentRows.map((s) => shipmentOf(s, lines.filter((line) => line.shipment === Number(s.position)).map((line) => line.status))),
    address: addressFieldsSchema.parse(JSON.parse(String(row.address))),
    method: row.method as DeliveryMethod,
    ship_together: Number(row.ship_together) === 1,
    totals: {
      items_jpy: Number(row.items_jpy),
      shipping_jpy: Number(row.shipping_jpy),
      total_jpy: Number(row.total_jpy),
      due_now_jpy: Number(row.due_now_jpy),
      due_later_jpy: Number(row.due_later_jpy),
    },
    rate: { date: String(row.rate_date), cny_jpy: Number(row.cny_jpy) },
    payment: paymentOf(invoices),
    invoices: invoices.map(({ id, created_at, due_at, state, amount_jpy, paid_at, refunded_jpy }) => ({ id, created_at, due_at, state, amount_jpy, paid_at, refunded_jpy })),
    events: eventRows.map((event) => ({ at: String(event.at), kind: String(event.kind), text: String(event.text), params: JSON.parse(String(event.params)) as OrderEvent['params'] })),
  };
}

/** One page (from 1) of the user's orders, newest first, and how many there are. */
export async function listOrders(exec: Pick<Client, 'execute'>, userId: number, page: number, pageSize: number): Promise<{ count: number; results: OrderSummary[] }> {
  const count = Number((await queryOne(exec, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', [userId]))?.n ?? 0);
  const rows = await queryAll(
    exec,
    `SELECT o.*, (SELECT json_group_array(l.status) FROM order_lines l WHERE l.order_id = o.id) AS line_states,
       (SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id = o.id) AS item_count
     FROM orders o WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  const results: OrderSummary[] = [];
  for (const row of rows) {
    const statuses = JSON.parse(String(row.line_states)) as OrderStatus[];
    results.push({
      id: Number(row.id),
      number: String(row.number),
      created_at: String(row.created_at),
      status: orderStatusOf(statuses),
      item_count: Number(row.item_count),
      total_jpy: Number(row.total_jpy),
      payment_state: paymentOf(await orderInvoices(exec, Number(row.id))).state,
    });
  }
  return { count, results };
}

/** A line that moved: its position, figure (null if deleted), quantity, kind and the status it left. */
export interface MovedLine {
  position: number;
  figureId: number | null;
  quantity: number;
  kind: LineKind;
  from: OrderStatus;
}

/**
 * Moves each line of order `orderId` that `where` selects (an SQL condition on the row, with
 * `args`) and that the state table (canMoveOrderLine) lets go to `to`, with an UPDATE conditional
 * on the status read, so a line never moves twice. Resolves the lines moved.
 */
export async function moveLines(exec: Pick<Client, 'execute'>, orderId: number, to: OrderStatus, where: string, args: InValue[] = []): Promise<MovedLine[]> {
  const lines = await queryAll(exec, `SELECT position, status, figure_id, quantity, kind FROM order_lines WHERE order_id = ? AND (${where}) ORDER BY position`, [orderId, ...args]);
  const moved: MovedLine[] = [];
  for (const line of lines) {
    const from = line.status as OrderStatus;
    if (!canMoveOrderLine(from, to)) continue;
    const changed = await run(exec, 'UPDATE order_lines SET status = ? WHERE order_id = ? AND position = ? AND status = ?', [to, orderId, Number(line.position), from]);
    if (changed === 1) {
      moved.push({ position: Number(line.position), figureId: line.figure_id === null ? null : Number(line.figure_id), quantity: Number(line.quantity), kind: line.kind as LineKind, from });
    }
  }
  return moved;
}
