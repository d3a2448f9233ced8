/**
 * Demo orders (docs/product-rules.md §Demo 5, §Orders): the seeded collector has an address, one
 * paid order of an in-stock figure and one order holding a reserved pre-order, each made as a
 * collector makes one: the cart's own writer, the checkout's quote, placeOrder (the same
 * transaction, stock and allocation as POST /api/orders/), then, for the first, the payment
 * webhook's markInvoicePaid. Their notifications are marked read (they are history, and the
 * seeded unread count stays as the other seed steps make it).
 */
import type { Client } from '@libsql/client';
import type { FigureCurrency, FigureStatus } from '../../shared/api/catalogue';
import { utcToday } from '../../shared/api/cart';
import type { DeliveryMethod } from '../../shared/api/shipping';
import { findUserByEmail } from '../accounts/users';
import { removeCartLine, writeCartLines } from '../cart/repository';
import { checkAddress } from '../checkout/address-rules';
import { createAddress } from '../checkout/addresses-repository';
import { quoteCheckout, settlementRate } from '../checkout/quote';
import { loadEcbDaily } from '../rates/ecb';
import { queryOne, run } from '../storage/db';
import type { SeedStep } from '../storage/seed';
import { markInvoicePaid } from './payment';
import { placeOrder } from './place';

const HOUR_MS = 3_600_000;
const DEMO_COLLECTOR = 'collector@figureshop.test';
/** The collector's address (San Francisco City Hall: a real address and number the checks accept). */
const DEMO_ADDRESS = { full_name: 'Demo Collector', line1: '1 Dr Carlton B Goodlett Pl', line2: '', city: 'San Francisco', region: 'CA', postcode: '94102', country: 'US', phone: '+1 415 554 4000' };
const DEMO_METHOD: DeliveryMethod = 'ems';

/** The most popular non-adult figure sold as `status` (in stock with units, or an open pre-order with allocation) on `today`. */
async function demoFigure(db: Client, status: 'in_stock' | 'preorder', today: string) {
  const row = await queryOne(
    db,
    `SELECT id, price, currency, status FROM figures WHERE adult = 0 AND status = ?
       AND (CASE status WHEN 'in_stock' THEN stock >= 1 ELSE allocation >= 1 AND preorder_closes_at >= ? END)
     ORDER BY popularity DESC, id LIMIT 1`,
    [status, today],
  );
  return row && { id: Number(row.id), price: { amount: Number(row.price), currency: row.currency as FigureCurrency }, status: row.status as FigureStatus };
}

/**
 * Places one unit of `figure` for `userId` at `atMs`: the line goes into the (empty) cart as the cart
 * route writes it, the review is the quote, and placeOrder places it. Resolves the order id, or
 * undefined when the quote refuses.
 */
async function placeDemoOrder(db: Client, userId: number, addressId: number, figure: NonNullable<Awaited<ReturnType<typeof demoFigure>>>, atMs: number, key: string) {
  const at = new Date(atMs).toISOString();
  await writeCartLines(db, userId, [{ figureId: figure.id, quantity: 1, added_price: figure.price, added_status: figure.status, added_at: at }]);
  const rate = settlementRate(await loadEcbDaily());
  const request = { address_id: addressId, method: DEMO_METHOD, ship_together: false };
  const quoted = await quoteCheckout(db, { rate, today: utcToday(new Date(atMs)) }, userId, request);
  if (!quoted.ok) {
    await removeCartLine(db, userId, figure.id);
    return undefined;
  }
  const lines = quoted.lines.map(({ line }) => ({ slug: line.slug, quantity: line.quantity, unit_price_jpy: line.unit_price_jpy }));
  const expected = { lines, total_jpy: quoted.quote.totals.total_jpy, due_now_jpy: quoted.quote.totals.due_now_jpy };
  const placed = await placeOrder(db, { rate, nowMs: atMs, origin: '', mail: null }, userId, key, { ...request, expected });
  return { invoiceId: placed.order.invoices[0]?.id ?? null, dueNowJpy: quoted.quote.totals.due_now_jpy };
}

/**
 * The seed step: on a catalogue with an in-stock figure and an open pre-order, the collector gets the
 * two orders (placed two days and one day before `nowIso`; the first paid an hour after it was
 * placed). Nothing when the collector is missing or already has a cart or orders (an older
 * database's collector keeps what they had), or the catalogue is empty (most unit tests).
 */
export const demoOrdersSeedStep: SeedStep = {
  name: 'demo-orders',
  apply: async (db, nowIso) => {
    const user = await findUserByEmail(db, DEMO_COLLECTOR);
    if (!user) return;
    const busy = await queryOne(db, 'SELECT (SELECT COUNT(*) FROM cart_lines WHERE user_id = ?) + (SELECT COUNT(*) FROM orders WHERE user_id = ?) AS n', [user.id, user.id]);
    if (Number(busy?.n ?? 0) > 0) return;
    const nowMs = Date.parse(nowIso);
    const today = utcToday(new Date(nowMs));
    const inStock = await demoFigure(db, 'in_stock', today);
    const preorder = await demoFigure(db, 'preorder', today);
    if (!inStock && !preorder) return;
    const checked = checkAddress(DEMO_ADDRESS);
    if (!checked.ok) throw new Error(`the demo address is refused: ${JSON.stringify(checked.errors)}`);
    const address = await createAddress(db, user.id, checked.fields, true, new Date(nowMs - 3 * 24 * HOUR_MS).toISOString());
    if (address === 'full') return;
    if (inStock) {
      const placedAt = nowMs - 48 * HOUR_MS;
      const placed = await placeDemoOrder(db, user.id, address.id, inStock, placedAt, 'demo-seed-paid');
      if (placed?.invoiceId) await markInvoicePaid(db, placed.invoiceId, { amountJpy: placed.dueNowJpy, at: new Date(placedAt + HOUR_MS).toISOString(), sessionId: 'demo-seed' }, null);
    }
    if (preorder) await placeDemoOrder(db, user.id, address.id, preorder, nowMs - 24 * HOUR_MS, 'demo-seed-preorder');
    await run(db, "UPDATE notifications SET read_at = created_at WHERE user_id = ? AND kind = 'order' AND read_at IS NULL", [user.id]);
  },
};
