/**
 * The orders' SQL (docs/product-rules.md §Orders 1–4): writing a placed order (its snapshot, lines
 * and shipments) and reading one order or a page of a user's orders as the contract shapes them
 * (src/shared/api/orders.ts). Every function takes `exec`, the client or a transaction, so the
 * writes happen inside the transaction that places the order (storage/write-transaction.ts).
 */
import type { Client, Row } from '@libsql/client';
import {
  addressFieldsSchema,
  canMoveOrderLine,
  orderStatusOf,
  type AddressFields,
  type DeliveryMethod,
  type LineKind,
  type Order,
  type OrderShipment,
  type OrderStatus,
  type OrderSummary,
  type OrderTotals,
  type PaymentFailureCode,
  type QuoteLine,
  type SettlementRate,
} from '../../shared/api/orders';
import type { FigureCurrency } from '../../shared/api/catalogue';
import { imageUrl } from '../catalogue/cards';
import { queryAll, queryOne, run } from '../storage/db';
import { paymentOf, type PaymentFacts } from './state';
import type { OrderRef } from './notify';

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
  shipments: readonly OrderShipment[];
}

/** Writes the order, its lines (each with its figure's first picture then) and shipments; resolves its id and number. */
export async function insertOrder(exec: Pick<Client, 'execute'>, order: NewOrder): Promise<OrderRef> {
  const row = await queryOne(
    exec,
    `INSERT INTO orders (user_id, created_at, method, ship_together, address, rate_date, cny_jpy, items_jpy, shipping_jpy, total_jpy,
       due_now_jpy, due_later_jpy, payment_due_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id, number`,
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
      order.paymentDueAt,
    ],
  );
  if (!row) throw new Error('insert into orders returned no row');
  const id = Number(row.id);
  for (const [position, { figureId, line, kind, status, shipment }] of order.lines.entries()) {
    await run(
      exec,
      `INSERT INTO order_lines (order_id, position, figure_id, slug, name, name_ja, image, adult, quantity, kind, release_month, unit_price, currency,
         unit_price_jpy, total_jpy, status, shipment)
       VALUES (?, ?, ?, ?, ?, ?,
         (SELECT json_object('width', width, 'height', height, 'version', version) FROM figure_images WHERE figure_id = ? AND position = 1),
         ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id, position, figureId, line.slug, line.name, line.name_ja, figureId, line.adult ? 1 : 0, line.quantity, kind, line.release_month,
        line.unit_price.amount, line.unit_price.currency, line.unit_price_jpy, line.total_jpy, status, shipment,
      ],
    );
  }
  for (const [position, s] of order.shipments.entries()) {
    await run(
      exec,
      `INSERT INTO order_shipments (order_id, position, kind, release_month, method, weight_g, shipping_jpy, days_min, days_max, charged_now)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, position, s.kind, s.release_month, s.method, s.weight_g, s.shipping_jpy, s.days_min, s.days_max, s.charged_now ? 1 : 0],
    );
  }
  return { id, number: String(row.number), userId: order.userId };
}

/** The payment facts of an order row and its lines' `[kind, status]` pairs. */
function paymentFacts(row: Row, lines: ReadonlyArray<readonly [LineKind, OrderStatus]>): PaymentFacts {
  return {
    buyStatuses: lines.filter(([kind]) => kind === 'buy').map(([, status]) => status),
    dueNowJpy: Number(row.due_now_jpy),
    paymentDueAt: row.payment_due_at === null ? null : String(row.payment_due_at),
    paidAt: row.paid_at === null ? null : String(row.paid_at),
    paidAmountJpy: row.paid_amount_jpy === null ? null : Number(row.paid_amount_jpy),
    failure: row.payment_failure_code === null ? null : { code: row.payment_failure_code as PaymentFailureCode, message: String(row.payment_failure_message) },
  };
}

/** An order as its payment sees it: its reference and payment facts (the hooks of payment.ts). */
export interface OrderPaymentView extends OrderRef {
  facts: PaymentFacts;
  /** Statuses of every line (in-stock and pre-order). */
  statuses: OrderStatus[];
}

/** The order `orderId` (of `userId` when given) with its payment facts; undefined when there is none. */
export async function orderPaymentView(exec: Pick<Client, 'execute'>, orderId: number, userId?: number): Promise<OrderPaymentView | undefined> {
  const row = await queryOne(
    exec,
    `SELECT o.*, (SELECT json_group_array(json_array(l.kind, l.status)) FROM order_lines l WHERE l.order_id = o.id) AS line_states
     FROM orders o WHERE o.id = ?${userId === undefined ? '' : ' AND o.user_id = ?'}`,
    userId === undefined ? [orderId] : [orderId, userId],
  );
  if (!row) return undefined;
  const lines = JSON.parse(String(row.line_states)) as Array<[LineKind, OrderStatus]>;
  return { id: Number(row.id), userId: Number(row.user_id), number: String(row.number), facts: paymentFacts(row, lines), statuses: lines.map(([, status]) => status) };
}

