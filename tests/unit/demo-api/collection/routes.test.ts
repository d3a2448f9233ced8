import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, collectionListResponseSchema, collectionMessages, collectionStatesResponseSchema, collectionSummarySchema, type CollectionListResponse, type CollectionSummary } from '@shared/api';
import { ownedEntry } from '../../../../src/demo-api/collection/owned-entry';
import { json } from '../helpers';
import { PREORDER } from '../orders/support';
import { doorHarness, type Collector, type DoorHarness } from '../fulfilment/support';

// The collection (src/demo-api/collection/; docs/product-rules.md §Collection 1–3): each figure's
// state worked out from the wishlist, the order lines and delivered shipments, and figures bought
// elsewhere. The orders go the whole real way: placed, paid through the provider (its webhook),
// shipped and delivered by staff.

let h: DoorHarness;
let me: Collector;
beforeAll(async () => {
  h = await doorHarness({ listen: true });
}, 60_000);
afterAll(async () => {
  await h.close();
});
let accounts = 0;
beforeEach(async () => {
  accounts += 1;
  me = await h.newCollectorAccount(`shelf-${accounts}`);
});

const JP_NUMBER = 'EE123456785JP';
const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, body?: unknown, token = me.token) => json(h.server.app, method, url, body, token);
async function list(query = ''): Promise<CollectionListResponse> {
  const res = await call('GET', `${apiPaths.collection}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return collectionListResponseSchema.parse(res.json());
}
async function states(): Promise<Record<string, string>> {
  const res = await call('GET', apiPaths.collectionStates);
  expect(res.statusCode, res.body).toBe(200);
  return collectionStatesResponseSchema.parse(res.json()).states;
}
async function summary(): Promise<CollectionSummary> {
  const res = await call('GET', apiPaths.collectionSummary);
  expect(res.statusCode, res.body).toBe(200);
  return collectionSummarySchema.parse(res.json());
}
const wish = async (slug: string) => expect((await call('POST', apiPaths.wishlist, { slug })).statusCode).toBe(201);

describe('collection states', { timeout: 60_000 }, () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', apiPaths.collection],
      ['GET', apiPaths.collectionStates],
      ['GET', apiPaths.collectionSummary],
      ['PUT', apiPaths.collectionOwned('x')],
      ['DELETE', apiPaths.collectionOwned('x')],
    ] as const) {
      expect((await json(h.server.app, method, url, {})).statusCode).toBe(401);
    }
  });

  it('wished from the wishlist, ordered from a reserved pre-order, owned once its shipment is delivered; the highest state wins', async () => {
    const [wished, delivered] = await h.figures(2);
    const [preorder] = await h.figures(1, PREORDER);
    await wish(wished);
    await wish(delivered);
    const reserved = await h.order([[preorder, 1]], 'shelf-preorder', me.token);
    expect(reserved.lines[0]!.status).toBe('reserved');
    const placed = await h.order([[delivered, 1]], 'shelf-delivered', me.token);
    expect(await states()).toEqual({ [wished]: 'wished', [preorder]: 'ordered', [delivered]: 'ordered' });

    await h.pay(placed.id, me.token);
    expect((await h.staff.ship(placed.id, 0, { carrier: 'japan_post', tracking_number: JP_NUMBER })).statusCode).toBe(200);
    expect((await states())[delivered]).toBe('ordered');
    h.advance(60_000);
    expect((await h.staff.deliver(placed.id, 0)).statusCode).toBe(200);
    expect(await states()).toEqual({ [wished]: 'wished', [preorder]: 'ordered', [delivered]: 'owned' });

    const all = await list();
    expect(all.counts).toEqual({ wished: 1, ordered: 1, owned: 1 });
    expect(all.count).toBe(3);
    // Newest first: delivered (just now), then the orders, then the wish.
    expect(all.results.map((item) => [item.slug, item.state])).toEqual([
      [delivered, 'owned'],
      [preorder, 'ordered'],
      [wished, 'wished'],
    ]);
    expect(all.results[0]!.order_number).toBe(placed.number);
    expect(all.results[1]!.order_number).toBe(reserved.number);
    expect(all.results[2]).toMatchObject({ order_number: null, owned: null });
    expect((await list('?state=ordered')).results.map((item) => item.slug)).toEqual([preorder]);

    // Only the owned figure counts: what its line was charged, and its price today.
    expect(await summary()).toEqual({ owned: 1, paid: [{ amount: 10_000, currency: 'JPY' }], unpriced: 0, value: [{ amount: 10_000, currency: 'JPY' }] });
    // Bought elsewhere too: its price joins its currency's sum; one with no price is counted apart.
    const [elsewhere, unpriced] = await h.figures(2);
    expect((await call('PUT', apiPaths.collectionOwned(elsewhere), { price_paid: { amount: 89.99, currency: 'EUR' } })).statusCode).toBe(201);
    expect((await call('PUT', apiPaths.collectionOwned(unpriced), { price_paid: { amount: 0.01, currency: 'EUR' } })).statusCode).toBe(201);
    expect((await call('PUT', apiPaths.collectionOwned(unpriced), { shop: 'A flea market' })).statusCode).toBe(200);
    expect((await call('PUT', apiPaths.collectionOwned(delivered), { price_paid: { amount: 500, currency: 'JPY' } })).statusCode).toBe(201);
    expect(await summary()).toEqual({
      owned: 3,
      paid: [
        { amount: 89.99, currency: 'EUR' },
        { amount: 10_500, currency: 'JPY' },
      ],
      unpriced: 1,
      value: [{ amount: 30_000, currency: 'JPY' }],
    });
  });

  it('a cancelled line leaves the collection; a figure still wished falls back to wished', async () => {
    const [figure] = await h.figures(1, PREORDER);
    await wish(figure);
    const order = await h.order([[figure, 1]], 'shelf-cancel', me.token);
    expect((await states())[figure]).toBe('ordered');
    expect((await h.cancelLine(order.id, 0, 'changed_mind', me.token)).statusCode).toBe(200);
    expect((await states())[figure]).toBe('wished');
  });
});

describe('figures bought elsewhere', { timeout: 60_000 }, () => {
  it('PUT creates (201) and replaces (200) with the price kept exactly; DELETE removes (204); the list shows what was entered', async () => {
    const [figure] = await h.figures(1);
    const body = { price_paid: { amount: 89.99, currency: 'EUR' }, acquired_on: '2024-05-03', shop: ' AmiAmi ', note: 'Box a little dented' };
    const created = await call('PUT', apiPaths.collectionOwned(figure), body);
    expect(created.statusCode, created.body).toBe(201);
    expect((await call('PUT', apiPaths.collectionOwned(figure), { ...body, note: 'Mint' })).statusCode).toBe(200);
    const [item] = (await list('?state=owned')).results;
    expect(item).toMatchObject({ slug: figure, state: 'owned', since: '2024-05-03', owned: { price_paid: { amount: 89.99, currency: 'EUR' }, acquired_on: '2024-05-03', shop: 'AmiAmi', note: 'Mint' } });
    const row = (await h.db.execute({ sql: 'SELECT price_minor FROM collection_owned WHERE shop = ? ORDER BY added_at DESC LIMIT 1', args: ['AmiAmi'] })).rows[0]!;
    expect(Number(row.price_minor)).toBe(8999);

    const one = await call('GET', apiPaths.collectionOwned(figure));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(item!.owned);

    expect((await call('DELETE', apiPaths.collectionOwned(figure))).statusCode).toBe(204);
    expect((await states())[figure]).toBeUndefined();
    expect((await call('GET', apiPaths.collectionOwned(figure))).statusCode).toBe(404);
    expect((await call('DELETE', apiPaths.collectionOwned(figure))).statusCode).toBe(204);
  });

  it('an empty body owns the figure with nothing else said', async () => {
    const [figure] = await h.figures(1);
    expect((await call('PUT', apiPaths.collectionOwned(figure), {})).statusCode).toBe(201);
    expect((await list()).results[0]!.owned).toEqual({ price_paid: null, acquired_on: null, shop: '', note: '' });
  });

  it('bad input is a 400 with a message per field and writes nothing; an unknown figure is a 404; an adult one without show_nsfw a 403', async () => {
    const [figure] = await h.figures(1);
    const bad = async (body: unknown, field: string, message: string) => {
      const res = await call('PUT', apiPaths.collectionOwned(figure), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json()), res.body).toEqual([field]);
      expect(JSON.stringify(res.json()[field])).toContain(message);
    };
    await bad({ price_paid: { amount: -5, currency: 'EUR' } }, 'price_paid.amount', collectionMessages.negativePrice);
    await bad({ price_paid: { amount: 1e12, currency: 'JPY' } }, 'price_paid.amount', collectionMessages.absurdPrice);
    await bad({ price_paid: { amount: 1200.5, currency: 'JPY' } }, 'price_paid.amount', collectionMessages.priceDigits('JPY', 0));
    await bad({ price_paid: { amount: 10.999, currency: 'EUR' } }, 'price_paid.amount', collectionMessages.priceDigits('EUR', 2));
    await bad({ price_paid: { amount: 10, currency: 'XXX' } }, 'price_paid.currency', collectionMessages.unknownCurrency);
    await bad({ price_paid: { amount: 10, currency: 'eur' } }, 'price_paid.currency', collectionMessages.unknownCurrency);
    await bad({ acquired_on: '2999-01-01' }, 'acquired_on', collectionMessages.futureDate);
    await bad({ acquired_on: '31/12/2020' }, 'acquired_on', 'YYYY-MM-DD');
    await bad({ note: 'x'.repeat(501) }, 'note', '500');
    expect(await states()).toEqual({});
    expect((await call('PUT', apiPaths.collectionOwned('no-such-figure-1'), {})).statusCode).toBe(404);
    const adult = await h.adultFigure();
    expect((await call('PUT', apiPaths.collectionOwned(adult), {})).statusCode).toBe(403);
  });
});

describe('ownedEntry', () => {
  const rates = (code: string) => ['EUR', 'JPY', 'USD', 'KRW'].includes(code);
  it('keeps prices in integer minor units of their currency (ISO 4217 exponent)', () => {
    expect(ownedEntry({ price_paid: { amount: 0.1 + 0.2, currency: 'EUR' } }, '2026-01-01', rates)).toMatchObject({ priceMinor: 30, currency: 'EUR' });
    expect(ownedEntry({ price_paid: { amount: 15800, currency: 'KRW' } }, '2026-01-01', rates)).toMatchObject({ priceMinor: 15800, currency: 'KRW' });
  });
  it('accepts today, and tomorrow in UTC (already today east of UTC), and refuses the day after', () => {
    expect(ownedEntry({ acquired_on: '2026-01-01' }, '2026-01-01', rates)).toMatchObject({ acquiredOn: '2026-01-01' });
    expect(ownedEntry({ acquired_on: '2026-01-02' }, '2026-01-01', rates)).toMatchObject({ acquiredOn: '2026-01-02' });
    expect(ownedEntry({ acquired_on: '2026-01-03' }, '2026-01-01', rates)).toEqual({ errors: { acquired_on: [collectionMessages.futureDate] } });
    expect(ownedEntry({ acquired_on: '1969-12-31' }, '2026-01-01', rates)).toEqual({ errors: { acquired_on: [collectionMessages.tooOld] } });
  });
  it('refuses a currency without a reference rate even when ISO knows it', () => {
    expect(ownedEntry({ price_paid: { amount: 1, currency: 'GHS' } }, '2026-01-01', rates)).toEqual({ errors: { 'price_paid.currency': [collectionMessages.unknownCurrency] } });
  });
});
