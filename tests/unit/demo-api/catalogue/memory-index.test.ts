import fc from 'fast-check';
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresListResponseSchema, type FigureCard, type FiguresListResponse, type SeriesListResponse } from '@shared/api';
import { searchUrls } from '../../../../scripts/bench/catalogue-api';
import { openDatabase } from '../../../../src/demo-api/storage/db';
import { parseFiguresQuery, type CatalogueLookups, type RateTables } from '../../../../src/demo-api/catalogue/query';
import { CatalogueRepository } from '../../../../src/demo-api/catalogue/repository';
import { catalogueCacheEnabled } from '../../../../src/demo-api/catalogue/routes';
import { MODERATOR, json, login, startServer, type TestServer } from '../helpers';

// For speed (docs/product-rules.md §Performance 7): the list's count, facets and page come from memory-index.ts (a search's
// matches and their relevance order from FTS5, search.ts); these tests hold them to the SQL they replaced
// (repository.ts count/facets/page with the search inside the WHERE, kept as the reference).

const rates: RateTables = {
  JPY: { base: 'JPY', date: '2026-04-13', rates: { JPY: 1, CNY: 0.05, USD: 0.0064, EUR: 0.0059 } },
  CNY: { base: 'CNY', date: '2026-04-13', rates: { CNY: 1, JPY: 20, USD: 0.128, EUR: 0.118 } },
};

let server: TestServer;
let db: Client;
let repo: CatalogueRepository;
let lookups: CatalogueLookups;
beforeAll(async () => {
  server = await startServer({ catalogueSize: 2000 });
  db = await openDatabase(server.dataDir);
  repo = new CatalogueRepository(db, rates.CNY.rates.JPY!);
  lookups = await repo.getLookups();
}, 60_000);
afterAll(async () => {
  db.close();
  await server.close();
});

describe('catalogueCacheEnabled', () => {
  it('is on unless DEMO_CATALOGUE_CACHE is off', () => {
    expect(catalogueCacheEnabled({})).toBe(true);
    expect(catalogueCacheEnabled({ DEMO_CATALOGUE_CACHE: 'on' })).toBe(true);
    expect(catalogueCacheEnabled({ DEMO_CATALOGUE_CACHE: 'off' })).toBe(false);
    expect(catalogueCacheEnabled({ DEMO_CATALOGUE_CACHE: ' OFF ' })).toBe(false);
  });
});

/**
 * Runs `query` both ways: in memory (what the API serves) and with the reference SQL. `today`: the
 * day the `closing` ordering orders against (the catalogue was seeded on 2026-04-13, so by 2026-05-01
 * some pre-orders have closed).
 */
async function bothWays(query: Record<string, string>, today = '2026-05-01') {
  const parsed = { ...parseFiguresQuery(query, lookups, rates), today };
  const origin = 'http://localhost';
  const refCount = await repo.count(parsed.filter); // the search as SQL (FTS5 MATCH and LIKE) inside the WHERE
  const refFacets = await repo.facets(parsed.filter);
  const lastPage = Math.max(1, Math.ceil(refCount / parsed.pageSize));
  const refResults = refCount === 0 || parsed.page > lastPage ? [] : await repo.page(parsed, origin);
  // As the route does (the matches in relevance order with the matches for relevance ordering), and with that order left to `list`.
  const resolved = { ...parsed, filter: await repo.resolveSearch(parsed.filter, parsed.ordering === 'relevance') };
  const fast = await repo.list(resolved, origin, () => undefined);
  const late = await repo.list({ ...parsed, filter: await repo.resolveSearch(parsed.filter) }, origin, () => undefined);
  expect(late).toEqual(fast);
  return { ref: { count: refCount, facets: refFacets, results: refResults }, fast: { ...fast, results: parsed.page > lastPage ? [] : fast.results } };
}

const pick = <T,>(list: readonly T[]) => fc.subarray([...list], { minLength: 1, maxLength: 3 });

