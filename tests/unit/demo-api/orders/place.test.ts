import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, checkoutMessages, figuresListResponseSchema, notificationsListResponseSchema, orderListSchema, orderMessages, type Order, type PlaceOrderRequest, moderationPaths } from '@shared/api';
import { MODERATOR, json, login, registerAccount } from '../helpers';
import { cartCalls } from '../cart/support';
import { BERLIN, PREORDER, changedOf, orderHarness, orderOf, type OrderHarness } from './support';

// Placing and reading orders (docs/product-rules.md §Orders 1–4) on a real server and SQLite file.

let h: OrderHarness;
let cart: ReturnType<typeof cartCalls>;
let moderatorToken: string;
beforeAll(async () => {
  h = await orderHarness();
  cart = cartCalls(h);
  moderatorToken = (await login(h.server.app, MODERATOR)).access_token;
}, 60_000);
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.db.execute('DELETE FROM cart_lines');
});

/** A moderator's change of a figure (price in JPY, stock), as the shop makes it. */
async function moderate(slug: string, change: Record<string, unknown>): Promise<void> {
  const res = await json(h.server.app, 'PATCH', moderationPaths.figure(slug), change, moderatorToken);
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /api/orders/', { timeout: 60_000 }, () => {
  it('places the reviewed cart: in-stock lines await payment, pre-orders are reserved, units taken, cart emptied, notification sent', async () => {
    const [buy] = await h.figures(1);
    const [pre] = await h.figures(1, PREORDER);
    await cart.add(buy, 2);
    await cart.add(pre, 3);
    const { quote, request } = await h.review();
    const before = await h.orderCount();
    const res = await h.place(request, 'happy-path-1');
    const order = orderOf(res);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(order.number).toBe(`FS-${String(order.id).padStart(6, '0')}`);
    expect(order.status).toBe('awaiting_payment');
    expect(order.lines.map(({ slug, kind, status, shipment, quantity }) => ({ slug, kind, status, shipment, quantity }))).toEqual([
      { slug: buy, kind: 'buy', status: 'awaiting_payment', shipment: 0, quantity: 2 },
      { slug: pre, kind: 'preorder', status: 'reserved', shipment: 1, quantity: 3 },
    ]);
    expect(order.shipments.map(({ kind, method, charged_now, shipping_jpy, weight_g }) => ({ kind, method, charged_now, shipping_jpy, weight_g }))).toEqual(
      quote.shipments.map(({ kind, charged_now, shipping_jpy, weight_g }) => ({ kind, method: 'ems', charged_now, shipping_jpy, weight_g })),
    );
    for (const shipment of order.shipments) expect(shipment.days_min).toBeLessThanOrEqual(shipment.days_max);
    expect(order.totals).toEqual(quote.totals);
    expect(order.totals.due_now_jpy).toBe(20_000 + order.shipments[0]!.shipping_jpy);
    expect(order.payment).toEqual({ state: 'due', due_at: '2026-04-16T09:00:00.000Z', amount_jpy: order.totals.due_now_jpy, paid_at: null, failure: null, refunded_jpy: 0 });
    expect(order.address).toEqual({ ...BERLIN, line2: '', region: '', phone: '+4930901820' });
    expect(order.rate).toEqual(quote.rate);
    expect(order.events).toEqual([
      { at: '2026-04-13T09:00:00.000Z', kind: 'placed', text: 'Order placed.', params: { dueNowJpy: order.totals.due_now_jpy, dueAt: '2026-04-16T09:00:00.000Z', reserved: 1 } },
    ]);
    // One invoice, for what is charged now: the in-stock lines and their parcel's shipping.
    expect(order.invoices).toEqual([
      { id: expect.any(Number), created_at: '2026-04-13T09:00:00.000Z', due_at: '2026-04-16T09:00:00.000Z', state: 'open', amount_jpy: order.totals.due_now_jpy, paid_at: null, refunded_jpy: 0 },
    ]);
    expect(order.lines.map((line) => [line.position, line.invoice_id])).toEqual([[0, order.invoices[0]!.id], [1, null]]);

    expect(await h.orderCount()).toBe(before + 1);
    expect(await h.units(buy)).toEqual({ stock: 8, allocation: null });
    expect(await h.units(pre)).toEqual({ stock: null, allocation: 7 });
    expect((await cart.get()).json().lines).toEqual([]);
    const notes = notificationsListResponseSchema.parse((await json(h.server.app, 'GET', '/api/notifications/?kind=order', undefined, h.token)).json());
    expect(notes.results[0]).toMatchObject({ kind: 'order', title: `Order ${order.number} placed`, target: { type: 'page', path: `/orders/${order.id}` }, read: false });
    expect(orderOf(await json(h.server.app, 'GET', apiPaths.order(order.id), undefined, h.token), 200)).toEqual(order);
  });

  it('an adult figure is marked adult on the review and on the order (its picture blurs under blur_nsfw); others are not', async () => {
    const [plain] = await h.figures(1);
    const adult = await h.adultFigure();
    expect((await json(h.server.app, 'PATCH', '/api/account/preferences/content/', { show_nsfw: true }, h.token)).statusCode).toBe(200);
    await cart.add(plain, 1);
    await cart.add(adult, 1);
    const { quote, request } = await h.review();
    const flags = (lines: ReadonlyArray<{ slug: string; adult: boolean }>) => Object.fromEntries(lines.map((line) => [line.slug, line.adult]));
    expect(flags(quote.shipments.flatMap((shipment) => shipment.lines))).toEqual({ [plain]: false, [adult]: true });
    const order = orderOf(await h.place(request, 'adult-flag-1'));
    expect(flags(order.lines)).toEqual({ [plain]: false, [adult]: true });
    expect((await json(h.server.app, 'PATCH', '/api/account/preferences/content/', { show_nsfw: false }, h.token)).statusCode).toBe(200);
  });

  it('needs a signed-in user and an Idempotency-Key of 1–255 printable characters; a refused call writes nothing', async () => {
    const [a] = await h.figures(1);
    await cart.add(a, 1);
    const { request } = await h.review();
    const anonymous = await h.place(request, 'anonymous', '');
    expect(anonymous.statusCode).toBe(401);
    const before = await h.orderCount();
    for (const key of [undefined, '', 'has space', 'x'.repeat(256), 'tab\tinside']) {
      const res = await h.place(request, key);
      expect(res.statusCode, String(key)).toBe(400);
      expect(res.json()).toEqual({ detail: orderMessages.idempotencyKeyRequired, code: 'idempotency_key_required' });
    }
    expect(await h.orderCount()).toBe(before);
    expect(await h.units(a)).toEqual({ stock: 10, allocation: null });
    orderOf(await h.place(request, `~${'k'.repeat(254)}`)); // 255 printable characters: accepted
  });

  it("a web origin's browser may send the Idempotency-Key (the CORS preflight allows it)", async () => {
    const preflight = await h.server.app.inject({
      method: 'OPTIONS',
      url: apiPaths.orders,
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toContain('idempotency-key');
  });

  it('the same key and body answer the same order again (once in the database, units taken once); another body is a 422', async () => {
    const [a] = await h.figures(1);
    await cart.add(a, 1);
    const { request } = await h.review();
    const before = await h.orderCount();
    const first = orderOf(await h.place(request, 'retry-me'));
    const again = await h.place({ ...request, expected: { ...request.expected }, ship_together: request.ship_together }, 'retry-me');
    expect(orderOf(again).id).toBe(first.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The same request with its keys in another order and an unknown key: the same request.
    const reordered = JSON.parse(JSON.stringify({ extra: 1, expected: request.expected, ship_together: request.ship_together, method: request.method, address_id: request.address_id }));
    expect(orderOf(await h.place(reordered, 'retry-me')).id).toBe(first.id);
    const other = await h.place({ ...request, method: 'dhl' }, 'retry-me');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: orderMessages.idempotencyKeyReused, code: 'idempotency_key_reused' });
    expect(await h.orderCount()).toBe(before + 1);
    expect(await h.units(a)).toEqual({ stock: 9, allocation: null });
  });

  it('50 concurrent tries with one key make one order, and every answer is that order', async () => {
    const [a] = await h.figures(1);
    await cart.add(a, 1);
    const { request } = await h.review();
    const before = await h.orderCount();
    const answers = await Promise.all(Array.from({ length: 50 }, () => h.place(request, 'double-click')));
    const ids = new Set(answers.map((res) => orderOf(res).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await h.orderCount()).toBe(before + 1);
    expect(await h.units(a)).toEqual({ stock: 9, allocation: null });
  });

  it('a price changed since the review is a 409 with the change and the quote now; nothing is taken and the key stays unused', async () => {
    const [a, b] = await h.figures(2);
    await cart.add(a, 2);
    await cart.add(b, 1);
    const { request } = await h.review();
    await moderate(a, { price: 12_000 });
    const before = await h.orderCount();
    const changed = changedOf(await h.place(request, 'price-moved'));
    expect(changed.detail).toBe(orderMessages.changed);
    expect(changed.changes).toEqual([
      { kind: 'price', slug: a, was: 10_000, now: 12_000 },
      { kind: 'total', was: request.expected.total_jpy, now: request.expected.total_jpy + 4_000 },
    ]);
    expect(changed.quote?.totals.total_jpy).toBe(request.expected.total_jpy + 4_000);
    expect(await h.orderCount()).toBe(before);
    expect(await h.units(a)).toEqual({ stock: 10, allocation: null });
    expect((await cart.get()).json().lines).toHaveLength(2);
    // The collector reviews again; the refused key was not stored, so it may place the new review.
    const { request: again } = await h.review();
    expect(orderOf(await h.place(again, 'price-moved')).lines.find((line) => line.slug === a)?.unit_price_jpy).toBe(12_000);
  });

  it('a line that cannot be bought any more is a 409 `unavailable` (or `quantity` when fewer are left), without a quote, and nothing is taken', async () => {
    const [gone, fewer, kept] = await h.figures(3);
    await cart.add(gone, 1);
    await cart.add(fewer, 3);
    await cart.add(kept, 1);
    const { request } = await h.review();
    await moderate(gone, { stock: 0 });
    await moderate(fewer, { stock: 1 });
    const changed = changedOf(await h.place(request, 'sold-out-meanwhile'));
    expect(changed.changes).toEqual(expect.arrayContaining([{ kind: 'unavailable', slug: gone }, { kind: 'quantity', slug: fewer, was: 3, now: 1 }]));
    expect(changed.changes).toHaveLength(2);
    expect(changed.quote).toBeNull();
    expect(await h.units(kept)).toEqual({ stock: 10, allocation: null });
    expect(await h.units(fewer)).toEqual({ stock: 1, allocation: null });
  });

  it('the last units race: of 6 collectors buying 1 of 3 left at once, exactly 3 get an order and 3 a 409 unavailable', async () => {
    const [last] = await h.figures(1, { stock: 3 });
    const tokens = [h.token, ...(await Promise.all(Array.from({ length: 5 }, () => h.newCollector('racer'))))];
    const requests: PlaceOrderRequest[] = [];
    for (const token of tokens) {
      expect((await cartCalls(h, token).add(last, 1)).statusCode).toBe(201);
      requests.push((await h.review(token)).request);
    }
    const before = await h.orderCount();
    const answers = await Promise.all(tokens.map((token, i) => h.place(requests[i], `race-${i}`, token)));
    const placed = answers.filter((res) => res.statusCode === 201);
    expect(placed).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 201)) expect(changedOf(res).changes).toEqual([{ kind: 'unavailable', slug: last }]);
    expect(await h.units(last)).toEqual({ stock: 0, allocation: null });
    expect(await h.orderCount()).toBe(before + 3);
  });

  it("the quote's own refusals keep their 400 and 404; a repeated figure in the review is a 400; nothing is written", async () => {
    const [a] = await h.figures(1);
    await cart.add(a, 1);
    const { request } = await h.review();
    const before = await h.orderCount();
    const stranger = await h.newCollector('stranger');
    const foreign = await h.place({ ...request, address_id: await h.addressOf(stranger) }, 'foreign-address');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Not found.' });
    const repeated = await h.place({ ...request, expected: { ...request.expected, lines: [...request.expected.lines, request.expected.lines[0]] } }, 'repeated');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ 'expected.lines': ['Each figure may appear only once.'] });
    const bad = await h.place({ ...request, method: 'pigeon' }, 'bad-body');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ method: ['"pigeon" is not a valid choice.'] });
    await h.db.execute('DELETE FROM cart_lines');
    const empty = await h.place(request, 'empty-cart');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: [checkoutMessages.emptyCart] });
    expect(await h.orderCount()).toBe(before);
  });

  it("the catalogue's lists show the stock an order left", async () => {
    const list = async () => figuresListResponseSchema.parse((await json(h.server.app, 'GET', '/api/figures/?ordering=-created')).json()).results;
    const slug = (await list())[0]!.slug;
    await h.stage(slug, { status: 'in_stock', stock: 10, allocation: null, preorder_closes_at: null, max_per_order: 5, price: 10_000, currency: 'JPY' });
    await moderate(slug, { stock: 9 }); // the lists now read what was staged
    expect((await list()).find((card) => card.slug === slug)?.stock).toBe(9);
    await h.order([[slug, 2]], 'catalogue-stock');
    expect((await list()).find((card) => card.slug === slug)?.stock).toBe(7);
  });
});

