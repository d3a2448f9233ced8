/**
 * /orders (features/orders/pages/OrdersPage.tsx; docs/product-rules.md §Orders 4): the collector's
 * orders with their number (linking to the order), date, status, total with ≈ and "Pay now" while
 * due; pages; the empty state with a way to the catalogue; the sign-in panel when signed out.
 * The API is mocked at the edge (msw).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPreferences, type OrderSummary } from '@shared/api';
import { OrdersPage } from '@renderer/features/orders/pages/OrdersPage';
import { renderWithApp, storeSignedIn, TEST_API } from './render-app';

const summary = (id: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  number: `FS-${String(id).padStart(6, '0')}`,
  created_at: '2026-11-23T10:00:00Z',
  status: 'paid',
  item_count: 2,
  total_jpy: 44300,
  payment_state: 'paid',
  ...overrides,
});

const rates = (base: 'JPY' | 'CNY') => ({ base, date: '2026-11-27', rates: { USD: base === 'JPY' ? 0.0065 : 0.14, JPY: base === 'JPY' ? 1 : 21, CNY: base === 'JPY' ? 0.047 : 1 } });
let pages: OrderSummary[][] = [];
const asked: string[] = [];
const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json(rates('JPY'))),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json(rates('CNY'))),
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(defaultPreferences)),
  http.get(`${TEST_API}/api/orders/`, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    asked.push(String(page));
    const link = (n: number) => `${TEST_API}/api/orders/?page=${n}`;
    return HttpResponse.json({
      count: pages.flat().length,
      next: page < pages.length ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: pages[page - 1] ?? [],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  pages = [];
  asked.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the orders page', () => {
  it('lists each order with its link, date, status, items and total, and "Pay now" while it is due', async () => {
    storeSignedIn();
    pages = [[summary(43, { status: 'awaiting_payment', payment_state: 'failed', total_jpy: 15700 }), summary(42)]];
    renderWithApp(<OrdersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your orders' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const [due, paid] = within(list).getAllByRole('listitem');
    expect(within(due!).getByRole('link', { name: 'Order FS-000043' })).toHaveAttribute('href', '/orders/43');
    expect(within(due!).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(due!).getByText('¥15,700')).toBeInTheDocument();
    expect(within(due!).getByRole('link', { name: 'Pay now for order FS-000043' })).toHaveAttribute('href', '/orders/43');
    expect(within(due!).getByText('2 items')).toBeInTheDocument();
    expect(within(due!).getByText(/Nov 2026|Nov 23, 2026/)).toBeInTheDocument();
    expect(within(paid!).getByText('Paid')).toBeInTheDocument();
    expect(within(paid!).queryByRole('link', { name: /Pay now/ })).toBeNull();
  });

  it('shows the total with ≈ in the collector\'s currency', async () => {
    storeSignedIn();
    window.localStorage.setItem('user_preferences', JSON.stringify({ ...defaultPreferences, currency: { ...defaultPreferences.currency, primary: 'USD' } }));
    server.use(http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ ...defaultPreferences, currency: { ...defaultPreferences.currency, primary: 'USD' } })));
    pages = [[summary(42)]];
    renderWithApp(<OrdersPage />);
    expect(await screen.findByText('≈ $287.95')).toBeInTheDocument();
    expect(screen.getByText('(¥44,300)')).toBeInTheDocument();
  });

  it('pages through the orders', async () => {
    storeSignedIn();
    pages = [Array.from({ length: 20 }, (_, i) => summary(100 - i)), [summary(60)]];
    renderWithApp(<OrdersPage />);
    const pager = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Order FS-000060' })).toBeInTheDocument();
    expect(within(pager).getByText('Page 2')).toBeInTheDocument();
    expect(asked).toEqual(['1', '2']);
  });

  it('with no orders yet, says so and links to the catalogue', async () => {
    storeSignedIn();
    renderWithApp(<OrdersPage />);
    expect(await screen.findByText(/You have no orders yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse figures' })).toHaveAttribute('href', '/figures');
  });

  it('signed out, shows the sign-in panel and asks for nothing', async () => {
    renderWithApp(<OrdersPage />);
    expect(await screen.findByRole('region', { name: 'Sign in to see this page' })).toBeInTheDocument();
    await vi.waitFor(() => expect(asked).toEqual([]));
  });
});