describe('in-memory list = the SQL reference', () => {
  it('count, facets and the page agree for random filters, searches (English, Japanese, 1-2 characters), orderings and pages', async () => {
    const slugs = (map: Map<string, unknown>) => [...map.keys()].slice(0, 30);
    const vocabulary = ['shirakawa', 'aoi', 'nendoroid', 'myethos', '星光学園', '白川', '葵', 'ver', 'a', 'Ve', 'SCALE', '1/7', 'x%', 'zzzz'];
    const query = fc.record(
      {
        series: pick(slugs(lookups.series)).map((v) => v.join(',')),
        manufacturer: pick(slugs(lookups.manufacturer)).map((v) => v.join(',')),
        line: pick(slugs(lookups.line)).map((v) => v.join(',')),
        character: pick(slugs(lookups.character)).map((v) => v.join(',')),
        scale: pick(['1/4', '1/6', '1/7', '1/8', 'non-scale']).map((v) => v.join(',')),
        status: pick(['preorder', 'in_stock', 'sold_out', 'released']).map((v) => v.join(',')),
        price_min: fc.integer({ min: 0, max: 40_000 }).map(String),
        price_max: fc.integer({ min: 500, max: 80_000 }).map(String),
        price_currency: fc.constantFrom('JPY', 'CNY', 'USD', 'EUR'),
        released_after: fc.constantFrom('2019-01', '2023-06', '2025-12'),
        released_before: fc.constantFrom('2022-03', '2026-04', '2027-12'),
        search: fc.subarray(vocabulary, { minLength: 1, maxLength: 2 }).map((v) => v.join(' ')),
        adult: fc.constantFrom('false', 'true', 'only'),
        ordering: fc.constantFrom('-created', 'release', '-release', 'price', '-price', '-popularity', 'closing'),
        page: fc.integer({ min: 1, max: 4 }).map(String),
        page_size: fc.constantFrom('5', '24', '100'),
      },
    );
    // Up to three parameters at once (more leave almost every list empty).
    const keys = fc.subarray(['series', 'manufacturer', 'line', 'character', 'scale', 'status', 'price_min', 'price_max', 'price_currency', 'released_after', 'released_before', 'search', 'adult', 'ordering', 'page', 'page_size'] as const, { maxLength: 3 });
    const request = fc.tuple(query, keys).map(([all, chosen]) => {
      const raw: Partial<Record<keyof typeof all, string>> = Object.fromEntries(chosen.map((key) => [key, all[key]]));
      // Valid requests only (the API answers price_max < price_min and an inverted release range with a 400).
      const out: Record<string, string> = { ...raw } as Record<string, string>;
      if (raw.price_min !== undefined && raw.price_max !== undefined && Number(raw.price_max) < Number(raw.price_min)) out.price_max = raw.price_min;
      if (raw.released_after !== undefined && raw.released_before !== undefined && raw.released_before < raw.released_after) delete out.released_before;
      return out;
    });
    const counts: number[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (raw) => {
        const { ref, fast } = await bothWays(raw);
        counts.push(ref.count);
        expect(fast.count).toBe(ref.count);
        expect(fast.facets).toEqual(ref.facets);
        expect(fast.results.map((card: FigureCard) => card.slug)).toEqual(ref.results.map((card) => card.slug));
        expect(fast.results).toEqual(ref.results);
      }),
      { numRuns: 150 },
    );
    // Most runs must list something, or the comparison would only ever see empty lists.
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(counts.length / 2);
  }, 120_000);

  it("every search URL of the benchmark (scripts/bench/catalogue-api.ts) agrees, page and facets included", async () => {
    const get = async (url: string) => (await json(server.app, 'GET', url)).json();
    const facets = ((await get('/api/figures/?adult=true&page_size=1')) as FiguresListResponse).facets;
    const series = ((await get('/api/series/?page_size=100')) as SeriesListResponse).results;
    const urls = searchUrls(series, facets, 300);
    let listed = 0;
    for (const url of urls) {
      const { ref, fast } = await bothWays(Object.fromEntries(new URL(url, 'http://localhost').searchParams));
      expect(fast, url).toEqual(ref);
      if (ref.results.length > 0) listed += 1;
    }
    expect(listed).toBeGreaterThan(urls.length / 2);
  }, 120_000);

  it('the unfiltered list, each ordering, and a deep page agree too', async () => {
    const requests: Array<Record<string, string>> = [
      {},
      { search: 'aoi' }, // relevance: FTS5 rank
      { search: '白川 ver' },
      { search: '葵' }, // relevance without a rank (short term only)
      { adult: 'true' }, { adult: 'only' }, { ordering: 'price', page: '40' }, { ordering: '-price', page_size: '100', page: '15' }, { ordering: 'release' }, { ordering: '-release' }, { ordering: '-popularity', page: '2' },
      { ordering: 'closing', page_size: '100' }, { ordering: 'closing', status: 'preorder', page_size: '100', page: '2' }];
    for (const raw of requests) {
      const { ref, fast } = await bothWays(raw);
      expect(fast, JSON.stringify(raw)).toEqual(ref);
    }
    // `closing` on other days: before any pre-order closed, and after every one did.
    for (const today of ['2026-04-13', '2026-06-30', '2028-01-01']) {
      const { ref, fast } = await bothWays({ ordering: 'closing', status: 'preorder,sold_out', page_size: '100' }, today);
      expect(fast, today).toEqual(ref);
    }
  });
});

