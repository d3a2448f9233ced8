/**
 * The figure page opened from a price-drop alert shows the old price struck through
 * (docs/product-rules.md §Wishlist 8); a state that does not match the figure shows nothing.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices } from '@renderer/app/services';
import { WasPrice } from '@renderer/features/catalogue/components/WasPrice';
import { TEST_API, testPlatform } from './render-app';

const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json({ base: 'JPY', date: '2026-04-13', rates: { JPY: 1, USD: 0.00625, EUR: 0.0053, CNY: 0.0427 } })),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json({ base: 'CNY', date: '2026-04-13', rates: { CNY: 1, USD: 0.1464, EUR: 0.1241, JPY: 23.4 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const drop = { old_price: 5_800, new_price: 5_200, currency: 'JPY' };
const price = { amount: 5_200, currency: 'JPY' as const };

function renderAt(state: unknown, preferences: object = { currency: { primary: 'USD' } }) {
  window.localStorage.setItem('user_preferences', JSON.stringify(preferences));
  return render(
    <AppProviders services={createAppServices(testPlatform())}>
      <MemoryRouter initialEntries={[{ pathname: '/figures/rem', state }]}>
        <WasPrice price={price} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('<WasPrice>', () => {
  it('strikes the old price through, converted as every price is, and says it was the price', async () => {
    renderAt({ priceDrop: drop });
    await waitFor(() => expect(screen.getByTestId('was-price')).toHaveTextContent('Was ≈ $36.25 (¥5,800)'));
    expect(screen.getByTestId('was-price').querySelector('del')).toHaveTextContent('≈ $36.25 (¥5,800)');
  });

  it('shows nothing without the alert’s state, when the price changed again, for another currency, or for a rise', () => {
    for (const state of [null, 'priceDrop', { priceDrop: { ...drop, new_price: 5_000 } }, { priceDrop: { ...drop, currency: 'CNY' } }, { priceDrop: { ...drop, old_price: 5_200 } }, { priceDrop: { old_price: '9999' } }]) {
      const { unmount } = renderAt(state);
      expect(screen.queryByTestId('was-price')).toBeNull();
      unmount();
    }
  });

  it('shows nothing while the collector hides prices', () => {
    renderAt({ priceDrop: drop }, { content: { show_prices: false } });
    expect(screen.queryByTestId('was-price')).toBeNull();
  });
});
