import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_MAX_LINES, catalogueErrorCodes, catalogueMessages, cartMessages, drfMessages } from '@shared/api';
import { COLLECTOR, MODERATOR, json, login, registerAccount } from '../helpers';
import { TODAY, cartCalls, cartHarness, cartOf, type CartHarness } from './support';

// The signed-in user's cart (docs/product-rules.md §Cart 1, 2, 4–6) on a real server and SQLite file.

let h: CartHarness;
let cart: ReturnType<typeof cartCalls>;
beforeEach(async () => {
  h = await cartHarness();
  cart = cartCalls(h);
}, 30_000);
afterEach(async () => {
  await h.close();
});

/** The 400 body of a refused call, and the cart unchanged by it. */
async function refused(call: Promise<{ statusCode: number; json: () => unknown; body: string }>, body: unknown): Promise<void> {
  const before = cartOf(await cart.get());
  const res = await call;
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual(body);
  expect(cartOf(await cart.get())).toEqual(before);
}

describe('the account cart', { timeout: 30_000 }, () => {
  it('needs a signed-in user', async () => {
    const anonymous = cartCalls(h, '');
    for (const res of [await anonymous.get(), await anonymous.add('x', 1), await anonymous.set('x', 1), await anonymous.remove('x'), await anonymous.merge([])]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('adds (201 new line, 200 grown), answers the whole priced cart newest first, sets and removes', async () => {
    const [a, b] = await h.figures(2);
    expect(cartOf(await cart.get())).toEqual({ lines: [], item_count: 0, subtotals: [], ready: false, unknown: [] });
    const first = cartOf(await cart.add(a, 2), 201);
    expect(first.lines).toMatchObject([{ figure: { slug: a, price: { amount: 10_000, currency: 'JPY' } }, quantity: 2, max_quantity: 5, notices: [], added_status: 'in_stock' }]);
    expect(first.lines[0]!.added_price).toEqual({ amount: 10_000, currency: 'JPY' });
    expect(first.lines[0]!.added_at).toBe('2026-04-13T09:00:00.000Z');
    h.server.advance(1000);
    cartOf(await cart.add(b, 1), 201);
    const grown = cartOf(await cart.add(a, 1), 200);
    expect(grown.lines.map((line) => [line.figure.slug, line.quantity])).toEqual([[b, 1], [a, 3]]);
    expect(grown.lines[1]!.added_at).toBe('2026-04-13T09:00:00.000Z'); // growing a line keeps when it was first added
    expect(grown).toMatchObject({ item_count: 4, subtotals: [{ amount: 40_000, currency: 'JPY' }], ready: true, unknown: [] });

    expect(cartOf(await cart.set(a, 5)).lines[1]!.quantity).toBe(5);
    expect((await cart.remove(a)).statusCode).toBe(204);
    expect((await cart.remove(a)).statusCode).toBe(204); // gone already: the same end state
    expect(cartOf(await cart.get()).lines.map((line) => line.figure.slug)).toEqual([b]);
  });

  it('bad quantities are a 400 with DRF messages and change nothing', async () => {
    const [a] = await h.figures(1);
    cartOf(await cart.add(a, 1), 201);
    const cases: Array<[unknown, string]> = [
      [0, drfMessages.minValue(1)],
      [-1, drfMessages.minValue(1)],
      [1e9, cartMessages.quantityTooLarge(99)],
      ['two', drfMessages.notInteger],
      [1.5, drfMessages.notInteger],
      [undefined, drfMessages.required],
      [null, drfMessages.null],
    ];
    for (const [quantity, message] of cases) {
      await refused(cart.add(a, quantity), { quantity: [message] });
      await refused(cart.set(a, quantity), { quantity: [message] });
    }
  });

  it('unknown figure: 404 (a malformed path slug too); a malformed body slug is a 400 field error, as the wishlist', async () => {
    const notFound = { detail: 'Not found.' };
    for (const res of [await cart.add('no-such-figure', 1), await cart.set('no-such-figure', 1), await cart.remove('no-such-figure'), await cart.remove('Not%20A%20Slug')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    await refused(cart.add('Not A Slug', 1), { slug: ['Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.'] });
  });

  it('an adult figure while show_nsfw is off: 403 adult_hidden and nothing added; with it on, added; turned off again, the line stays listed and can only be removed', async () => {
    const adult = await h.adultFigure();
    const hidden = { detail: catalogueMessages.adultHidden, code: catalogueErrorCodes.adultHidden };
    const showNsfw = async (on: boolean) => expect((await json(h.server.app, 'PATCH', '/api/account/preferences/content/', { show_nsfw: on }, h.token)).statusCode).toBe(200);
    const res = await cart.add(adult, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(hidden);
    expect(cartOf(await cart.get()).lines).toEqual([]);
    await showNsfw(true);
    cartOf(await cart.add(adult, 1), 201);
    await showNsfw(false);
    expect(cartOf(await cart.get()).lines.map((line) => line.figure.slug)).toEqual([adult]);
    const set = await cart.set(adult, 2);
    expect([set.statusCode, set.json()]).toEqual([403, hidden]);
    expect((await cart.remove(adult)).statusCode).toBe(204);
    expect(cartOf(await cart.get()).lines).toEqual([]);
  });

  it('past the limit: a 400 naming the smallest of max_per_order, stock and allocation, nothing changed', async () => {
    const [limited, tied, lowStock, preorder] = await h.figures(4);
    await h.stage(limited, { max_per_order: 2, stock: 20 });
    await h.stage(tied, { max_per_order: 3, stock: 3 });
    await h.stage(lowStock, { max_per_order: 10, stock: 3 });
    await h.stage(preorder, { status: 'preorder', stock: null, allocation: 3, preorder_closes_at: '2026-06-30', max_per_order: 10 });
    await refused(cart.add(limited, 3), { quantity: [cartMessages.overLimit(2)] });
    cartOf(await cart.add(limited, 2), 201);
    await refused(cart.add(limited, 1), { quantity: [cartMessages.overLimit(2)] }); // the line's new total counts
    await refused(cart.set(limited, 3), { quantity: [cartMessages.overLimit(2)] });
    await refused(cart.add(tied, 4), { quantity: [cartMessages.overLimit(3)] }); // max_per_order first when tied
    await refused(cart.add(lowStock, 4), { quantity: [cartMessages.overStock(3)] });
    await refused(cart.add(preorder, 4), { quantity: [cartMessages.overAllocation(3)] });
    expect(cartOf(await cart.add(preorder, 3), 201).lines[0]).toMatchObject({ added_status: 'preorder', max_quantity: 3 });
  });

  it('a figure that cannot be bought is a 400 on slug: sold out, released, no stock, allocation used up, pre-order closed', async () => {
    const [soldOut, released, empty, usedUp, closed, closesToday] = await h.figures(6);
    await h.stage(soldOut, { status: 'sold_out', stock: null });
    await h.stage(released, { status: 'released', stock: null });
    await h.stage(empty, { stock: 0 });
    await h.stage(usedUp, { status: 'preorder', stock: null, allocation: 0, preorder_closes_at: '2026-06-30' });
    await h.stage(closed, { status: 'preorder', stock: null, allocation: 50, preorder_closes_at: '2026-04-12' }); // yesterday, status still preorder
    await h.stage(closesToday, { status: 'preorder', stock: null, allocation: 50, preorder_closes_at: TODAY });
    for (const slug of [soldOut, released, empty, usedUp, closed]) await refused(cart.add(slug, 1), { slug: [cartMessages.notBuyable] });
    // Open until the end of its closing day (UTC): buyable today, not buyable tomorrow.
    cartOf(await cart.add(closesToday, 2), 201);
    h.server.advance(15 * 3600 * 1000); // 2026-04-14T00:00Z
    cart = cartCalls(h, (await login(h.server.app, COLLECTOR)).access_token); // the first token has expired by then
    const tomorrow = cartOf(await cart.get());
    expect(tomorrow.lines[0]).toMatchObject({ max_quantity: 0, notices: [{ kind: 'unavailable', status: 'preorder' }] });
    expect(tomorrow).toMatchObject({ item_count: 2, subtotals: [], ready: false });
    await refused(cart.set(closesToday, 1), { slug: [cartMessages.notBuyable] });
  });

  it(`holds at most ${CART_MAX_LINES} different figures: the next new one is a 400, a line already there still grows`, async () => {
    const slugs = await h.figures(CART_MAX_LINES + 1);
    for (const slug of slugs.slice(0, CART_MAX_LINES)) cartOf(await cart.add(slug, 1), 201);
    await refused(cart.add(slugs[CART_MAX_LINES], 1), { slug: [cartMessages.full] });
    cartOf(await cart.add(slugs[0], 1), 200);
  });

  it('PATCH of a figure not in the cart: 404 with the cart message, nothing added', async () => {
    const [a] = await h.figures(1);
    const res = await cart.set(a, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: cartMessages.notInCart });
    expect(cartOf(await cart.get()).lines).toEqual([]);
  });

  it('says what changed since a line was added: price dropped or rose, fewer left, sold out', async () => {
    const [dropped, rose, fewer, gone] = await h.figures(4);
    for (const slug of [dropped, rose, fewer, gone]) cartOf(await cart.add(slug, 3), 201);
    await h.stage(dropped, { price: 8_000 });
    await h.stage(rose, { price: 12_000 });
    await h.stage(fewer, { stock: 2 });
    await h.stage(gone, { status: 'sold_out', stock: null });
    const now = cartOf(await cart.get());
    const bySlug = new Map(now.lines.map((line) => [line.figure.slug, line]));
    const was = { amount: 10_000, currency: 'JPY' };
    expect(bySlug.get(dropped)).toMatchObject({ notices: [{ kind: 'price_dropped', was }], max_quantity: 5 });
    expect(bySlug.get(rose)).toMatchObject({ notices: [{ kind: 'price_rose', was }] });
    expect(bySlug.get(fewer)).toMatchObject({ notices: [{ kind: 'quantity_lowered', max: 2 }], max_quantity: 2, quantity: 3 });
    expect(bySlug.get(gone)).toMatchObject({ notices: [{ kind: 'unavailable', status: 'sold_out' }], max_quantity: 0 });
    // Subtotal: 3 × 8,000 + 3 × 12,000 + 2 (lowered) × 10,000; the sold-out line counts nothing.
    expect(now).toMatchObject({ item_count: 12, subtotals: [{ amount: 80_000, currency: 'JPY' }], ready: false });
  });

  it('subtotals per currency, summed in minor units: 3 × 1,299 CNY is exactly 3,897', async () => {
    const [yuan, yen] = await h.figures(2);
    await h.stage(yuan, { price: 1_299, currency: 'CNY' });
    cartOf(await cart.add(yuan, 3), 201);
    expect(cartOf(await cart.get()).subtotals).toEqual([{ amount: 3_897, currency: 'CNY' }]);
    const both = cartOf(await cart.add(yen, 2), 201);
    expect(both.subtotals).toEqual([{ amount: 20_000, currency: 'JPY' }, { amount: 3_897, currency: 'CNY' }]);
  });

  it('each user sees and changes only their own cart', async () => {
    const [a, b] = await h.figures(2);
    const moderator = cartCalls(h, (await login(h.server.app, MODERATOR)).access_token);
    cartOf(await cart.add(a, 2), 201);
    cartOf(await moderator.add(b, 1), 201);
    expect(cartOf(await cart.get()).lines.map((line) => line.figure.slug)).toEqual([a]);
    expect(cartOf(await moderator.get()).lines.map((line) => line.figure.slug)).toEqual([b]);
    expect((await moderator.set(a, 1)).statusCode).toBe(404); // not in the moderator's cart
    expect((await moderator.remove(a)).statusCode).toBe(204);
    expect(cartOf(await cart.get()).lines).toMatchObject([{ figure: { slug: a }, quantity: 2 }]);
  });

  it('two adds at once both count: one user\'s calls never overwrite each other', async () => {
    const [a] = await h.figures(1);
    const answers = await Promise.all([cart.add(a, 1), cart.add(a, 1)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(cartOf(await cart.get()).lines[0]!.quantity).toBe(2);
  });

  it('deleting the account deletes its cart', async () => {
    const [a] = await h.figures(1);
    const fan = { email: 'cart.fan@figureshop.test', username: 'cartfan', password: 'a-long-cart-password-7' };
    const tokens = await registerAccount(h.server.app, fan);
    cartOf(await cartCalls(h, tokens.access_token).add(a, 1), 201);
    const userId = Number((await json(h.server.app, 'GET', '/api/account/profile/', undefined, tokens.access_token)).json().id);
    const lines = async () => Number((await h.db.execute({ sql: 'SELECT COUNT(*) AS n FROM cart_lines WHERE user_id = ?', args: [userId] })).rows[0]!.n);
    expect(await lines()).toBe(1);
    const res = await json(h.server.app, 'POST', '/api/account/delete/', { current_password: fan.password, confirmation: fan.email }, tokens.access_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await lines()).toBe(0);
  });

  it('property: any sequence of adds, sets and removes keeps every line between 1 and its limit; a refused call changes nothing', async () => {
    const slugs = await h.figures(3);
    await h.stage(slugs[0]!, { max_per_order: 2, stock: 10 });
    await h.stage(slugs[1]!, { max_per_order: 10, stock: 3 });
    await h.stage(slugs[2]!, { status: 'preorder', stock: null, allocation: 4, preorder_closes_at: '2026-06-30', max_per_order: 10 });
    const limits = new Map([[slugs[0], 2], [slugs[1], 3], [slugs[2], 4]]);
    const step = fc.record({ op: fc.constantFrom('add', 'set', 'remove'), slug: fc.constantFrom(...slugs), quantity: fc.integer({ min: -2, max: 6 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        await h.db.execute('DELETE FROM cart_lines');
        for (const { op, slug, quantity } of steps) {
          const before = cartOf(await cart.get());
          const res = op === 'add' ? await cart.add(slug, quantity) : op === 'set' ? await cart.set(slug, quantity) : await cart.remove(slug);
          const after = cartOf(await cart.get());
          if (res.statusCode >= 400) expect(after).toEqual(before);
          for (const line of after.lines) {
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(limits.get(line.figure.slug)!);
            expect(line.max_quantity).toBe(limits.get(line.figure.slug));
          }
        }
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
