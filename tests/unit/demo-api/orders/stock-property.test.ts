import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../../../src/demo-api/orders/expiry';
import { markInvoicePaid } from '../../../../src/demo-api/orders/payment';
import { returnUnits, takeUnits } from '../../../../src/demo-api/orders/stock';
import { cartCalls } from '../cart/support';
import { DAY_MS, orderHarness, orderOf, type OrderHarness } from './support';

// No unit is lost or sold twice (docs/product-rules.md §Orders 1–2): whatever collectors place, pay
// and let expire, a figure's stock plus the units its live in-stock lines hold is what it started with.

const STOCK = 5;
let h: OrderHarness;
let tokens: string[];
let clock = Date.parse('2026-04-13T09:00:00Z');
let keys = 0;

beforeAll(async () => {
  h = await orderHarness(60, { accessTokenTtlSeconds: 365 * 24 * 3600, orderExpiryIntervalMs: 0 });
  tokens = [h.token, await h.newCollector('stock'), await h.newCollector('stock')];
}, 60_000);
afterAll(async () => {
  await h.close();
});

/** Units of `figureId` held by in-stock order lines that are not cancelled. */
async function held(figureId: number): Promise<number> {
  const sql = "SELECT COALESCE(SUM(quantity), 0) AS n FROM order_lines WHERE figure_id = ? AND kind = 'buy' AND status <> 'cancelled'";
  return Number((await h.db.execute({ sql, args: [figureId] })).rows[0]!.n);
}

const step = fc.oneof(
  fc.record({ op: fc.constant('place' as const), user: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('expire' as const), days: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ op: fc.constant('pay' as const), pick: fc.nat() }),
);

describe('units held by orders', () => {
  it('property: stock + units of in-stock lines not cancelled = the stock before any order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 8 }), async (steps) => {
        const [slug] = await h.figures(1, { stock: STOCK, max_per_order: 3 });
        const figureId = Number((await h.db.execute({ sql: 'SELECT id FROM figures WHERE slug = ?', args: [slug!] })).rows[0]!.id);
        // Units this figure's lines held before the run (the seeded demo orders may hold one).
        const heldBefore = await held(figureId);
        const placed: Array<{ id: number; due: number }> = [];
        for (const s of steps) {
          if (s.op === 'place') {
            const token = tokens[s.user]!;
            await h.db.execute('DELETE FROM cart_lines');
            const added = await cartCalls(h, token).add(slug, s.quantity);
            if (added.statusCode === 400) continue; // fewer units left than asked: the cart refuses
            const order = orderOf(await h.place((await h.review(token)).request, `stock-${(keys += 1)}`, token));
            placed.push({ id: order.invoices[0]!.id, due: order.totals.due_now_jpy });
          } else if (s.op === 'expire') {
            clock += s.days * DAY_MS;
            h.server.advance(s.days * DAY_MS);
            await expireUnpaidOrders(h.db, clock, { appOrigin: '' });
          } else if (placed.length > 0) {
            const { id, due } = placed[s.pick % placed.length]!;
            await markInvoicePaid(h.db, id, { amountJpy: due, at: new Date(clock).toISOString(), sessionId: `cs_${id}` }, null);
          }
          const stock = (await h.units(slug!)).stock!;
          expect(stock).toBeGreaterThanOrEqual(0);
          expect(stock + (await held(figureId)) - heldBefore).toBe(STOCK);
        }
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});

describe('taking and giving back units', () => {
  it('never takes more than is left, nor from a figure no longer sold that way; gives back only to a figure still in stock', async () => {
    const [buy] = await h.figures(1, { stock: 2 });
    const [pre] = await h.figures(1, { status: 'preorder', stock: null, allocation: 1, preorder_closes_at: '2026-06-30' });
    const idOf = async (slug: string) => Number((await h.db.execute({ sql: 'SELECT id FROM figures WHERE slug = ?', args: [slug] })).rows[0]!.id);
    const [buyId, preId] = [await idOf(buy!), await idOf(pre!)];
    expect(await takeUnits(h.db, buyId, 'buy', 3)).toBe(false);
    expect(await takeUnits(h.db, buyId, 'preorder', 1)).toBe(false); // in stock: it has no allocation to take from
    expect(await h.units(buy!)).toEqual({ stock: 2, allocation: null });
    expect(await takeUnits(h.db, buyId, 'buy', 2)).toBe(true);
    expect(await h.units(buy!)).toEqual({ stock: 0, allocation: null });
    expect(await takeUnits(h.db, preId, 'preorder', 2)).toBe(false);
    expect(await takeUnits(h.db, preId, 'preorder', 1)).toBe(true);
    expect(await h.units(pre!)).toEqual({ stock: null, allocation: 0 });
    await h.stage(buy!, { status: 'sold_out', stock: null });
    expect(await returnUnits(h.db, buyId, 2)).toBeNull(); // a moderator marked it sold out: it keeps no stock count
    expect(await h.units(buy!)).toEqual({ stock: null, allocation: null });
  });
});
