/**
 * The checkout's review step and placing the order (features/checkout; docs/product-rules.md
 * §Checkout 1, 4–6; §Orders 1): shipments and their lines, the totals in JPY with ≈ and the
 * rate's date, what is paid now and at release; "Place order" with one Idempotency-Key per review
 * (the same key on a retry, a new one after a 409), once per press; then payment or the order
 * page; a 409's changes worded with the new quote shown; a forged query sent back one step. The API
 * is mocked at the edge (msw); startPayment (the orders feature's) is watched.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutMessages, defaultPreferences, IDEMPOTENCY_KEY_HEADER, orderMessages, type Cart, type Preferences, type Quote, type QuoteRequest } from '@shared/api';
import { cartKeys } from '@renderer/features/cart';
import { sampleAddress, sampleOrder, sampleQuote, sampleQuoteLine } from '../support/checkout-samples';
import { storeSignedIn, TEST_API, testPlatform } from './render-app';
import { currentLocation, FIRST_RENDER, renderCheckout } from './render-checkout';

type Answer = { status: number; body?: JsonBodyType } | 'network';

let preferences: Preferences = defaultPreferences;
let quoteFor: (request: QuoteRequest) => Quote | { status: number; body: JsonBodyType } = (request) => sampleQuote({ method: request.method ?? null, together: request.ship_together === true });
let answers: Answer[] = [];
let hold: Promise<void> | null = null;
const placed: { key: string | null; body: { expected: { lines: { unit_price_jpy: number }[]; total_jpy: number } } }[] = [];

const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(preferences)),
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json({ base: 'JPY', date: '2026-11-27', rates: { JPY: 1, USD: 0.0065 } })),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json({ base: 'CNY', date: '2026-11-27', rates: { CNY: 1, JPY: 21 } })),
  http.get(`${TEST_API}/api/account/addresses/`, () => HttpResponse.json([sampleAddress()])),
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json({ lines: [], item_count: 0, subtotals: [], ready: true, unknown: [] } satisfies Cart)),
  http.post(`${TEST_API}/api/account/checkout/quote/`, async ({ request }) => {
    const answer = quoteFor((await request.json()) as QuoteRequest);
    return 'status' in answer ? HttpResponse.json(answer.body, { status: answer.status }) : HttpResponse.json(answer);
  }),
  http.post(`${TEST_API}/api/orders/`, async ({ request }) => {
    placed.push({ key: request.headers.get(IDEMPOTENCY_KEY_HEADER), body: (await request.json()) as (typeof placed)[number]['body'] });
    if (hold) await hold;
    const answer = answers.shift() ?? { status: 500, body: { detail: 'A server error occurred.' } };
    return answer === 'network' ? HttpResponse.error() : HttpResponse.json(answer.body, { status: answer.status });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  preferences = defaultPreferences;
  quoteFor = (request) => sampleQuote({ method: request.method ?? null, together: request.ship_together === true });
  answers = [];
  hold = null;
  placed.length = 0;
  storeSignedIn();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REVIEW = '/checkout/review?address=1&method=ems&together=0';
const placeButton = () => screen.findByRole('button', { name: 'Place order' }, FIRST_RENDER);

describe('the review (§Checkout 4–6)', () => {
  it('shows each shipment with its lines and shipping, the totals in JPY with ≈ and the rate’s date, and what is paid now and at release', async () => {
    preferences = { ...defaultPreferences, currency: { ...defaultPreferences.currency, primary: 'USD' } };
    window.localStorage.setItem('user_preferences', JSON.stringify(preferences));
    renderCheckout(REVIEW);
    const now = await screen.findByRole('region', { name: 'Ships now' }, FIRST_RENDER);
    expect(within(now).getByRole('heading', { level: 3, name: 'Ships now' })).toBeInTheDocument();
    expect(within(now).getByText('Rem Summer')).toBeInTheDocument();
    expect(within(now).getByText('Quantity: 1')).toBeInTheDocument();
    expect(within(now).getByText('¥12,800 each')).toBeInTheDocument();
    const later = screen.getByRole('region', { name: 'Ships when released (Mar 2027)' });
    expect(within(later).getByText('CN¥600.00 (¥12,720) each')).toBeInTheDocument();
    expect(within(later).getByText(/¥3,000/)).toBeInTheDocument();
    expect(within(later).getByText('Shipping')).toBeInTheDocument();
    // Every label is a translated string, never a bare key.
    expect(screen.queryByText(/^(checkout|orders)\.[\w.]+$/)).toBeNull();

    const totals = screen.getByRole('region', { name: 'Order total' });
    const total = (name: string) => totals.querySelector(`[data-total="${name}"]`)?.textContent;
    await waitFor(() => expect(total('total')).toBe('≈ $204.88(¥31,520)'));
    expect(total('items')).toContain('¥25,520');
    expect(total('shipping')).toContain('¥6,000');
    expect(within(totals).getByText('Due now')).toBeInTheDocument();
    expect(total('due-now')).toContain('¥15,800');
    expect(within(totals).getByText('Charged at release')).toBeInTheDocument();
    expect(total('due-later')).toContain('¥15,720');
    expect(within(totals).getByText(/Rates of (27 Nov 2026|Nov 27, 2026)\./)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Change the address' })).toHaveAttribute('href', '/checkout/address?address=1');
    expect(screen.getByRole('link', { name: 'Change the delivery' })).toHaveAttribute('href', '/checkout/delivery?address=1&method=ems&together=0');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Review');
  });

  it('has no "pay now" split without pre-orders, and one parcel when everything ships together', async () => {
    renderCheckout('/checkout/review?address=1&method=ems&together=1');
    expect(await screen.findByRole('region', { name: 'Ships together when everything is released' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ships now' })).toBeNull();
    expect(screen.getByText('Everything ships together')).toBeInTheDocument();
  });
});

describe('placing the order (§Orders 1)', () => {
  it('sends the review with an Idempotency-Key, refreshes the cart and its badge, and sends the collector to pay', async () => {
    const { services, startPayment } = renderCheckout(REVIEW);
    services.queryClient.setQueryData(cartKeys.server(), { lines: [], item_count: 2, subtotals: [], ready: true, unknown: [] });
    answers = [{ status: 201, body: sampleOrder(sampleQuote({ method: 'ems' })) }];
    await userEvent.click(await placeButton());
    await waitFor(() => expect(startPayment).toHaveBeenCalledWith(services, 42));
    // On the web the page is leaving for the provider's: the app does not navigate meanwhile.
    expect(currentLocation()).toBe(REVIEW);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.key).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(placed[0]?.body).toEqual({
      address_id: 1,
      method: 'ems',
      ship_together: false,
      expected: { lines: [{ slug: 'rem-summer', quantity: 1, unit_price_jpy: 12800 }, { slug: 'miku-2027', quantity: 1, unit_price_jpy: 12720 }], total_jpy: 31520, due_now_jpy: 15800 },
    });
    expect(services.queryClient.getQueryState(cartKeys.server())?.isInvalidated).toBe(true);
    expect(window.localStorage.getItem('cart_changed')).not.toBeNull();
    expect(window.sessionStorage.getItem('checkout_idempotency')).toBeNull();
  });

  it('on the desktop (paid in the system browser), shows the order page, which waits for the payment', async () => {
    const { startPayment } = renderCheckout(REVIEW, { ...testPlatform(), kind: 'desktop' });
    answers = [{ status: 201, body: sampleOrder(sampleQuote({ method: 'ems' })) }];
    await userEvent.click(await placeButton());
    await waitFor(() => expect(currentLocation()).toBe('/orders/42'));
    expect(startPayment).toHaveBeenCalledTimes(1);
  });

  it('shows the order page when the payment cannot start (its page has "Pay now")', async () => {
    const { startPayment } = renderCheckout(REVIEW);
    startPayment.mockRejectedValueOnce(new Error('no session'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers = [{ status: 201, body: sampleOrder(sampleQuote({ method: 'ems' })) }];
    await userEvent.click(await placeButton());
    await waitFor(() => expect(currentLocation()).toBe('/orders/42'));
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('goes to the order page when nothing is due now (everything charged at release)', async () => {
    const { startPayment } = renderCheckout('/checkout/review?address=1&method=ems&together=1');
    answers = [{ status: 201, body: sampleOrder(sampleQuote({ method: 'ems', together: true }), 7) }];
    await userEvent.click(await placeButton());
    await waitFor(() => expect(currentLocation()).toBe('/orders/7'));
    expect(startPayment).not.toHaveBeenCalled();
  });

  it('sends one request for a double click: the button is disabled while the order is placed', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const { startPayment } = renderCheckout(REVIEW);
    answers = [{ status: 201, body: sampleOrder(sampleQuote({ method: 'ems' })) }];
    const button = await placeButton();
    // Two presses before React renders again: the button cannot have turned disabled in between.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Placing your order…' }));
    release();
    await waitFor(() => expect(startPayment).toHaveBeenCalledTimes(1));
    expect(placed).toHaveLength(1);
  });

  it('says nothing is lost when the server cannot be reached, and the retry sends the same key', async () => {
    const { startPayment } = renderCheckout(REVIEW);
    // The client tries a call without an answer once more itself: both attempts fail.
    answers = ['network', 'network', { status: 201, body: sampleOrder(sampleQuote({ method: 'ems' })) }];
    await userEvent.click(await placeButton());
    expect(await screen.findByText('Cannot reach the server. Nothing is lost: try again when you are back online.', undefined, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(await placeButton());
    await waitFor(() => expect(startPayment).toHaveBeenCalledTimes(1));
    expect(placed).toHaveLength(3);
    expect(new Set(placed.map((request) => request.key)).size).toBe(1);
  });

  it('keeps the key across a reload of the same review', async () => {
    answers = ['network', 'network'];
    const first = renderCheckout(REVIEW);
    await userEvent.click(await placeButton());
    await screen.findByText(/Cannot reach the server/, undefined, { timeout: 8000 });
    first.startPayment.mockClear();
    cleanup(); // the reload: the page goes, sessionStorage stays
    answers = [{ status: 201, body: sampleOrder(sampleQuote({ method: 'ems' })) }];
    const second = renderCheckout(REVIEW);
    await userEvent.click(await placeButton());
    await waitFor(() => expect(second.startPayment).toHaveBeenCalledTimes(1));
    expect(new Set(placed.map((request) => request.key)).size).toBe(1);
  });

  it('words the changes of a 409, shows the quote as it is now, and places it again with a new key', async () => {
    const cheaper = sampleQuote({ method: 'ems' });
    const rem = sampleQuoteLine({ unit_price_jpy: 11800, total_jpy: 11800, unit_price: { amount: 11800, currency: 'JPY' } });
    cheaper.shipments[0] = { ...cheaper.shipments[0]!, lines: [rem], items_jpy: 11800 };
    cheaper.totals = { items_jpy: 24520, shipping_jpy: 6000, total_jpy: 30520, due_now_jpy: 14800, due_later_jpy: 15720 };
    const { startPayment } = renderCheckout(REVIEW);
    answers = [
      {
        status: 409,
        body: {
          detail: orderMessages.changed,
          code: 'order_changed',
          changes: [
            { kind: 'price', slug: 'rem-summer', was: 12800, now: 11800 },
            { kind: 'total', was: 31520, now: 30520 },
          ],
          quote: cheaper,
        },
      },
      { status: 201, body: sampleOrder(cheaper) },
    ];
    await userEvent.click(await placeButton());
    expect(await screen.findByText('Your order changed')).toBeInTheDocument();
    expect(screen.getByText('Rem Summer: price changed from ¥12,800 to ¥11,800')).toBeInTheDocument();
    expect(screen.getByText('Total changed from ¥31,520 to ¥30,520')).toBeInTheDocument();
    expect(screen.getByText('Check the order below and place it again.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ships now' })).getByText('¥11,800 each')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order total' }).querySelector('[data-total="total"]')).toHaveTextContent('¥30,520');
    expect(startPayment).not.toHaveBeenCalled();
    await userEvent.click(await placeButton());
    await waitFor(() => expect(startPayment).toHaveBeenCalledTimes(1));
    expect(placed).toHaveLength(2);
    expect(placed[1]?.key).not.toBe(placed[0]?.key);
    expect(placed[1]?.body.expected.total_jpy).toBe(30520);
  });

  it('after a 409 without a quote, points to the cart, and a new attempt gets a new key even for the same review', async () => {
    renderCheckout(REVIEW);
    answers = [
      { status: 409, body: { detail: orderMessages.changed, code: 'order_changed', changes: [{ kind: 'unavailable', slug: 'miku-2027' }], quote: null } },
      { status: 201, body: sampleOrder(sampleQuote({ method: 'ems' })) },
    ];
    await userEvent.click(await placeButton());
    expect(await screen.findByText('Miku 2027 is sold out')).toBeInTheDocument();
    expect(screen.getByText('Open your cart to check it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your cart' })).toHaveAttribute('href', '/cart');
    await userEvent.click(await placeButton());
    await waitFor(() => expect(placed).toHaveLength(2));
    expect(placed[1]?.body).toEqual(placed[0]?.body);
    expect(placed[1]?.key).not.toBe(placed[0]?.key);
  });

  it('says a cart that must change first cannot be ordered, with a link to the cart', async () => {
    renderCheckout(REVIEW);
    answers = [{ status: 400, body: { non_field_errors: [checkoutMessages.cartNotReady] } }];
    await userEvent.click(await placeButton());
    expect(await screen.findByText('Some lines of your cart must change first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your cart' })).toHaveAttribute('href', '/cart');
  });

  it('says a method no longer offered, with a link back to the delivery step', async () => {
    renderCheckout(REVIEW);
    answers = [{ status: 400, body: { method: [checkoutMessages.methodNotOffered] } }];
    await userEvent.click(await placeButton());
    expect(await screen.findByText('This delivery method is not offered to this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another delivery' })).toHaveAttribute('href', '/checkout/delivery?address=1&method=ems&together=0');
  });
});

describe('a forged or stale review query (§Checkout 1)', () => {
  it.each([['address=1&method=rocket&together=0'], ['address=1&method=ems&together=2'], ['address=1&method=ems']])('?%s goes back to the delivery step with a message', async (query) => {
    renderCheckout(`/checkout/review?${query}`);
    expect(await screen.findByText('That delivery choice could not be read. Choose it again.', undefined, FIRST_RENDER)).toBeInTheDocument();
    expect(currentLocation()).toBe('/checkout/delivery?address=1');
  });

  it.each([['address=abc&method=ems&together=0'], ['address=99&method=ems&together=0']])('?%s goes back to the address step with a message', async (query) => {
    renderCheckout(`/checkout/review?${query}`);
    expect(await screen.findByText('That address is not in your address book. Choose one here.', undefined, FIRST_RENDER)).toBeInTheDocument();
    expect(currentLocation()).toBe('/checkout/address');
  });

  it('goes back to the delivery step when the method is no longer offered to the address', async () => {
    quoteFor = (request) => (request.method ? { status: 400, body: { method: [checkoutMessages.methodNotOffered] } } : sampleQuote());
    renderCheckout('/checkout/review?address=1&method=dhl&together=0');
    expect(await screen.findByText('That delivery method is not offered to this address. Choose another.', undefined, FIRST_RENDER)).toBeInTheDocument();
    expect(currentLocation()).toBe('/checkout/delivery?address=1');
  });
});