/** The user's order `orderId` as its owner reads it (image URLs on `origin`); undefined when it is not theirs or does not exist. */
export async function readOrder(exec: Pick<Client, 'execute'>, userId: number, orderId: number, origin: string): Promise<Order | undefined> {
  const row = await queryOne(exec, 'SELECT * FROM orders WHERE id = ? AND user_id = ?', [orderId, userId]);
  if (!row) return undefined;
  const lineRows = await queryAll(exec, 'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position', [orderId]);
  const shipmentRows = await queryAll(exec, 'SELECT * FROM order_shipments WHERE order_id = ? ORDER BY position', [orderId]);
  const eventRows = await queryAll(exec, 'SELECT at, kind, text FROM order_events WHERE order_id = ? ORDER BY id', [orderId]);
  const lines = lineRows.map((line) => {
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
      release_month: line.release_month === null ? null : String(line.release_month),
      unit_price: { amount: Number(line.unit_price), currency: line.currency as FigureCurrency },
      unit_price_jpy: Number(line.unit_price_jpy),
      total_jpy: Number(line.total_jpy),
      status: line.status as OrderStatus,
      shipment: Number(line.shipment),
    };
  });
  return {
    id: Number(row.id),
    number: String(row.number),
    created_at: String(row.created_at),
    status: orderStatusOf(lines.map((line) => line.status)),
    lines,
    shipments: shipmentRows.map((s) => ({
      kind: s.kind as OrderShipment['kind'],
      release_month: s.release_month === null ? null : String(s.release_month),
      method: s.method as DeliveryMethod,
      weight_g: Number(s.weight_g),
      shipping_jpy: Number(s.shipping_jpy),
      days_min: Number(s.days_min),
      days_max: Number(s.days_max),
      charged_now: Number(s.charged_now) === 1,
    })),
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
    payment: paymentOf(paymentFacts(row, lines.map((line) => [line.kind, line.status] as const))),
    events: eventRows.map((event) => ({ at: String(event.at), kind: String(event.kind), text: String(event.text) })),
  };
}

/** One page (from 1) of the user's orders, newest first, and how many there are. */
export async function listOrders(exec: Pick<Client, 'execute'>, userId: number, page: number, pageSize: number): Promise<{ count: number; results: OrderSummary[] }> {
  const count = Number((await queryOne(exec, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', [userId]))?.n ?? 0);
  const rows = await queryAll(
    exec,
    `SELECT o.*, (SELECT json_group_array(json_array(l.kind, l.status)) FROM order_lines l WHERE l.order_id = o.id) AS line_states,
       (SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id = o.id) AS item_count
     FROM orders o WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  const results = rows.map((row): OrderSummary => {
    const lines = JSON.parse(String(row.line_states)) as Array<[LineKind, OrderStatus]>;
    return {
      id: Number(row.id),
      number: String(row.number),
      created_at: String(row.created_at),
      status: orderStatusOf(lines.map(([, status]) => status)),
      item_count: Number(row.item_count),
      total_jpy: Number(row.total_jpy),
      payment_state: paymentOf(paymentFacts(row, lines)).state,
    };
  });
  return { count, results };
}

/**
 * Moves each in-stock (`buy`) line of the order that the state table (canMoveOrderLine) lets go
 * to `to`, with an UPDATE conditional on the status read, so a line never moves twice. Pre-order
 * lines are left as they are (payment and expiry concern what is due now). Resolves the lines
 * moved: their figure (null if deleted) and quantity.
 */
export async function moveBuyLines(exec: Pick<Client, 'execute'>, orderId: number, to: OrderStatus): Promise<Array<{ figureId: number | null; quantity: number }>> {
  const lines = await queryAll(exec, "SELECT position, status, figure_id, quantity FROM order_lines WHERE order_id = ? AND kind = 'buy'", [orderId]);
  const moved: Array<{ figureId: number | null; quantity: number }> = [];
  for (const line of lines) {
    const from = line.status as OrderStatus;
    if (!canMoveOrderLine(from, to)) continue;
    const changed = await run(exec, 'UPDATE order_lines SET status = ? WHERE order_id = ? AND position = ? AND status = ?', [to, orderId, Number(line.position), from]);
    if (changed === 1) moved.push({ figureId: line.figure_id === null ? null : Number(line.figure_id), quantity: Number(line.quantity) });
  }
  return moved;
}
