import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Price } from '@renderer/features/currency';
import { renderWithApp, TEST_API } from './render-app';

const perEuro: Record<string, number> = { EUR: 1, USD: 1.1684, JPY: 186.75, CNY: 7.9827 };
const rates = (base: 'JPY' | 'CNY') => ({
  base,
  date: '2026-04-13',
  rates: Object.fromEntries(Object.entries(perEuro).map(([code, value]) => [code, value / perEuro[base]!])),
});
const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json(rates('JPY'))),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json(rates('CNY'))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = (preferences: object) => window.localStorage.setItem('user_preferences', JSON.stringify(preferences));

describe('<Price>', () => {
  it('shows nothing when show_prices is false', async () => {
    store({ content: { show_prices: false }, currency: { primary: 'USD' } });
    const { container } = renderWithApp(<Price amount={12800} currency="JPY" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-price]')).toBeNull();
    expect(screen.queryByText(/12,800/)).toBeNull();
  });

  it('shows "≈ converted" with the original beside it', async () => {
    store({ currency: { primary: 'USD', display_format: 'symbol' } });
    renderWithApp(<Price amount={12800} currency="JPY" />);
    expect(await screen.findByText('≈ $80.08')).toBeInTheDocument();
    expect(screen.getByText('(¥12,800)')).toBeInTheDocument();
  });

  it('converts CNY prices through the CNY map and follows display_format and language', async () => {
    store({ currency: { primary: 'JPY', display_format: 'name' }, ui: { language: 'ja' } });
    renderWithApp(<Price amount={1} currency="CNY" />);
    expect(await screen.findByText('≈ 23円')).toBeInTheDocument();
    expect(screen.getByText('(1.00中国人民元)')).toBeInTheDocument();
  });

  it('shows the original alone in its own currency', async () => {
    renderWithApp(<Price amount={12800} currency="JPY" />);
    await waitFor(() => expect(screen.getByText('¥12,800')).toBeInTheDocument());
    expect(screen.queryByText(/≈/)).toBeNull();
  });
});
