/**
 * /orders/<id> as the app composes it (app/pages/OrderPage.tsx; docs/product-rules.md §Orders 2–4,
 * §Payment 1–5): the order's lines, shipments, address and totals; the payment in each state, with
 * the failure worded from its code in English and Japanese; "Pay now" sending the collector to the
 * provider; the wait for the webhook's confirmation with its back-off; the app's not-found page for
 * an order that is not the collector's; "Print invoice". The API is mocked at the edge (msw), or
 * the orders API group is replaced where the test needs the fake clock.
 */
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPreferences, type Order, type PaymentFailureCode, type Preferences } from '@shared/api';
import { AppProviders } from '@renderer/app/AppProviders';
import { OrderPage } from '@renderer/app/pages/OrderPage';
import { createAppServices, type AppServices } from '@renderer/app/services';
import { loadOrderContent } from '@renderer/features/orders';
import { formatDateTime } from '@renderer/features/preferences/locale';
import { createDesktopPlatform } from '@renderer/platform/desktop';
import type { Platform } from '@renderer/platform';
import { fakeDesktopBridge } from '../support/fake-desktop-bridge';
import { storeSignedIn, TEST_API, testPlatform } from './render-app';

/** A shipment not sent yet. */
const WAITING = { state: 'waiting', tracking: null, shipped_at: null, delivered_at: null } as const;

/** An order of two lines: an in-stock figure awaiting payment and a CNY pre-order reserved for March 2027 ("Mar 2027"). */
function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    number: 'FS-000042',
    created_at: '2026-11-23T10:00:00Z',
    status: 'awaiting_payment',
    lines: [
      {
        slug: 'rem-summer',
        name: 'Rem Summer',
        name_ja: 'レム 夏',
        image: { url: `${TEST_API}/api/figures/rem-summer/images/1-1.svg`, width: 400, height: 500 },
        adult: false,
        quantity: 1,
        kind: 'buy',
        release_month: null,
        unit_price: { amount: 12800, currency: 'JPY' },
        unit_price_jpy: 12800,
        total_jpy: 12800,
        position: 0,
        status: 'awaiting_payment',
        shipment: 0,
        invoice_id: 7,
        refunded_jpy: 0,
        cancellation: null,
      },
      {
        slug: 'miku-2027',
        name: 'Miku 2027',
        name_ja: '',
        image: null,
        adult: false,
        quantity: 2,
        kind: 'preorder',
        release_month: '2027-03',
        unit_price: { amount: 600, currency: 'CNY' },
        unit_price_jpy: 12600,
        total_jpy: 25200,
        position: 1,
        status: 'reserved',
        shipment: 1,
        invoice_id: null,
        refunded_jpy: 0,
        cancellation: null,
      },
    ],
    shipments: [
      { position: 0, kind: 'now', release_month: null, method: 'ems', weight_g: 900, shipping_jpy: 2900, days_min: 3, days_max: 6, charged_now: true, ...WAITING },
      { position: 1, kind: 'on_release', release_month: '2027-03', method: 'ems', weight_g: 1400, shipping_jpy: 3400, days_min: 3, days_max: 6, charged_now: false, ...WAITING },
    ],
    address: { full_name: 'Aiko Tanaka', line1: 'Unter den Linden 1', line2: '', city: 'Berlin', region: '', postcode: '10117', country: 'DE', phone: '+4930901820' },
    method: 'ems',
    ship_together: false,
    totals: { items_jpy: 38000, shipping_jpy: 6300, total_jpy: 44300, due_now_jpy: 15700, due_later_jpy: 28600 },
    rate: { date: '2026-11-20', cny_jpy: 21 },
    payment: { state: 'due', due_at: '2026-11-26T10:00:00Z', amount_jpy: 15700, paid_at: null, failure: null, refunded_jpy: 0 },
    invoices: [{ id: 7, created_at: '2026-11-23T10:00:00Z', due_at: '2026-11-26T10:00:00Z', state: 'open', amount_jpy: 15700, paid_at: null, refunded_jpy: 0 }],
    events: [{ at: '2026-11-23T10:00:00Z', kind: 'placed', text: 'Order placed.', params: {} }],
    ...overrides,
  };
}

