import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HomePage } from '@renderer/app/pages/HomePage';
import { loadWebConfig } from '@renderer/platform/config';
import { renderWithApp, TEST_API, testPlatform } from './render-app';
import { sampleFigureCard } from '../support/samples';

const perEuro: Record<string, number> = { EUR: 1, USD: 1.1684, JPY: 186.75, CNY: 7.9827 };
const rates = (base: 'JPY' | 'CNY') => ({
  base,
  date: '2026-04-13',
  rates: Object.fromEntries(Object.entries(perEuro).map(([code, value]) => [code, value / perEuro[base]!])),
});

// The location answer is held until the test releases it, to look at the page meanwhile.
let releaseLocation: (() => void) | null = null;
let jpyRatesCalls = 0;
const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => {
    jpyRatesCalls += 1;
    return HttpResponse.json(rates('JPY'));
  }),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json(rates('CNY'))),
  http.get(`${TEST_API}/api/location/`, async () => {
    await new Promise<void>((resolve) => (releaseLocation = resolve));
    releaseLocation = null;
    return HttpResponse.json({ currency: 'USD', region: 'US' });
  }),
  // The shelves' catalogue queries (docs/product-rules.md §Catalogue 12): one figure each, named after the ordering asked for.
  http.get(`${TEST_API}/api/figures/`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    figureQueries.push(params.toString());
    return HttpResponse.json({ count: 1, next: null, previous: null, results: [figure(`Figure by ${params.get('ordering')}`)], facets });
  }),
);
const facets = { series: [], manufacturer: [], line: [], scale: [], status: [] };
const figureQueries: string[] = [];
function figure(name: string) {
  return sampleFigureCard({ slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name, name_ja: name });
}
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jpyRatesCalls = 0;
  figureQueries.length = 0;
});

function renderDemoHome() {
  const platform = testPlatform();
  platform.config = loadWebConfig({ VITE_API_URL: TEST_API, VITE_DEMO_MODE: 'true' });
  return renderWithApp(<HomePage />, platform);
}
afterAll(() => server.close());

describe('home page', () => {
  it('leads with what the shop sells: the tagline and the ways in by kind, the sign-in invitation below the shelves', async () => {
    renderDemoHome();
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome to Figure Shop' });
    expect(screen.getByText(/^Anime figures from pre-order to your shelf/)).toBeInTheDocument();
    const kinds = screen.getByRole('navigation', { name: 'Shop by kind' });
    const links = ['Scale figures', 'Nendoroid and chibi', 'Prize figures', 'Plush'].map((name) => screen.getByRole('link', { name }));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/figures?line=scale-figure', '/figures?line=nendoroid', '/figures?line=prize-figure', '/figures?line=plush']);
    expect(links.every((link) => kinds.contains(link))).toBe(true);
    const invitation = screen.getByText('Sign in or create an account to keep your preferences on every device.');
    // After the heading and after the shelves in the page's order.
    expect(heading.compareDocumentPosition(invitation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await vi.waitFor(() => expect(releaseLocation).not.toBeNull(), { timeout: 5_000 });
    releaseLocation!();
    const shelves = await screen.findByRole('heading', { name: 'New arrivals' });
    expect(shelves.compareDocumentPosition(invitation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the currency offer and the catalogue shelves together, once rates and location have settled', async () => {
    renderDemoHome();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading prices…');
    // Rates are in, the location is asked for but not answered: the shelves wait, so the offer
    // cannot push them down later.
    await vi.waitFor(() => expect(releaseLocation).not.toBeNull(), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'New arrivals' })).toBeNull();
    releaseLocation!();
    expect(await screen.findByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pre-orders closing soon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Popular' })).toBeInTheDocument();
    // Each shelf draws its cards in its own background render: each is waited for.
    expect(await screen.findByRole('article', { name: 'Figure by -created' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Figure by closing' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Figure by -popularity' })).toBeInTheDocument();
    // The offer's bar is its own chunk: waited for, as the shelves are.
    expect(await screen.findByLabelText('Currency suggestion')).toHaveTextContent('USD');
    expect(screen.queryByText('Loading prices…')).toBeNull();
    // Adult figures are not asked for while show_nsfw is off (the default; docs/product-rules.md §Adult 2).
    expect(figureQueries.sort()).toEqual([
      'adult=false&ordering=-created&page_size=6',
      'adult=false&ordering=-popularity&page_size=6',
      'adult=false&status=preorder&ordering=closing&page_size=6',
    ]);
  });

  it('rates that fail: the shelves show, say rates are unavailable, and fetch nothing more', async () => {
    server.use(
      http.get(`${TEST_API}/api/jpy-rates/`, () => {
        jpyRatesCalls += 1;
        return HttpResponse.json({ detail: 'down' }, { status: 500 });
      }),
      http.get(`${TEST_API}/api/location/`, () => HttpResponse.json({ currency: 'JPY', region: 'JP' })),
    );
    renderDemoHome();
    expect(await screen.findByRole('heading', { name: 'New arrivals' }, { timeout: 5_000 })).toBeInTheDocument();
    // The rates note is its own chunk: waited for.
    expect(await screen.findByRole('note')).toHaveTextContent('Exchange rates are unavailable');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // One call and the one retry of docs/product-rules.md §API 2; showing the shelves must not start the query again.
    expect(jpyRatesCalls).toBe(2);
    expect(screen.queryByText('Loading prices…')).toBeNull();
  });
});
