/**
 * The cart page's "Check out" (docs/product-rules.md §Checkout 1, §Cart 5): a link to the
 * checkout's address step under the summary, for signed-in and anonymous collectors alike (the
 * step asks to sign in), disabled while a line must change first. The API is mocked at the edge (msw).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences, type Cart, type CartEntry } from '@shared/api';
import { CartPage } from '@renderer/app/pages/CartPage';
import { sampleFigureCard } from '../support/samples';
import { renderWithApp, storeSignedIn, TEST_API } from './render-app';

const figure = sampleFigureCard({ slug: 'rem-summer', name: 'Rem Summer', status: 'in_stock', stock: 5, allocation: null, preorder_closes_at: null });
const cartOf = (ready: boolean): Cart => ({
  lines: [{ figure, quantity: 1, added_price: figure.price, added_status: 'in_stock', added_at: '2026-11-23T10:00:00Z', max_quantity: ready ? 5 : 0, notices: ready ? [] : [{ kind: 'unavailable', status: 'sold_out' }] }],
  item_count: 1,
  subtotals: ready ? [figure.price] : [],
  ready,
  unknown: [],
});
let ready = true;

const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(defaultPreferences)),
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json({ base: 'JPY', date: '2026-11-27', rates: { JPY: 1 } })),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json({ base: 'CNY', date: '2026-11-27', rates: { CNY: 1, JPY: 21 } })),
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json(cartOf(ready))),
  http.post(`${TEST_API}/api/cart/preview/`, () => HttpResponse.json(cartOf(ready))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  ready = true;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderCart() {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<CartPage />} />
      <Route path="/checkout/address" element={<p>address step</p>} />
    </Routes>,
  );
}

const summary = () => screen.findByRole('region', { name: 'Summary' }, { timeout: 15_000 });

describe('"Check out" on the cart page', () => {
  it('links to the checkout’s address step when the cart can be checked out', async () => {
    storeSignedIn();
    renderCart();
    const link = within(await summary()).getByRole('link', { name: 'Check out' });
    expect(link).toHaveAttribute('href', '/checkout/address');
    await userEvent.click(link);
    expect(await screen.findByText('address step')).toBeInTheDocument();
  });

  it('is disabled while a line must change first', async () => {
    storeSignedIn();
    ready = false;
    renderCart();
    const button = within(await summary()).getByRole('button', { name: 'Check out' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Check out' })).toBeNull();
  });

  it('goes there signed out too (the step asks to sign in; the cart is kept)', async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ slug: figure.slug, quantity: 1, added_price: figure.price, added_status: 'in_stock', added_at: '2026-11-23T10:00:00Z' } satisfies CartEntry]));
    renderCart();
    expect(within(await summary()).getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout/address');
  });
});