const failedPayment = (code: PaymentFailureCode): Partial<Order> => ({
  payment: { state: 'failed', due_at: '2026-11-26T10:00:00Z', amount_jpy: 15700, paid_at: null, failure: { code, message: 'The provider said no.' }, refunded_jpy: 0 },
  events: [
    { at: '2026-11-23T10:00:00Z', kind: 'placed', text: 'Order placed.', params: {} },
    { at: '2026-11-23T10:05:00Z', kind: 'payment_failed', text: 'Payment failed: the provider said no.', params: {} },
  ],
});

const rates = (base: 'JPY' | 'CNY') => ({ base, date: '2026-11-27', rates: { USD: base === 'JPY' ? 0.0065 : 0.14, JPY: base === 'JPY' ? 1 : 21, CNY: base === 'JPY' ? 0.047 : 1 } });
let preferences: Preferences = defaultPreferences;
let current: Order = sampleOrder();
const sessions: { id: string; body: unknown }[] = [];
const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json(rates('JPY'))),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json(rates('CNY'))),
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(preferences)),
  http.get(`${TEST_API}/api/orders/:id/`, ({ params }) =>
    String(current.id) === params.id ? HttpResponse.json(current) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
  ),
  http.post(`${TEST_API}/api/orders/:id/payment/`, async ({ params, request }) => {
    sessions.push({ id: String(params.id), body: await request.json() });
    return HttpResponse.json({ session_id: 'cs_1', url: `${TEST_API}/pay/cs_1`, expires_at: '2026-11-23T11:00:00Z' }, { status: 201 });
  }),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadOrderContent();
});
beforeEach(() => {
  preferences = defaultPreferences;
  current = sampleOrder();
  sessions.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.desktop;
});
afterAll(() => server.close());

/** Stores signed-in preferences (and answers them from the API) with these changes. */
function usePreferences(change: { language?: Preferences['ui']['language']; primary?: string }) {
  preferences = {
    ...defaultPreferences,
    ui: { ...defaultPreferences.ui, language: change.language ?? defaultPreferences.ui.language },
    currency: { ...defaultPreferences.currency, primary: change.primary ?? defaultPreferences.currency.primary },
  };
  window.localStorage.setItem('user_preferences', JSON.stringify(preferences));
}

/** Renders the order page at `path` inside the app's providers and a router; `configure` may replace services. */
function renderOrderPage(path = '/orders/42', platform: Platform = testPlatform(), configure?: (services: AppServices) => void) {
  const services = createAppServices(platform);
  configure?.(services);
  const { unmount } = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>Loading the page</p>}>
          <Routes>
            <Route path="/orders/:id" element={<OrderPage />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </AppProviders>,
  );
  return { services, platform, unmount };
}

const region = (name: string) => screen.findByRole('region', { name });

