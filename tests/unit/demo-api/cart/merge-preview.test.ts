import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_MAX_LINES, catalogueErrorCodes, catalogueMessages, drfMessages } from '@shared/api';
import { MODERATOR, json, login } from '../helpers';
import { cartCalls, cartHarness, cartOf, entry, mergeOf, type CartHarness } from './support';

// The device cart (docs/product-rules.md §Cart 3–5): merged into the account's at sign-in, and
// priced for an anonymous visitor, on a real server and SQLite file.

let h: CartHarness;
let cart: ReturnType<typeof cartCalls>;
beforeEach(async () => {
  h = await cartHarness();
  cart = cartCalls(h);
}, 30_000);
afterEach(async () => {
  await h.close();
});

const preview = (lines: unknown, token?: string) => json(h.server.app, 'POST', '/api/cart/preview/', { lines }, token);
const showNsfw = async (token: string) => expect((await json(h.server.app, 'PATCH', '/api/account/preferences/content/', { show_nsfw: true }, token)).statusCode).toBe(200);

describe('POST /api/account/cart/merge/', { timeout: 30_000 }, () => {
  it('adds the device quantities, caps at each limit, keeps unbuyable lines and the earlier added price, lists unknown and capped slugs', async () => {
    const [both, capped, soldOut, fresh] = await h.figures(4);
    await h.stage(capped, { max_per_order: 3 });
    cartOf(await cart.add(both, 1), 201); // on the server since 2026-04-13T09:00Z at 10,000 JPY
    await h.stage(soldOut, { status: 'sold_out', stock: null, max_per_order: 2 });
    await h.stage(both, { price: 9_000 });
    const merged = mergeOf(
      await cart.merge([
        entry(both, 2, '2026-04-10T00:00:00+09:00', 12_000), // seen earlier on the device, at 12,000
        entry(capped, 5, '2026-04-11T00:00:00.000Z'),
        entry(soldOut, 4, '2026-04-12T00:00:00.000Z'),
        entry(fresh, 1, '2026-04-12T06:00:00.000Z'),
        entry('no-such-figure', 1),
      ]),
    );
    const bySlug = new Map(merged.lines.map((line) => [line.figure.slug, line]));
    expect(new Set(bySlug.keys())).toEqual(new Set([both, capped, soldOut, fresh])); // nothing known is lost
    expect(bySlug.get(both)).toMatchObject({ quantity: 3, added_at: '2026-04-09T15:00:00.000Z', added_price: { amount: 12_000 }, notices: [{ kind: 'price_dropped', was: { amount: 12_000 } }] });
    expect(bySlug.get(capped)).toMatchObject({ quantity: 3, max_quantity: 3 });
    expect(bySlug.get(soldOut)).toMatchObject({ quantity: 2, max_quantity: 0, notices: [{ kind: 'unavailable', status: 'sold_out' }] });
    expect(bySlug.get(fresh)).toMatchObject({ quantity: 1, added_at: '2026-04-12T06:00:00.000Z' });
    expect(merged.unknown).toEqual(['no-such-figure']);
    expect(new Set(merged.capped)).toEqual(new Set([capped, soldOut]));
    expect(merged.lines.map((line) => line.figure.slug)).toEqual([fresh, soldOut, capped, both]); // newest first
    expect(cartOf(await cart.get()).lines).toEqual(merged.lines); // stored
  });

  it('keeps the server line\'s added price and time when it was added first; a device time in the future counts as now', async () => {
    const [a, b] = await h.figures(2);
    cartOf(await cart.add(a, 1), 201);
    const merged = mergeOf(await cart.merge([entry(a, 1, '2026-04-13T10:00:00.000Z', 1), entry(b, 1, '2099-01-01T00:00:00.000Z')]));
    expect(merged.lines.find((line) => line.figure.slug === a)).toMatchObject({ quantity: 2, added_at: '2026-04-13T09:00:00.000Z', added_price: { amount: 10_000 }, notices: [] });
    expect(merged.lines.find((line) => line.figure.slug === b)!.added_at).toBe('2026-04-13T09:00:00.000Z');
  });

  it(`never passes ${CART_MAX_LINES} lines: the newest device lines are taken, the rest listed in capped and left out`, async () => {
    const slugs = await h.figures(CART_MAX_LINES + 2);
    for (const slug of slugs.slice(0, CART_MAX_LINES - 1)) cartOf(await cart.add(slug, 1), 201);
    const [older, newest, middle] = slugs.slice(CART_MAX_LINES - 1);
    const merged = mergeOf(await cart.merge([entry(older!, 1, '2026-04-01T00:00:00.000Z'), entry(newest!, 1, '2026-04-12T00:00:00.000Z'), entry(middle!, 1, '2026-04-05T00:00:00.000Z'), entry(slugs[0]!, 1)]));
    expect(merged.lines).toHaveLength(CART_MAX_LINES);
    const held = new Set(merged.lines.map((line) => line.figure.slug));
    expect(held.has(newest!)).toBe(true);
    expect([held.has(older!), held.has(middle!)]).toEqual([false, false]);
    expect(new Set(merged.capped)).toEqual(new Set([older, middle]));
    expect(merged.lines.find((line) => line.figure.slug === slugs[0])!.quantity).toBe(2); // a line already there still grows
  });

  it('an adult figure while show_nsfw is off: 403 adult_hidden and nothing merged', async () => {
    const [a] = await h.figures(1);
    const adult = await h.adultFigure();
    const res = await cart.merge([entry(a, 1), entry(adult, 1)]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: catalogueMessages.adultHidden, code: catalogueErrorCodes.adultHidden });
    expect(cartOf(await cart.get()).lines).toEqual([]);
    await showNsfw(h.token);
    expect(mergeOf(await cart.merge([entry(a, 1), entry(adult, 1)])).lines).toHaveLength(2);
  });

  it('bad input is a 400 in DRF shape and merges nothing', async () => {
    const [a] = await h.figures(1);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      ['lines', { lines: ['Expected a list of items.'] }],
      [undefined, { lines: [drfMessages.required] }],
      [Array.from({ length: CART_MAX_LINES + 1 }, () => entry(a, 1)), { lines: [`Ensure this field has no more than ${CART_MAX_LINES} elements.`] }],
      [[{ ...entry(a, 1), quantity: 0 }], { 'lines.0.quantity': [drfMessages.minValue(1)] }],
    ];
    for (const [lines, body] of cases) {
      const res = await cart.merge(lines);
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(res.json()).toEqual(body);
    }
    expect(cartOf(await cart.get()).lines).toEqual([]);
  });
});

