/**
 * The checkout's delivery step (features/checkout; docs/product-rules.md §Checkout 1, 3–4): the
 * methods the quote offers with price (≈ the collector's currency) and estimate, "Ship everything
 * together" only with pre-orders, Continue to the review; a forged or stale address sends the
 * collector back to the address step with a message. The API is mocked at the edge (msw).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences, type Address, type Preferences, type Quote, type QuoteRequest } from '@shared/api';
import { sampleAddress, sampleQuote, sampleQuoteLine } from '../support/checkout-samples';
import { storeSignedIn, TEST_API } from './render-app';
import { currentLocation, FIRST_RENDER, renderCheckout } from './render-checkout';

let preferences: Preferences = defaultPreferences;
let book: Address[] = [sampleAddress()];
let quoteFor: (request: QuoteRequest) => Quote = (request) => sampleQuote({ together: request.ship_together === true });
const quotes: QuoteRequest[] = [];

const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(preferences)),
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json({ base: 'JPY', date: '2026-11-27', rates: { JPY: 1, USD: 0.0065 } })),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json({ base: 'CNY', date: '2026-11-27', rates: { CNY: 1, JPY: 21 } })),
  http.get(`${TEST_API}/api/account/addresses/`, () => HttpResponse.json(book)),
  // The address step, where a forged address leads.
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json({ lines: [], item_count: 0, subtotals: [], ready: true, unknown: [] })),
  http.post(`${TEST_API}/api/account/checkout/quote/`, async ({ request }) => {
    const body = (await request.json()) as QuoteRequest;
    quotes.push(body);
    return HttpResponse.json(quoteFor(body));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  preferences = defaultPreferences;
  book = [sampleAddress()];
  quoteFor = (request) => sampleQuote({ together: request.ship_together === true });
  quotes.length = 0;
  storeSignedIn();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function usePrimary(primary: string) {
  preferences = { ...defaultPreferences, currency: { ...defaultPreferences.currency, primary } };
  window.localStorage.setItem('user_preferences', JSON.stringify(preferences));
}

describe('the delivery options (§Checkout 3)', () => {
  it('lists the offered methods with their price in JPY, ≈ the collector’s currency, and their estimate', async () => {
    usePrimary('USD');
    renderCheckout('/checkout/delivery?address=1');
    const group = await screen.findByRole('radiogroup', { name: 'Delivery' }, FIRST_RENDER);
    const sal = within(group).getByRole('radio', { name: /^Airmail \(SAL\)/ });
    const ems = within(group).getByRole('radio', { name: /^EMS/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(sal).toBeChecked();
    await waitFor(() => expect(sal).toHaveAccessibleName(/^Airmail \(SAL\) ≈ \$19\.50 ?\(¥3,000\) 7–14 days$/));
    expect(ems).toHaveAccessibleName(/^EMS ≈ \$39\.00 ?\(¥6,000\) 3–6 days$/);
    expect(screen.getByText('Erika Mustermann, Unter den Linden 1, Berlin, 10117, Germany')).toBeInTheDocument();
    expect(quotes[0]).toEqual({ address_id: 1, method: null, ship_together: false });
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Delivery');
  });

  it('offers to ship everything together when the cart has pre-orders, and quotes it', async () => {
    renderCheckout('/checkout/delivery?address=1');
    const together = await screen.findByRole('checkbox', { name: 'Ship everything together' });
    expect(together).toHaveAccessibleDescription('One parcel that leaves when the last pre-order is released: the figures in stock wait for it.');
    await userEvent.click(together);
    await waitFor(() => expect(quotes).toContainEqual({ address_id: 1, method: null, ship_together: true }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^EMS/ })).toHaveAccessibleName(/¥3,000/));
    await userEvent.click(screen.getByRole('radio', { name: /^EMS/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentLocation()).toBe('/checkout/review?address=1&method=ems&together=1');
  });

  it('does not offer it when nothing is a pre-order', async () => {
    quoteFor = () => ({ ...sampleQuote(), shipments: [{ kind: 'now', release_month: null, lines: [sampleQuoteLine()], weight_g: 700, items_jpy: 12800, shipping_jpy: null, charged_now: true }] });
    renderCheckout('/checkout/delivery?address=1');
    await screen.findByRole('radiogroup', { name: 'Delivery' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('preselects the choice made before when coming back to change it, if still offered', async () => {
    renderCheckout('/checkout/delivery?address=1&method=ems&together=1');
    expect(await screen.findByRole('radio', { name: /^EMS/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ship everything together' })).toBeChecked();
  });
});

describe('a forged or stale address (§Checkout 1)', () => {
  it.each([['address=abc'], ['address=0'], [''], ['address=99']])('?%s goes back to the address step with a message', async (query) => {
    renderCheckout(`/checkout/delivery?${query}`);
    expect(await screen.findByText('That address is not in your address book. Choose one here.', undefined, FIRST_RENDER)).toBeInTheDocument();
    expect(currentLocation()).toBe('/checkout/address');
  });
});
