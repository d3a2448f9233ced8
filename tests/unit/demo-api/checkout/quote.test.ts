import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutMessages, drfMessages, quoteSchema, type Quote } from '@shared/api';
import { quoteCheckout } from '../../../../src/demo-api/checkout/quote';
import { TODAY, cartCalls, cartHarness, type CartHarness } from '../cart/support';
import { BERLIN, addressOf, checkoutCalls, quoteOf, refusal, setShipping } from './support';

// The checkout's quote (docs/product-rules.md §Checkout 3–6) on a real server and SQLite file: one
// server for the file, the cart and the addresses emptied before each test.

let h: CartHarness;
let cart: ReturnType<typeof cartCalls>;
let checkout: ReturnType<typeof checkoutCalls>;
/** The collector's German address (zone 2), made before each test. */
let berlinId: number;

beforeAll(async () => {
  h = await cartHarness(200);
  cart = cartCalls(h);
  checkout = checkoutCalls(h.server.app, h.token);
}, 30_000);
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.db.execute('DELETE FROM cart_lines');
  await h.db.execute('DELETE FROM addresses');
  berlinId = addressOf(await checkout.create(BERLIN), 201).id;
});

/** A figure in stock: `price` in `currency`, `weight_g` boxed. */
async function inStock(price: number, weight_g: number, currency: 'JPY' | 'CNY' = 'JPY'): Promise<string> {
  const [slug] = await h.figures(1, { price, currency });
  await setShipping(h, slug, { weight_g });
  return slug;
}

/** An open pre-order released in `release` (YYYY-MM). */
async function preorder(price: number, weight_g: number, release: string): Promise<string> {
  const [slug] = await h.figures(1, { status: 'preorder', stock: null, allocation: 10, preorder_closes_at: '2026-06-30', price });
  await setShipping(h, slug, { weight_g, release });
  return slug;
}