describe('a placed order', { timeout: 60_000 }, () => {
  it('keeps the address, names and prices it was placed with', async () => {
    const [a] = await h.figures(1);
    const order = await h.order([[a, 1]], 'snapshot');
    const address = await h.addressOf();
    expect((await json(h.server.app, 'PATCH', apiPaths.address(address), { city: 'Potsdam', postcode: '14467' }, h.token)).statusCode).toBe(200);
    await moderate(a, { price: 15_000 });
    expect(orderOf(await json(h.server.app, 'GET', apiPaths.order(order.id), undefined, h.token), 200)).toEqual(order);
    expect((await json(h.server.app, 'PATCH', apiPaths.address(address), { city: BERLIN.city, postcode: BERLIN.postcode }, h.token)).statusCode).toBe(200);
  });

  it('goes with the account that placed it, with its Idempotency-Keys', async () => {
    const [a] = await h.figures(1);
    const password = 'long-order-pass-leaver';
    const { access_token: token } = await registerAccount(h.server.app, { email: 'leaver@figureshop.test', username: 'leaver', password });
    const order = await h.order([[a, 1]], 'leaving', token);
    const rows = async () => (await h.db.execute({ sql: 'SELECT (SELECT COUNT(*) FROM orders WHERE id = ?) + (SELECT COUNT(*) FROM idempotency_keys WHERE order_id = ?) AS n', args: [order.id, order.id] })).rows[0]!.n;
    expect(Number(await rows())).toBe(2);
    const res = await json(h.server.app, 'POST', apiPaths.accountDelete, { current_password: password, confirmation: 'leaver@figureshop.test' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(Number(await rows())).toBe(0);
  });
});

describe('the demo data', { timeout: 60_000 }, () => {
  it('gives the seeded collector a paid order and a reserved pre-order, placed as any order is, their notifications read', async () => {
    const seeded = await h.db.execute({ sql: "SELECT o.id FROM orders o JOIN idempotency_keys k ON k.order_id = o.id WHERE k.key LIKE 'demo-seed-%' ORDER BY o.id" });
    const [paid, reserved] = await Promise.all(seeded.rows.map(async (row) => orderOf(await json(h.server.app, 'GET', apiPaths.order(Number(row.id)), undefined, h.token), 200)));
    expect(paid).toMatchObject({ status: 'paid', payment: { state: 'paid' }, lines: [{ kind: 'buy', status: 'paid', quantity: 1 }], address: { country: 'US', phone: '+14155544000' } });
    expect(paid!.events.map((event) => event.kind)).toEqual(['placed', 'paid']);
    expect(reserved).toMatchObject({ status: 'reserved', payment: { state: 'not_required' }, lines: [{ kind: 'preorder', status: 'reserved', quantity: 1 }] });
    const unread = await h.db.execute("SELECT COUNT(*) AS n FROM notifications WHERE kind = 'order' AND read_at IS NULL AND title LIKE 'Order FS-%' AND created_at < '2026-04-13T09:00:00.000Z'");
    expect(Number(unread.rows[0]!.n)).toBe(0);
  });
});

describe('GET /api/orders/', { timeout: 60_000 }, () => {
  it("another user's order, an unknown id and a malformed id are all 404 Not found.", async () => {
    const [a] = await h.figures(1);
    const order = await h.order([[a, 1]], 'mine');
    const other = await h.newCollector('nosy');
    for (const [id, token] of [[order.id, other], [999_999, h.token], ['abc', h.token], ['0', h.token], ['01', h.token], ['1.5', h.token], ['9'.repeat(20), h.token]] as const) {
      const res = await json(h.server.app, 'GET', apiPaths.order(id), undefined, token);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect(orderListSchema.parse((await json(h.server.app, 'GET', apiPaths.orders, undefined, other)).json()).count).toBe(0);
    expect((await json(h.server.app, 'GET', apiPaths.orders)).statusCode).toBe(401);
    // Keys are per collector: the same key from someone else places their own order, never answers this one.
    const theirs = await h.order([[a, 1]], 'mine', other);
    expect(theirs.id).not.toBe(order.id);
    expect(orderListSchema.parse((await json(h.server.app, 'GET', apiPaths.orders, undefined, other)).json()).results.map((row) => row.id)).toEqual([theirs.id]);
  });

  it('lists the collector’s orders newest first, 20 a page, with DRF links', async () => {
    const [a] = await h.figures(1, { stock: 100 });
    const token = await h.newCollector('lister');
    const placed: Order[] = [];
    for (let i = 0; i < 21; i += 1) {
      h.server.advance(1_000); // each a second later (the access token lives 300 s)
      placed.push(await h.order([[a, 1]], `list-${i}`, token));
    }
    const page = async (query: string) => json(h.server.app, 'GET', `${apiPaths.orders}${query}`, undefined, token);
    const first = orderListSchema.parse((await page('')).json());
    expect(first.count).toBe(21);
    expect(first.results.map((row) => row.id)).toEqual(placed.slice(1).reverse().map((order) => order.id));
    expect(first.results[0]).toEqual({
      id: placed[20]!.id,
      number: placed[20]!.number,
      created_at: placed[20]!.created_at,
      status: 'awaiting_payment',
      item_count: 1,
      total_jpy: placed[20]!.totals.total_jpy,
      payment_state: 'due',
    });
    expect(first.next).toBe('http://localhost/api/orders/?page=2');
    expect(first.previous).toBeNull();
    const second = orderListSchema.parse((await page('?page=2')).json());
    expect(second.results.map((row) => row.id)).toEqual([placed[0]!.id]);
    expect(second).toMatchObject({ next: null, previous: 'http://localhost/api/orders/' });
    expect((await page('?page=3')).statusCode).toBe(404);
    expect((await page('?page=0')).statusCode).toBe(400);
  });
});
