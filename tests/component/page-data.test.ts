import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dehydrate } from '@tanstack/react-query';
import { fetchServerPageData, heldUntil, HELD_ANSWER_LIMIT_MS, startPageData } from '@renderer/app/page-data';
import { figureSlugOf } from '@renderer/app/page-table';
import { createAppServices } from '@renderer/app/services';
import { catalogueGridQuery, catalogueKeys, contentSettingsOf } from '@renderer/features/catalogue';
import { defaultPreferences } from '@shared/api';
import { currencyKeys } from '@renderer/features/currency';
import { testPlatform, TEST_API } from './render-app';
import { sampleFigureDetail } from '../support/samples';

const figure = sampleFigureDetail();

const perEuro: Record<string, number> = { EUR: 1, USD: 1.1684, JPY: 186.75, CNY: 7.9827 };
const rates = (base: 'JPY' | 'CNY') => ({
  base,
  date: '2026-04-10',
  rates: Object.fromEntries(Object.entries(perEuro).map(([code, value]) => [code, value / perEuro[base]!])),
});
const emptyList = { count: 0, next: null, previous: null, results: [], facets: { series: [], manufacturer: [], line: [], scale: [], status: [] } };

const asked: string[] = [];
/** What home asks the API for, sorted: its three shelves, the two rate tables and the location. */
const HOME_CALLS = [
  'cny-rates',
  'jpy-rates',
  'list adult=false&ordering=-created&page_size=6',
  'list adult=false&ordering=-popularity&page_size=6',
  'list adult=false&status=preorder&ordering=closing&page_size=6',
  'location',
];
const locationLanguages: (string | null)[] = [];
const server = setupServer(
  http.get(`${TEST_API}/api/figures/`, ({ request }) => {
    asked.push(`list ${new URL(request.url).searchParams.toString()}`);
    return HttpResponse.json(emptyList);
  }),
  http.get(`${TEST_API}/api/figures/:slug/`, ({ params }) => {
    asked.push(`figure ${String(params.slug)}`);
    if (params.slug === figure.slug) return HttpResponse.json(figure);
    if (params.slug === 'slow-figure') return delay('infinite').then(() => HttpResponse.json(figure));
    return HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
  }),
  http.get(`${TEST_API}/api/jpy-rates/`, () => (asked.push('jpy-rates'), HttpResponse.json(rates('JPY')))),
  http.get(`${TEST_API}/api/cny-rates/`, () => (asked.push('cny-rates'), HttpResponse.json(rates('CNY')))),
  http.get(`${TEST_API}/api/location/`, ({ request }) => {
    asked.push('location');
    locationLanguages.push(request.headers.get('accept-language'));
    return HttpResponse.json({ currency: 'EUR', region: 'DE' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  locationLanguages.length = 0;
  window.localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** A promise and the function that resolves it: the page's hydration, under the test's control. */
function hydrationSignal() {
  let markHydrated: () => void = () => undefined;
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve;
  });
  return { hydrated, markHydrated };
}

describe('heldUntil (answers started before hydration reach the app after it)', () => {
  it('holds an answer that came first until the signal, then gives it', async () => {
    const { hydrated, markHydrated } = hydrationSignal();
    let settled = false;
    const answer = Promise.resolve(heldUntil(async () => 'figures', hydrated)({} as never)).then((value) => ((settled = true), value));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    markHydrated();
    await expect(answer).resolves.toBe('figures');
  });

  it('holds a failure the same way: the hydrating render never sees an error the pre-render did not', async () => {
    const { hydrated, markHydrated } = hydrationSignal();
    let settled = false;
    const answer = Promise.resolve(heldUntil(() => Promise.reject(new Error('Network Error')), hydrated)({} as never));
    answer.catch(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    markHydrated();
    await expect(answer).rejects.toThrow('Network Error');
  });

  it('lets the answer through after HELD_ANSWER_LIMIT_MS should hydration never signal', async () => {
    vi.useFakeTimers();
    const answer = heldUntil(async () => 'figures', new Promise(() => undefined))({} as never);
    await vi.advanceTimersByTimeAsync(HELD_ANSWER_LIMIT_MS);
    await expect(answer).resolves.toBe('figures');
  });
});

describe('figureSlugOf', () => {
  it('decodes the slug as the router does, and refuses what is not a figure path', () => {
    expect(figureSlugOf('/figures/rem-1-7')).toBe('rem-1-7');
    expect(figureSlugOf('/figures/rem-1-7/')).toBe('rem-1-7');
    expect(figureSlugOf('/figures/%E3%83%AC%E3%83%A0')).toBe('レム');
    expect(figureSlugOf('/figures/%E0%A4%A')).toBeNull();
    expect(figureSlugOf('/figures/a/b')).toBeNull();
    expect(figureSlugOf('/figures/')).toBeNull();
  });
});

describe('startPageData (a pre-rendered page asks for its data before it hydrates)', () => {
  const location = (pathname: string, search = '') => ({ pathname, search });

  it("home: asks for the three shelves, the rates and the location at once; the cache holds none until the page has hydrated", async () => {
    const services = createAppServices(testPlatform());
    const { hydrated, markHydrated } = hydrationSignal();
    startPageData('home', services, location('/'), hydrated);
    await vi.waitFor(() => expect([...asked].sort()).toEqual(HOME_CALLS), { timeout: 10_000 });
    const cache = services.queryClient.getQueryCache();
    expect(cache.findAll({ queryKey: [...catalogueKeys.all, 'shelf'] })).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cache.getAll().every((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching')).toBe(true);
    markHydrated();
    await vi.waitFor(() => expect(services.queryClient.getQueryData(currencyKeys.location())).toMatchObject({ currency: 'EUR', region: 'DE' }), { timeout: 10_000 });
    expect(cache.findAll({ queryKey: [...catalogueKeys.all, 'shelf'] }).every((query) => query.state.status === 'success')).toBe(true);
  });

  it("home: with the person's content settings (adult figures shown, prices hidden), as the shelves ask", async () => {
    window.localStorage.setItem('user_preferences', JSON.stringify({ content: { show_nsfw: true, show_prices: false } }));
    const services = createAppServices(testPlatform());
    startPageData('home', services, location('/'), Promise.resolve());
    await vi.waitFor(() => expect(asked.filter((call) => call.startsWith('list'))).toHaveLength(3), { timeout: 10_000 });
    expect(asked.filter((call) => call.startsWith('list')).every((call) => call.includes('adult=true'))).toBe(true);
  });

  it('a figure page: asks for its figure; a failure reaches the cache only after hydration', async () => {
    const services = createAppServices(testPlatform());
    const { hydrated, markHydrated } = hydrationSignal();
    startPageData('figure', services, location('/figures/rem-1-7'), hydrated);
    await vi.waitFor(() => expect(asked).toEqual(['figure rem-1-7']), { timeout: 10_000 });
    const key = catalogueKeys.figure('rem-1-7', 'false');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(services.queryClient.getQueryState(key)?.status).toBe('pending');
    markHydrated();
    await vi.waitFor(() => expect(services.queryClient.getQueryState(key)?.status).toBe('error'), { timeout: 10_000 });
  });

  it('a forged figure path asks for nothing', async () => {
    const services = createAppServices(testPlatform());
    startPageData('figure', services, location('/figures/%E0%A4%A'), Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(services.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("the catalogue: asks for the grid's first page of the address's search; settings: the rates only", async () => {
    const services = createAppServices(testPlatform());
    startPageData('catalogue', services, location('/figures', '?search=miku&status=preorder'), Promise.resolve());
    startPageData('settings', services, location('/settings'), Promise.resolve());
    await vi.waitFor(() => expect(asked).toHaveLength(3), { timeout: 10_000 });
    expect([...asked].sort()).toEqual(['cny-rates', 'jpy-rates', 'list adult=false&search=miku&status=preorder&page_size=48']);
  });
});

describe('fetchServerPageData (a figure page rendered at request time with its figure)', () => {
  const key = (slug: string) => catalogueKeys.figure(slug, 'false');

  it("fetches the figure under the query key the client's hydrating render reads, and dehydrates it", async () => {
    const services = createAppServices(testPlatform(), { mode: 'dark', language: 'ja' });
    await expect(fetchServerPageData('figure', services, { pathname: `/figures/${figure.slug}` })).resolves.toBe(true);
    expect([...asked].sort()).toEqual(['cny-rates', `figure ${figure.slug}`, 'jpy-rates']);
    expect(services.queryClient.getQueryData(key(figure.slug))).toEqual(figure);
    // The rates too: its price in the visitor's currency, so the client asks the API nothing as it hydrates.
    expect(dehydrate(services.queryClient).queries.map((query) => query.queryKey)).toEqual([currencyKeys.rates(), key(figure.slug)]);
  });

  it("uses a first-time visitor's content settings, whatever the server's storage holds (the client hydrates with those)", async () => {
    window.localStorage.setItem('user_preferences', JSON.stringify({ content: { show_nsfw: true } }));
    const services = createAppServices(testPlatform(), { mode: 'light', language: 'en' });
    await fetchServerPageData('figure', services, { pathname: `/figures/${figure.slug}` });
    expect(services.queryClient.getQueryData(key(figure.slug))).toEqual(figure);
  });

  it('a missing figure, a forged path and settings: no data (false); a forged path asks for nothing', async () => {
    const services = createAppServices(testPlatform());
    await expect(fetchServerPageData('figure', services, { pathname: '/figures/no-such-figure' })).resolves.toBe(false);
    await expect(fetchServerPageData('figure', services, { pathname: '/figures/%E0%A4%A' })).resolves.toBe(false);
    await expect(fetchServerPageData('settings', services, { pathname: '/settings' })).resolves.toBe(false);
    expect([...asked].sort()).toEqual(['cny-rates', 'figure no-such-figure', 'jpy-rates']);
    // The rates answered, but false means the build-time frame is served: entry-server.tsx sends no state.
    expect(dehydrate(services.queryClient).queries.map((query) => query.queryKey)).toEqual([currencyKeys.rates()]);
  });

  it("the bare catalogue: the grid's first page (a first-time visitor's content settings) and the rates, under the keys the client reads", async () => {
    window.localStorage.setItem('user_preferences', JSON.stringify({ content: { show_nsfw: true, show_prices: false } }));
    const services = createAppServices(testPlatform(), { mode: 'light', language: 'en' });
    await expect(fetchServerPageData('catalogue', services, { pathname: '/figures' })).resolves.toBe(true);
    expect([...asked].sort()).toEqual(['cny-rates', 'jpy-rates', 'list adult=false&page_size=48']);
    const grid = catalogueGridQuery(services.catalogueApi, contentSettingsOf(defaultPreferences), '');
    expect(services.queryClient.getQueryData(grid.queryKey)).toEqual({ pages: [emptyList], pageParams: [1] });
    expect(dehydrate(services.queryClient).queries.map((query) => query.queryKey)).toContainEqual(grid.queryKey);
  });

  it('the catalogue without its first page (the API failed it) is not complete: false, so the frame is served', async () => {
    server.use(http.get(`${TEST_API}/api/figures/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const services = createAppServices(testPlatform(), { mode: 'light', language: 'en' });
    await expect(fetchServerPageData('catalogue', services, { pathname: '/figures' }, 3_000)).resolves.toBe(false);
    services.queryClient.clear();
  });

  it("home: the three shelves, the rates and the location, asked with the visitor's Accept-Language", async () => {
    const platform = { ...testPlatform(), requestHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } };
    const services = createAppServices(platform, { mode: 'light', language: 'en' });
    await expect(fetchServerPageData('home', services, { pathname: '/' })).resolves.toBe(true);
    expect([...asked].sort()).toEqual(HOME_CALLS);
    expect(locationLanguages).toEqual(['de-DE,de;q=0.9']);
    expect(dehydrate(services.queryClient).queries).toHaveLength(5);
  });

  it('home without its location (the API failed it) is not complete: false, so the frame is served', async () => {
    server.use(http.get(`${TEST_API}/api/location/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const services = createAppServices(testPlatform(), { mode: 'light', language: 'en' });
    await expect(fetchServerPageData('home', services, { pathname: '/' }, 3_000)).resolves.toBe(false);
    services.queryClient.clear();
  });

  it('a figure page without the rates (the API failed them) is not complete: false, so the frame is served', async () => {
    server.use(http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const services = createAppServices(testPlatform(), { mode: 'light', language: 'en' });
    await expect(fetchServerPageData('figure', services, { pathname: `/figures/${figure.slug}` }, 3_000)).resolves.toBe(false);
    services.queryClient.clear();
  });

  it('never retries a 4xx (the API answered): one call each, so the frame goes out at once', async () => {
    server.use(
      http.get(`${TEST_API}/api/figures/:slug/`, ({ params }) => {
        asked.push(`figure ${String(params.slug)}`);
        return HttpResponse.json({ detail: 'The request URL is too long.', code: 'uri_too_long' }, { status: 414 });
      }),
      http.get(`${TEST_API}/api/jpy-rates/`, () => (asked.push('jpy-rates'), HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429 }))),
    );
    const services = createAppServices(testPlatform(), { mode: 'light', language: 'en' });
    // A limit far beyond the retry delay: a retry, had there been one, is counted below.
    await expect(fetchServerPageData('figure', services, { pathname: '/figures/some-figure' }, 10_000)).resolves.toBe(false);
    expect([...asked].sort()).toEqual(['cny-rates', 'figure some-figure', 'jpy-rates']);
    services.queryClient.clear();
  });

  it('still retries a 5xx once, as the query says (the API may answer the second time)', async () => {
    let calls = 0;
    server.use(http.get(`${TEST_API}/api/figures/:slug/`, () => ((calls += 1) === 1 ? HttpResponse.json({ detail: 'boom' }, { status: 503 }) : HttpResponse.json(figure))));
    const services = createAppServices(testPlatform(), { mode: 'light', language: 'en' });
    await expect(fetchServerPageData('figure', services, { pathname: `/figures/${figure.slug}` }, 10_000)).resolves.toBe(true);
    expect(calls).toBe(2);
    services.queryClient.clear();
  });

  it('stops waiting for an API that does not answer after the limit, without the figure', async () => {
    const services = createAppServices(testPlatform());
    const started = Date.now();
    await expect(fetchServerPageData('figure', services, { pathname: '/figures/slow-figure' }, 100)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(services.queryClient.getQueryData(key('slow-figure'))).toBeUndefined();
    services.queryClient.clear();
  });
});