async function add(slug: string, quantity: number): Promise<void> {
  const res = await cart.add(slug, quantity);
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('the checkout quote', { timeout: 30_000 }, () => {
  it('splits in-stock lines and pre-orders by release month, prices each parcel, and charges now only the in-stock shipment', async () => {
    const a = await inStock(10_000, 500);
    const sep = await preorder(12_000, 800, '2026-09');
    const jul = await preorder(8_000, 1000, '2026-07');
    await add(a, 2);
    await add(sep, 1);
    await add(jul, 1);

    const listed = quoteOf(await checkout.quote({ address_id: berlinId }));
    expect(listed.method).toBeNull();
    expect(listed.shipments.map((s) => [s.kind, s.release_month, s.lines.map((l) => l.slug), s.charged_now, s.shipping_jpy])).toEqual([
      ['now', null, [a], true, null],
      ['on_release', '2026-07', [jul], false, null],
      ['on_release', '2026-09', [sep], false, null],
    ]);
    // Packed: +10% +200 g. 1000 g → 1300 g; 1000 g → 1300 g; 800 g → 1080 g.
    expect(listed.shipments.map((s) => s.weight_g)).toEqual([1300, 1300, 1080]);
    expect(listed.shipments[0]!.lines[0]).toMatchObject({ kind: 'buy', release_month: null, quantity: 2, unit_price: { amount: 10_000, currency: 'JPY' }, unit_price_jpy: 10_000, total_jpy: 20_000 });
    expect(listed.shipments[2]!.lines[0]).toMatchObject({ kind: 'preorder', release_month: '2026-09' });
    // Zone 2, every parcel in the 2 kg band: surface 3 × 3,000; SAL 3 × 3,450; EMS 3 × 6,600; DHL 3 × 10,400. Cheapest first.
    expect(listed.options).toEqual([
      { method: 'surface', shipping_jpy: 9000, days_min: 45, days_max: 90 },
      { method: 'sal', shipping_jpy: 10_350, days_min: 10, days_max: 21 },
      { method: 'ems', shipping_jpy: 19_800, days_min: 3, days_max: 6 },
      { method: 'dhl', shipping_jpy: 31_200, days_min: 2, days_max: 4 },
    ]);
    expect(listed.totals).toEqual({ items_jpy: 40_000, shipping_jpy: 0, total_jpy: 40_000, due_now_jpy: 20_000, due_later_jpy: 20_000 });

    const ems = quoteOf(await checkout.quote({ address_id: berlinId, method: 'ems' }));
    expect(ems.method).toBe('ems');
    expect(ems.shipments.map((s) => s.shipping_jpy)).toEqual([6600, 6600, 6600]);
    // Due now: the in-stock items and their parcel; later: the pre-orders and theirs.
    expect(ems.totals).toEqual({ items_jpy: 40_000, shipping_jpy: 19_800, total_jpy: 59_800, due_now_jpy: 26_600, due_later_jpy: 33_200 });

    const together = quoteOf(await checkout.quote({ address_id: berlinId, method: 'ems', ship_together: true }));
    expect(together.ship_together).toBe(true);
    expect(together.shipments).toHaveLength(1);
    // 2,800 g of figures → 3,280 g packed: EMS's 5 kg band, 13,000; it leaves with the last release and is charged then.
    expect(together.shipments[0]).toMatchObject({ kind: 'together', release_month: '2026-09', weight_g: 3280, items_jpy: 40_000, shipping_jpy: 13_000, charged_now: false });
    expect(together.shipments[0]!.lines.map((l) => l.slug).sort()).toEqual([a, sep, jul].sort());
    expect(together.totals).toEqual({ items_jpy: 40_000, shipping_jpy: 13_000, total_jpy: 53_000, due_now_jpy: 0, due_later_jpy: 53_000 });
  });

  it('ships an in-stock-only cart at once, with or without "together"', async () => {
    await add(await inStock(5000, 400), 1);
    for (const ship_together of [false, true]) {
      const quote = quoteOf(await checkout.quote({ address_id: berlinId, method: 'sal', ship_together }));
      expect(quote.ship_together).toBe(false);
      expect(quote.shipments.map((s) => s.kind)).toEqual(['now']);
      expect(quote.totals).toEqual({ items_jpy: 5000, shipping_jpy: 2450, total_jpy: 7450, due_now_jpy: 7450, due_later_jpy: 0 });
    }
  });

  it('converts a CNY price at the ECB rate of the day, rounded half up to the yen', async () => {
    const up = await inStock(369, 300, 'CNY');
    const down = await inStock(336, 300, 'CNY');
    await add(up, 2);
    await add(down, 1);
    const quote = quoteOf(await checkout.quote({ address_id: berlinId, method: 'ems' }));
    // ECB 2026-04-13: 186.75 JPY and 7.9827 CNY per euro → 186.75 / 7.9827 = 23.39434026… JPY per CNY, kept to 6 places.
    expect(quote.rate).toEqual({ date: TODAY, cny_jpy: 23.39434 });
    const line = (slug: string) => quote.shipments[0]!.lines.find((l) => l.slug === slug)!;
    // 369 × 23.394340 = 8,632.51146 → 8,633 (truncating would give 8,632); the line is the rounded unit × 2.
    expect(line(up)).toMatchObject({ unit_price: { amount: 369, currency: 'CNY' }, unit_price_jpy: 8633, total_jpy: 17_266 });
    // 336 × 23.394340 = 7,860.49824 → 7,860.
    expect(line(down)).toMatchObject({ unit_price: { amount: 336, currency: 'CNY' }, unit_price_jpy: 7860, total_jpy: 7860 });
    expect(quote.totals.items_jpy).toBe(17_266 + 7860);
  });

  it('rounds an exact half yen up (13.00 CNY at 20.5 = 266.5 → 267, where half-even would give 266)', async () => {
    const slug = await inStock(13, 300, 'CNY');
    await add(slug, 3);
    const userId = Number((await h.db.execute("SELECT id FROM users WHERE email = 'collector@figureshop.test'")).rows[0]!.id);
    const outcome = await quoteCheckout(h.db, { rate: { date: TODAY, cny_jpy: 20.5 }, today: TODAY }, userId, { address_id: berlinId, method: null, ship_together: false });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const quote = quoteSchema.parse(outcome.quote);
    expect(quote.shipments[0]!.lines[0]).toMatchObject({ unit_price_jpy: 267, total_jpy: 801 });
    expect(outcome.lines).toEqual([{ figureId: expect.any(Number), line: quote.shipments[0]!.lines[0], shipmentIndex: 0, kind: 'buy' }]);
  });

  it('refuses an empty cart', async () => {
    expect(refusal(await checkout.quote({ address_id: berlinId }), 400)).toEqual({ non_field_errors: [checkoutMessages.emptyCart] });
  });

  it('refuses a cart with a line that must change first: sold out, or fewer left than it holds', async () => {
    const a = await inStock(10_000, 500);
    const b = await inStock(10_000, 500);
    await add(a, 1);
    await add(b, 3);
    quoteOf(await checkout.quote({ address_id: berlinId }));
    await h.stage(b, { stock: 2 });
    expect(refusal(await checkout.quote({ address_id: berlinId }), 400)).toEqual({ non_field_errors: [checkoutMessages.cartNotReady] });
    await h.stage(b, { stock: 10 });
    await h.stage(a, { status: 'sold_out', stock: 0 });
    expect(refusal(await checkout.quote({ address_id: berlinId }), 400)).toEqual({ non_field_errors: [checkoutMessages.cartNotReady] });
  });

  it('does not offer surface mail to Brazil, nor any carrier for a parcel over 30 kg; asking for one is a 400', async () => {
    const brazil = addressOf(await checkout.create({ ...BERLIN, city: 'São Paulo', postcode: '01310-100', country: 'BR', phone: '+55 11 2345-6789' }), 201).id;
    const light = await inStock(10_000, 1000);
    await add(light, 1);
    expect(quoteOf(await checkout.quote({ address_id: brazil })).options.map((o) => o.method)).toEqual(['sal', 'ems', 'dhl']);
    expect(refusal(await checkout.quote({ address_id: brazil, method: 'surface' }), 400)).toEqual({ method: [checkoutMessages.methodNotOffered] });
    quoteOf(await checkout.quote({ address_id: berlinId, method: 'surface' }));

    // 3 × 9,000 g and the light one's 1,000 g: 28,000 g + 10% + 200 g = 31,000 g.
    const heavy = await inStock(10_000, 9000);
    await add(heavy, 3);
    const tooHeavy = quoteOf(await checkout.quote({ address_id: berlinId }));
    expect(tooHeavy.shipments[0]!.weight_g).toBe(31_000);
    expect(tooHeavy.options).toEqual([]);
    expect(refusal(await checkout.quote({ address_id: berlinId, method: 'ems' }), 400)).toEqual({ method: [checkoutMessages.methodNotOffered] });
  });

  it('answers 404 for an unknown address and 400 for a bad body', async () => {
    await add(await inStock(10_000, 500), 1);
    expect(refusal(await checkout.quote({ address_id: berlinId + 1000 }), 404)).toEqual({ detail: 'Not found.' });
    expect(refusal(await checkout.quote({}), 400)).toEqual({ address_id: [drfMessages.required] });
    expect(refusal(await checkout.quote({ address_id: 'x', method: 'ups', ship_together: 'yes' }), 400)).toEqual({
      address_id: [drfMessages.notInteger],
      method: [drfMessages.invalidChoice('ups')],
      ship_together: [drfMessages.notBoolean],
    });
  });

  it('shows each line\'s picture as the cart does', async () => {
    const slug = await inStock(10_000, 500);
    await add(slug, 1);
    const cartLine = (await cart.get()).json().lines[0];
    const quote = quoteOf(await checkout.quote({ address_id: berlinId }));
    expect(quote.shipments[0]!.lines[0]!.image).toEqual(cartLine.figure.images[0] ?? null);
    expect(quote.shipments[0]!.lines[0]).toMatchObject({ name: cartLine.figure.name, name_ja: cartLine.figure.name_ja });
  });

  it('property: for any cart, total = items + shipping, due now + due later = total, and each sum is its parts\'', async () => {
    const figures = [
      await inStock(4800, 350),
      await inStock(129, 600, 'CNY'),
      await inStock(23_800, 2400),
      await preorder(15_000, 900, '2026-08'),
      await preorder(9_900, 500, '2026-11'),
    ];
    const cartArb = fc.uniqueArray(fc.record({ slug: fc.constantFrom(...figures), quantity: fc.integer({ min: 1, max: 5 }) }), { selector: (line) => line.slug, minLength: 1 });
    await fc.assert(
      fc.asyncProperty(cartArb, fc.boolean(), fc.nat(4), async (lines, together, pick) => {
        await h.db.execute('DELETE FROM cart_lines');
        for (const line of lines) await add(line.slug, line.quantity);
        const listed = quoteOf(await checkout.quote({ address_id: berlinId, ship_together: together }));
        const method = pick < listed.options.length ? listed.options[pick]!.method : null;
        const quote: Quote = method === null ? listed : quoteOf(await checkout.quote({ address_id: berlinId, method, ship_together: together }));
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        const { totals, shipments } = quote;
        expect(totals.total_jpy).toBe(totals.items_jpy + totals.shipping_jpy);
        expect(totals.due_now_jpy + totals.due_later_jpy).toBe(totals.total_jpy);
        expect(totals.items_jpy).toBe(sum(shipments.map((s) => s.items_jpy)));
        expect(totals.shipping_jpy).toBe(sum(shipments.map((s) => s.shipping_jpy ?? 0)));
        expect(totals.due_now_jpy).toBe(sum(shipments.filter((s) => s.charged_now).map((s) => s.items_jpy + (s.shipping_jpy ?? 0))));
        for (const shipment of shipments) {
          expect(shipment.items_jpy).toBe(sum(shipment.lines.map((l) => l.total_jpy)));
          for (const line of shipment.lines) expect(line.total_jpy).toBe(line.unit_price_jpy * line.quantity);
        }
        expect(sum(shipments.map((s) => s.lines.length))).toBe(lines.length);
        if (method !== null) expect(totals.shipping_jpy).toBe(listed.options.find((o) => o.method === method)!.shipping_jpy);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