describe('POST /api/cart/preview/', { timeout: 30_000 }, () => {
  it('prices a device cart without an account: unknown slugs dropped and listed, price changes and limits said', async () => {
    const [cheaper, over] = await h.figures(2);
    await h.stage(cheaper, { price: 9_500 }); // a moderator's change, made directly
    await h.stage(over, { stock: 2 });
    const priced = cartOf(await preview([entry(cheaper, 1, '2026-04-12T00:00:00.000Z'), entry('gone-figure-999', 2), entry(over, 3, '2026-04-11T00:00:00.000Z')]));
    expect(priced.unknown).toEqual(['gone-figure-999']);
    expect(priced.lines.map((line) => [line.figure.slug, line.quantity, line.notices])).toEqual([
      [cheaper, 1, [{ kind: 'price_dropped', was: { amount: 10_000, currency: 'JPY' } }]],
      [over, 3, [{ kind: 'quantity_lowered', max: 2 }]],
    ]);
    expect(priced).toMatchObject({ item_count: 4, subtotals: [{ amount: 29_500, currency: 'JPY' }], ready: false });
    expect(cartOf(await cart.get()).lines).toEqual([]); // a preview stores nothing
  });

  it('a price changed by the moderation route shows as dropped', async () => {
    const [a] = await h.figures(1);
    const moderator = (await login(h.server.app, MODERATOR)).access_token;
    expect((await json(h.server.app, 'PATCH', `/api/moderation/figures/${a}/`, { price: 8_000 }, moderator)).statusCode).toBe(200);
    expect(cartOf(await preview([entry(a, 1)])).lines[0]!.notices).toEqual([{ kind: 'price_dropped', was: { amount: 10_000, currency: 'JPY' } }]);
  });

  it('adult figures: kept for an anonymous visitor, left out for a signed-in user whose show_nsfw is off', async () => {
    const [a] = await h.figures(1);
    const adult = await h.adultFigure();
    const lines = [entry(a, 1), entry(adult, 1)];
    expect(cartOf(await preview(lines)).lines.map((line) => line.figure.slug).sort()).toEqual([a, adult].sort());
    expect(cartOf(await preview(lines, h.token)).lines.map((line) => line.figure.slug)).toEqual([a]);
    await showNsfw(h.token);
    expect(cartOf(await preview(lines, h.token)).lines).toHaveLength(2);
    expect((await preview(lines, 'not-a-token')).statusCode).toBe(401); // a bad token is refused, as on the catalogue
  });

  it('bad input is a 400 in DRF shape', async () => {
    const res = await preview([{ slug: 'x', quantity: 1.5 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ 'lines.0.quantity': [drfMessages.notInteger], 'lines.0.added_at': [expect.any(String)] });
  });
});

describe('POST /api/cart/preview/ throttling', { timeout: 30_000 }, () => {
  it('answers 429 with Retry-After after 300 calls a minute from one address', async () => {
    await h.close();
    h = await cartHarness(0, { authLimits: { throttledAnswerDelayMs: 0 } });
    for (let i = 0; i < 300; i += 1) expect((await preview([])).statusCode).toBe(200);
    const res = await preview([]);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json()).toMatchObject({ code: 'throttled' });
  }, 30_000);
});