describe('the order page', () => {
  beforeEach(() => storeSignedIn());

  it("blurs an adult figure's picture while blur_nsfw is on, and only that one; not when it is off", async () => {
    current = { ...current, lines: current.lines.map((line, index) => (index === 0 ? { ...line, adult: true } : line)) };
    const picture = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li')!.querySelector('img, span');
    preferences = { ...defaultPreferences, ui: { ...defaultPreferences.ui, blur_nsfw: true } };
    window.localStorage.setItem('user_preferences', JSON.stringify(preferences));
    const { unmount } = renderOrderPage();
    expect(await picture('Rem Summer')).toHaveAttribute('data-blurred');
    expect(await picture('Miku 2027')).not.toHaveAttribute('data-blurred');
    unmount();

    preferences = { ...defaultPreferences, ui: { ...defaultPreferences.ui, blur_nsfw: false } };
    window.localStorage.setItem('user_preferences', JSON.stringify(preferences));
    renderOrderPage();
    expect(await picture('Rem Summer')).not.toHaveAttribute('data-blurred');
  });

  it('shows the order: number, status, lines with their picture, link, quantity, prices and status, shipments, address and totals', async () => {
    usePreferences({ primary: 'USD' });
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order FS-000042' })).toBeInTheDocument();
    expect(screen.getByText(/^Placed on /)).toBeInTheDocument();

    const lines = await region('Figures');
    const rem = within(lines).getByRole('heading', { level: 3, name: 'Rem Summer' }).closest('li')!;
    expect(within(rem).getByRole('link', { name: 'Rem Summer' })).toHaveAttribute('href', '/figures/rem-summer');
    expect(rem.querySelector('img')).toHaveAttribute('src', `${TEST_API}/api/figures/rem-summer/images/1-1.svg`);
    expect(within(rem).getByText('Quantity: 1')).toBeInTheDocument();
    expect(within(rem).getByText('¥12,800 each')).toBeInTheDocument();
    expect(within(rem).getByText('Awaiting payment')).toBeInTheDocument();
    // A CNY figure: its own price and the yen it is charged at; the pre-order is reserved, not charged now.
    const miku = within(lines).getByRole('heading', { level: 3, name: 'Miku 2027' }).closest('li')!;
    expect(within(miku).getByText('CN¥600.00 (¥12,600) each')).toBeInTheDocument();
    expect(within(miku).getByText('Reserved')).toBeInTheDocument();

    const shipments = await region('Shipments');
    expect(within(shipments).getByText('Ships now')).toBeInTheDocument();
    expect(within(shipments).getByText('Ships when released (Mar 2027)')).toBeInTheDocument();
    expect(within(shipments).getAllByText('EMS · 3–6 days')).toHaveLength(2);
    expect(within(shipments).getByText('Charged at release')).toBeInTheDocument();

    const address = await region('Delivery address');
    expect(within(address).getByText('Germany')).toBeInTheDocument();
    expect(within(address).getByText('Phone: +4930901820')).toBeInTheDocument();

    const totals = await region('Order total');
    // ≈ in the collector's currency once the rates are in, beside the yen.
    expect(await within(totals).findByText('≈ $287.95')).toBeInTheDocument();
    expect(within(totals).getByText('(¥44,300)')).toBeInTheDocument();
    expect(within(totals).getByText(/Rates of 20 Nov 2026\.|Rates of Nov 20, 2026\./)).toBeInTheDocument();
  });

  it('while the payment is due: "Pay by <date>" and "Pay now" with the amount', async () => {
    renderOrderPage();
    const payment = await region('Payment');
    expect(within(payment).getByText(/^Pay by /)).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(within(payment).getByText('Due now: ¥15,700')).toBeInTheDocument();
  });

  it.each([
    ['card_declined', 'Your card was declined.'],
    ['insufficient_funds', 'Your card has insufficient funds.'],
    ['authentication_failed', 'Your bank could not confirm the payment.'],
    ['expired_card', 'Your card has expired.'],
    ['incorrect_cvc', "The card's security code is incorrect."],
  ] as const)('a failed payment (%s) says why and offers "Try again"', async (code, words) => {
    current = sampleOrder(failedPayment(code));
    renderOrderPage();
    const payment = await region('Payment');
    expect(within(payment).getByText(words)).toBeInTheDocument();
    expect(within(payment).queryByText('The provider said no.')).toBeNull();
    expect(within(payment).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['card_declined', 'カードが拒否されました。'],
    ['insufficient_funds', 'カードの残高が不足しています。'],
    ['authentication_failed', 'カード会社で支払いを確認できませんでした。'],
    ['expired_card', 'カードの有効期限が切れています。'],
    ['incorrect_cvc', 'カードのセキュリティコードが正しくありません。'],
  ] as const)('in Japanese, a failed payment (%s) is worded by the app, not the provider', async (code, words) => {
    usePreferences({ language: 'ja' });
    current = sampleOrder(failedPayment(code));
    renderOrderPage();
    const payment = await region('お支払い');
    expect(within(payment).getByText(words)).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'もう一度支払う' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '注文 FS-000042' })).toBeInTheDocument();
  });

  it('a paid order says when it was paid and offers nothing to pay', async () => {
    current = sampleOrder({ status: 'paid', payment: { state: 'paid', due_at: null, amount_jpy: 15700, paid_at: '2026-11-23T10:10:00Z', failure: null, refunded_jpy: 0 } });
    renderOrderPage();
    const payment = await region('Payment');
    expect(within(payment).getByText(/^Paid on /)).toBeInTheDocument();
    expect(within(payment).queryByRole('button')).toBeNull();
  });

  it('a cancelled order says the payment did not come in time', async () => {
    current = sampleOrder({ status: 'cancelled', payment: { state: 'cancelled', due_at: null, amount_jpy: 0, paid_at: null, failure: null, refunded_jpy: 0 } });
    renderOrderPage();
    const payment = await region('Payment');
    expect(within(payment).getByText('Cancelled: payment was not received in time')).toBeInTheDocument();
    expect(within(payment).queryByRole('button')).toBeNull();
  });

  it('lists the timeline oldest first, in words for known kinds and the English text otherwise', async () => {
    current = sampleOrder({
      events: [
        { at: '2026-11-23T10:05:00Z', kind: 'payment_failed', text: 'Payment failed.', params: {} },
        { at: '2026-11-23T10:00:00Z', kind: 'placed', text: 'Order placed.', params: {} },
        { at: '2026-11-24T09:00:00Z', kind: 'gift_wrapped', text: 'Gift-wrapped.', params: {} },
        { at: '2026-11-25T09:00:00Z', kind: 'invoiced', text: 'Miku released.', params: { figure: 'Miku 2027', amountJpy: 25200, dueAt: '2026-12-02T09:00:00.000Z' } },
        { at: '2026-11-26T09:00:00Z', kind: 'shipped', text: 'Shipped.', params: { carrier: 'dhl', trackingNumber: '1234567895', trackingUrl: 'https://www.dhl.com/' } },
      ],
    });
    renderOrderPage();
    const history = await region('History');
    expect(within(history).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Order placed',
      'Payment failed',
      'Gift-wrapped.',
      `Miku 2027 released: pay ¥25,200 by ${formatDateTime('2026-12-02T09:00:00.000Z', 'en')}`,
      'Shipped with DHL Express, tracking number 1234567895',
    ]);
  });

  it("another collector's order (404) shows the app's not-found page", async () => {
    renderOrderPage('/orders/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('an address that is no order id shows the not-found page without asking the API', async () => {
    const onRequest = vi.fn();
    server.events.on('request:start', onRequest);
    renderOrderPage('/orders/0042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(onRequest.mock.calls.map(([{ request }]) => new URL((request as Request).url).pathname)).not.toContain('/api/orders/42/');
  });

  it('"Print invoice" prints the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Print invoice' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('"Pay now" on the web opens a session returning to this page and goes to the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'https://shop.test', assign });
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${TEST_API}/pay/cs_1`));
    expect(sessions).toEqual([{ id: '42', body: { return_url: 'https://shop.test/orders/42' } }]);
    expect(JSON.parse(window.localStorage.getItem('payment_started') ?? '[]')).toEqual([expect.objectContaining({ order: 42, failures: 0 })]);
  });

  it('"Pay now" on the desktop opens the provider in the system browser and waits on this page', async () => {
    const bridge = fakeDesktopBridge({ config: { apiUrl: TEST_API } });
    // The desktop keeps the session in its own store.
    for (const key of Object.keys(window.localStorage)) bridge.storage.setItem(key, window.localStorage.getItem(key) ?? '');
    renderOrderPage('/orders/42', createDesktopPlatform(bridge));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(bridge.payment.open).toHaveBeenCalledWith(`${TEST_API}/pay/cs_1`));
    expect(sessions).toEqual([{ id: '42', body: { return_url: 'com.figureshop.app:/orders/42' } }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for the payment to be confirmed');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('signed out, it shows the sign-in panel and asks for nothing', async () => {
    window.localStorage.clear();
    renderOrderPage();
    expect(await screen.findByRole('region', { name: 'Sign in to see this page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeInTheDocument();
  });
});

describe('waiting for the payment to be confirmed (docs/product-rules.md §Payment 5)', () => {
  /** Renders with a fake clock and a payment started now; `calls` are the ms (fake clock) each GET of the order started. */
  function renderWaiting(control = { hold: null as null | Promise<void> }, started = { failures: 0, agoMs: 0 }) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    storeSignedIn();
    window.localStorage.setItem('payment_started', JSON.stringify([{ order: 42, at: Date.now() - started.agoMs, failures: started.failures }]));
    const start = Date.now();
    const calls: number[] = [];
    renderOrderPage('/orders/42', testPlatform(), (services) => {
      services.ordersApi = {
        ...services.ordersApi,
        get: vi.fn(async () => {
          calls.push(Date.now() - start);
          if (control.hold) await control.hold;
          return current;
        }),
      };
    });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    return { calls, advance, control };
  }

  it('says so (a status) and asks again after 1 s, 2 s, 4 s … doubling up to 30 s', async () => {
    const { calls, advance } = renderWaiting();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment to be confirmed');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    await advance(120_000);
    expect(calls).toEqual([0, 1_000, 3_000, 7_000, 15_000, 31_000, 61_000, 91_000]);
  });

  it('never asks twice at once: the next wait starts when the answer is in', async () => {
    let release = () => {};
    const control = { hold: null as null | Promise<void> };
    const { calls, advance } = renderWaiting(control);
    await advance(0);
    control.hold = new Promise<void>((resolve) => (release = resolve));
    await advance(60_000);
    expect(calls).toEqual([0, 1_000]);
    control.hold = null;
    release();
    await advance(2_000);
    expect(calls).toEqual([0, 1_000, 62_000]);
  });

  it('stops once the webhook made the order paid, forgets the start and says when it was paid', async () => {
    const { calls, advance } = renderWaiting();
    await advance(3_000);
    current = sampleOrder({ status: 'paid', payment: { state: 'paid', due_at: null, amount_jpy: 15700, paid_at: '2026-11-23T10:10:00Z', failure: null, refunded_jpy: 0 } });
    // The ask at 7 s answers "paid"; TanStack Query tells the page on its next tick.
    await advance(4_100);
    expect(screen.getByText(/^Paid on /)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    const asked = calls.length;
    await advance(120_000);
    expect(calls).toHaveLength(asked);
    expect(JSON.parse(window.localStorage.getItem('payment_started') ?? '[]')).toEqual([]);
  });

  it('stops on a failure of this attempt and says why', async () => {
    current = sampleOrder(failedPayment('card_declined'));
    // The start counted no failure; the order has one: it is this attempt's.
    const { calls, advance } = renderWaiting();
    await advance(0);
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await advance(60_000);
    expect(calls).toEqual([0]);
    expect(JSON.parse(window.localStorage.getItem('payment_started') ?? '[]')).toEqual([]);
  });

  it('keeps waiting over a failure older than this attempt (a retry)', async () => {
    current = sampleOrder(failedPayment('card_declined'));
    const { calls, advance } = renderWaiting(undefined, { failures: 1, agoMs: 0 });
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment to be confirmed');
    expect(screen.queryByText('Your card was declined.')).toBeNull();
    await advance(3_000);
    expect(calls).toEqual([0, 1_000, 3_000]);
  });

  it('after about 5 minutes it stops and says it is taking longer, with "Pay now" back', async () => {
    const { calls, advance } = renderWaiting();
    await advance(0);
    await advance(300_000);
    const asked = calls.length;
    await advance(30_000);
    expect(screen.getByRole('status')).toHaveTextContent('This is taking longer than usual: we will notify you when it is confirmed.');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    await advance(600_000);
    expect(calls.length).toBeLessThanOrEqual(asked + 1);
    expect(calls.at(-1)).toBeLessThanOrEqual(301_000);
  });

  it('does not wait for a start an hour old or older', async () => {
    const { calls, advance } = renderWaiting(undefined, { failures: 0, agoMs: 3_600_000 });
    await advance(0);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await advance(60_000);
    expect(calls).toEqual([0]);
  });
});

describe('what the collector can still change (docs/product-rules.md §Fulfilment 2–3)', () => {
  beforeEach(() => storeSignedIn());
  const lineItem = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li')!;

  it('says per line what can be done and until when, and offers Cancel only where the line allows it', async () => {
    renderOrderPage();
    const rem = await lineItem('Rem Summer');
    expect(within(rem).getByText(`Pay or cancel by ${formatDateTime('2026-11-26T10:00:00Z', 'en')}.`)).toBeInTheDocument();
    expect(within(rem).getByRole('button', { name: 'Cancel Rem Summer' })).toBeInTheDocument();
    const miku = await lineItem('Miku 2027');
    expect(within(miku).getByText('You can cancel this pre-order until it is released.')).toBeInTheDocument();
    expect(within(miku).getByRole('button', { name: 'Cancel Miku 2027' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request cancellation/ })).not.toBeInTheDocument();
  });

  it('cancels a pre-order after the dialog: the reason is sent, the page shows the order the API answered', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/orders/42/lines/1/cancel/`, async ({ request }) => {
        sent.push(await request.json());
        current = { ...current, lines: current.lines.map((line) => (line.position === 1 ? { ...line, status: 'cancelled' } : line)) };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Miku 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Miku 2027?' });
    await user.click(within(dialog).getByRole('radio', { name: 'The wait is too long' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this figure' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ reason: 'too_long_to_wait' }]);
    const miku = await lineItem('Miku 2027');
    await vi.waitFor(() => expect(within(miku).getByText('Cancelled')).toBeInTheDocument());
    expect(within(miku).queryByRole('button', { name: 'Cancel Miku 2027' })).not.toBeInTheDocument();
  });

  it('a refusal (409) is said inside the dialog with the reason, and the dialog stays', async () => {
    server.use(
      http.post(`${TEST_API}/api/orders/42/lines/0/cancel/`, () =>
        HttpResponse.json({ detail: 'A line that is paid can no longer be cancelled here.', code: 'not_cancellable' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Rem Summer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Rem Summer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this figure' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not do it: A line that is paid can no longer be cancelled here.');
    expect(screen.getByRole('dialog', { name: 'Cancel Rem Summer?' })).toBeInTheDocument();
  });

  it('a dead network is said inside the dialog: nothing changed', async () => {
    server.use(http.post(`${TEST_API}/api/orders/42/lines/0/cancel/`, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Rem Summer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Rem Summer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this figure' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cannot reach the server. Nothing changed');
  });

  it('a paid line offers "Request cancellation"; a waiting request is said instead; a decline says why', async () => {
    const paid = (cancellation: Order['lines'][number]['cancellation']): Order['lines'] =>
      current.lines.map((line) => (line.position === 0 ? { ...line, status: 'paid', cancellation } : line));
    current = { ...current, lines: paid(null) };
    const { unmount } = renderOrderPage();
    const rem = await lineItem('Rem Summer');
    expect(within(rem).getByText('You can ask us to cancel it until it ships.')).toBeInTheDocument();
    expect(within(rem).getByRole('button', { name: 'Request cancellation of Rem Summer' })).toBeInTheDocument();
    unmount();

    current = { ...current, lines: paid({ state: 'requested', reason: 'other', requested_at: '2026-11-24T10:00:00Z', message: null }) };
    const second = renderOrderPage();
    const waiting = await lineItem('Rem Summer');
    expect(within(waiting).getByText(`Cancellation requested on ${formatDateTime('2026-11-24T10:00:00Z', 'en')}: waiting for the shop.`)).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: /Request cancellation/ })).not.toBeInTheDocument();
    second.unmount();

    current = { ...current, lines: paid({ state: 'declined', reason: 'other', requested_at: '2026-11-24T10:00:00Z', message: 'It is already packed.' }) };
    renderOrderPage();
    expect(within(await lineItem('Rem Summer')).getByText('The shop declined to cancel it: It is already packed.')).toBeInTheDocument();
  });

  it('a shipped parcel links to the carrier’s tracking page; refunds are shown', async () => {
    const url = 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=EE123456785JP&locale=en';
    current = {
      ...current,
      lines: current.lines.map((line) => (line.position === 0 ? { ...line, status: 'shipped', refunded_jpy: 1000 } : line)),
      shipments: current.shipments.map((shipment) =>
        shipment.position === 0 ? { ...shipment, state: 'shipped', shipped_at: '2026-11-25T10:00:00Z', tracking: { carrier: 'japan_post', number: 'EE123456785JP', url } } : shipment,
      ),
      payment: { state: 'paid', due_at: null, amount_jpy: 15700, paid_at: '2026-11-24T10:00:00Z', failure: null, refunded_jpy: 1000 },
    };
    renderOrderPage();
    const link = await screen.findByRole('link', { name: 'Track the parcel (Japan Post EE123456785JP)' });
    expect(link).toHaveAttribute('href', url);
    expect(screen.getByText(`Shipped on ${formatDateTime('2026-11-25T10:00:00Z', 'en')}`)).toBeInTheDocument();
    expect(within(await lineItem('Rem Summer')).getByText('¥1,000 refunded')).toBeInTheDocument();
    expect(within(await region('Payment')).getByText('Refunded: ¥1,000')).toBeInTheDocument();
  });

  it('an order shipping together offers to ship what is ready now, after a confirmation', async () => {
    let called = 0;
    current = { ...current, ship_together: true, lines: current.lines.map((line) => ({ ...line, status: 'reserved', invoice_id: null })) };
    server.use(
      http.post(`${TEST_API}/api/orders/42/ship-together/`, async ({ request }) => {
        called += 1;
        expect(await request.json()).toEqual({ ship_together: false });
        current = { ...current, ship_together: false };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderOrderPage();
    expect(within(await lineItem('Rem Summer')).getByText('Held to ship together with your pre-orders.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ship what is ready now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship what is ready now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Invoice and ship what is ready' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Ship what is ready now' })).not.toBeInTheDocument());
    expect(called).toBe(1);
  });
});