describe('after a moderator changes a figure', () => {
  const get = async (url: string): Promise<FiguresListResponse> => {
    const res = await json(server.app, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return figuresListResponseSchema.parse(res.json());
  };
  const statusCount = (list: FiguresListResponse, status: string) => list.facets.status.find((entry) => entry.slug === status)?.count ?? 0;

  it('the next list shows the new price (also in price order) and counts the new status in its facets', async () => {
    const moderator = (await login(server.app, MODERATOR)).access_token;
    const before = await get('/api/figures/?status=in_stock&ordering=price');
    const target = before.results[5]!;
    const cheapest = before.results[0]!;
    const unfilteredBefore = await get('/api/figures/');

    // The new price is below the cheapest: in price order it is now first.
    const newPrice = Math.max(1, Math.floor(cheapest.price.amount / 2));
    expect(newPrice).toBeLessThan(cheapest.price.amount);
    const cheaper = await json(server.app, 'PATCH', `/api/moderation/figures/${target.slug}/`, { price: newPrice }, moderator);
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    // Same URL as before (a cached answer must not survive the change) and a new one (the in-memory columns must not either).
    for (const url of ['/api/figures/?status=in_stock&ordering=price', '/api/figures/?ordering=price&status=in_stock&page_size=24']) {
      const after = await get(url);
      expect(after.results[0]).toMatchObject({ slug: target.slug, price: { amount: newPrice } });
    }

    const soldOut = await json(server.app, 'PATCH', `/api/moderation/figures/${target.slug}/`, { status: 'sold_out' }, moderator);
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    const unfilteredAfter = await get('/api/figures/');
    expect(statusCount(unfilteredAfter, 'in_stock')).toBe(statusCount(unfilteredBefore, 'in_stock') - 1);
    expect(statusCount(unfilteredAfter, 'sold_out')).toBe(statusCount(unfilteredBefore, 'sold_out') + 1);
    const inStock = await get('/api/figures/?status=in_stock&ordering=price');
    expect(inStock.count).toBe(before.count - 1);
    expect(inStock.results.some((card) => card.slug === target.slug)).toBe(false);
    const sold = await get(`/api/figures/?status=sold_out&ordering=price&page_size=5`);
    expect(sold.results[0]).toMatchObject({ slug: target.slug, status: 'sold_out' });
  });
});
