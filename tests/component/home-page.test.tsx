import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '@renderer/app/routes/HomePage';
import { parseConfig } from '@renderer/platform/config';
import { renderWithApp, TEST_API, testPlatform } from './render-app';

const perEuro: Record<string, number> = { EUR: 1, USD: 1.1684, JPY: 186.75, CNY: 7.9827 };
const rates = (base: 'JPY' | 'CNY') => ({
  base,
  date: '2026-04-13',
  rates: Object.fromEntries(Object.entries(perEuro).map(([code, value]) => [code, value / perEuro[base]!])),
});

// The location answer is held until the test releases it, to look at the page meanwhile.
let releaseLocation: () => void = () => {};
let jpyRatesCalls = 0;
const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => {
    jpyRatesCalls += 1;
    return HttpResponse.json(rates('JPY'));
  }),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json(rates('CNY'))),
  http.get(`${TEST_API}/api/location/`, async () => {
    await new Promise<void>((resolve) => (releaseLocation = resolve));
    return HttpResponse.json({ currency: 'USD', region: 'US' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jpyRatesCalls = 0;
});

function renderDemoHome() {
  const platform = testPlatform();
  platform.config = parseConfig({ apiUrl: TEST_API, demoMode: true });
  return renderWithApp(<HomePage />, platform);
}
afterAll(() => server.close());

describe('home page in demo mode (issues 4 and 6)', () => {
  it('shows the currency offer and the sample strip together, once rates and location have settled', async () => {
    renderDemoHome();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading prices…');
    // Rates are in, the location is not: the strip waits, so the offer cannot push it down later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: /Sample figures/ })).toBeNull();
    releaseLocation();
    expect(await screen.findByRole('heading', { name: /Sample figures/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Currency suggestion')).toHaveTextContent('USD');
    expect(screen.queryByText('Loading prices…')).toBeNull();
  });

  it('rates that fail: the strip shows, says rates are unavailable, and fetches nothing more', async () => {
    server.use(
      http.get(`${TEST_API}/api/jpy-rates/`, () => {
        jpyRatesCalls += 1;
        return HttpResponse.json({ detail: 'down' }, { status: 500 });
      }),
      http.get(`${TEST_API}/api/location/`, () => HttpResponse.json({ currency: 'JPY', region: 'JP' })),
    );
    renderDemoHome();
    expect(await screen.findByRole('heading', { name: /Sample figures/ }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Exchange rates are unavailable');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // One call and the one retry of spec point 9; showing the strip must not start the query again.
    expect(jpyRatesCalls).toBe(2);
    expect(screen.queryByText('Loading prices…')).toBeNull();
  });
});
