import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureDetailSchema, figuresListResponseSchema, manufacturersListResponseSchema, seriesListResponseSchema, type FiguresListResponse } from '@shared/api';
import { startServer, type TestServer } from '../helpers';

// One server for the file: 2,000 seeded figures (a prefix of the default 20,000).
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ catalogueSize: 2000 });
}, 60_000);
afterAll(async () => {
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
async function list(query: string): Promise<FiguresListResponse> {
  const res = await get(`/api/figures/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return figuresListResponseSchema.parse(res.json());
}

describe('GET /api/figures/', () => {
  it('pages in DRF shape with absolute links; adult figures are not listed or counted by default', async () => {
    const first = await list('');
    const all = await list('?adult=true');
    const only = await list('?adult=only');
    expect(first.results).toHaveLength(24);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://localhost/api/figures/?page=2');
    expect(first.results.every((f) => !f.adult)).toBe(true);
    expect(only.results.every((f) => f.adult)).toBe(true);
    expect(first.count + only.count).toBe(all.count);
    expect(all.count).toBe(2000);
    const facetTotal = (r: FiguresListResponse) => r.facets.status.reduce((sum, e) => sum + e.count, 0);
    expect(facetTotal(first)).toBe(first.count);
    expect(facetTotal(all)).toBe(2000);
  });
  it('last page, page beyond (404 Invalid page.), page_size 101 (400)', async () => {
    const { count } = await list('?page_size=100');
    const last = Math.ceil(count / 100);
    const end = await list(`?page_size=100&page=${last}`);
    expect(end.next).toBeNull();
    expect(end.previous).toBe(`http://localhost/api/figures/?page_size=100&page=${last - 1}`);
    expect(end.results).toHaveLength(count - (last - 1) * 100);
    const beyond = await get(`/api/figures/?page_size=100&page=${last + 1}`);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json()).toEqual({ detail: 'Invalid page.' });
    const big = await get('/api/figures/?page_size=101');
    expect(big.statusCode).toBe(400);
    expect(Object.keys(big.json())).toEqual(['page_size']);
    const empty = await list('?search=zzzzzz');
    expect(empty).toMatchObject({ count: 0, next: null, previous: null, results: [] });
  });
  it('bad parameters are 400s naming the parameter', async () => {
    for (const [query, name] of [['?ordering=name', 'ordering'], ['?series=nope', 'series'], ['?price_currency=XYZ', 'price_currency'], ['?released_after=2026-1', 'released_after']]) {
      const res = await get(`/api/figures/${query}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual([name]);
    }
  });
  it('filters; each facet counts without its own filter', async () => {
    const base = await list('');
    const nendo = await list('?line=nendoroid');
    expect(nendo.results.every((f) => f.line.slug === 'nendoroid')).toBe(true);
    expect(nendo.facets.line).toEqual(base.facets.line); // its own filter ignored
    expect(nendo.facets.status.reduce((s, e) => s + e.count, 0)).toBe(nendo.count); // other facets follow it
    expect(nendo.facets.manufacturer.map((e) => e.slug)).toEqual(['good-smile-company']);
    const both = await list('?line=nendoroid,figma&status=preorder');
    expect(both.results.every((f) => ['nendoroid', 'figma'].includes(f.line.slug) && f.status === 'preorder' && f.preorder_closes_at)).toBe(true);
    const cny = await list('?price_min=500&price_max=800&manufacturer=myethos,apex-toys,ribose');
    expect(cny.count).toBeGreaterThan(0);
    expect(cny.results.every((f) => f.price.currency === 'CNY' && f.price.amount >= 500 && f.price.amount <= 800)).toBe(true);
    const usd = await list('?price_min=100&price_max=150&price_currency=USD&ordering=price');
    expect(usd.count).toBeGreaterThan(0);
    const released = await list('?released_after=2025-01&released_before=2025-06&ordering=release');
    expect(released.results.every((f) => f.release >= '2025-01' && f.release <= '2025-06')).toBe(true);
    expect(released.results.map((f) => f.release)).toEqual([...released.results.map((f) => f.release)].sort());
    const pop = await list('?ordering=-popularity');
    expect(pop.results.map((f) => f.popularity)).toEqual([...pop.results.map((f) => f.popularity)].sort((a, b) => b - a));
  });
  it('search: exact name first, both names, series, characters, manufacturer; Japanese by substring, short terms too', async () => {
    const some = (await list('?page_size=50')).results.find((f) => !f.name.includes('&'))!;
    const exact = await list(`?search=${encodeURIComponent(some.name.toLowerCase())}`);
    expect(exact.results[0]!.name).toBe(some.name);
    const ja = await list(`?search=${encodeURIComponent(some.name_ja.split(' ')[0]!.slice(1))}`);
    expect(ja.count).toBeGreaterThan(0);
    expect(ja.results.some((f) => f.slug === some.slug) || ja.count > ja.results.length).toBe(true);
    const short = await list(`?search=${encodeURIComponent('白川')}`);
    expect(short.count).toBeGreaterThan(0);
    expect(short.results.every((f) => f.name_ja.includes('白川') || f.name.includes('Shirakawa'))).toBe(true);
    const maker = await list('?search=myethos');
    expect(maker.results.every((f) => f.manufacturer.slug === 'myethos')).toBe(true);
    const series = await list(`?search=${encodeURIComponent('星光学園')}`);
    expect(series.count).toBeGreaterThan(0);
    expect(series.facets.series.map((e) => e.slug)).toEqual(['starlight-academy']);
  });
  it('never a 500 for random query strings', async () => {
    const key = fc.constantFrom('search', 'series', 'character', 'manufacturer', 'line', 'scale', 'status', 'price_min', 'price_max', 'price_currency', 'released_after', 'released_before', 'adult', 'ordering', 'page', 'page_size', '__proto__', 'x');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('1', '0', '-1', '1e9', 'true', 'only', '1/7', 'JPY', '2026-04', ''))), { maxLength: 5 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const res = await get(`/api/figures/?${query}`);
        expect([200, 400, 404]).toContain(res.statusCode);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
  it('repeated requests answer the same (cached) body', async () => {
    const a = await get('/api/figures/?page=2&line=figma');
    const b = await get('/api/figures/?page=2&line=figma');
    expect(b.body).toBe(a.body);
    expect(b.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('GET /api/figures/{slug}/', () => {
  it('a figure with all pictures, series, characters and related figures of its series', async () => {
    const card = (await list('')).results[0]!;
    const res = await get(`/api/figures/${card.slug}/`);
    expect(res.statusCode).toBe(200);
    const figure = figureDetailSchema.parse(res.json());
    expect(figure.images.length).toBeGreaterThanOrEqual(2);
    expect(figure.images[0]).toEqual(card.images[0]);
    expect(figure.related.length).toBeGreaterThan(0);
    expect(figure.related.every((r) => !r.adult && r.slug !== figure.slug)).toBe(true);
  });
  it('unknown slug 404; an adult figure 403 adult_hidden unless adult=true', async () => {
    expect((await get('/api/figures/no-such-figure/')).statusCode).toBe(404);
    const adult = (await list('?adult=only')).results[0]!;
    const hidden = await get(`/api/figures/${adult.slug}/`);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toEqual({ detail: 'This figure is for adults and hidden by your content settings.', code: 'adult_hidden' });
    const shown = await get(`/api/figures/${adult.slug}/?adult=true`);
    expect(shown.statusCode).toBe(200);
    expect((await get(`/api/figures/${adult.slug}/?adult=maybe`)).statusCode).toBe(400);
  });
  it('pictures: SVG with a strong ETag, immutable caching, 304 on If-None-Match, 404 on a wrong version', async () => {
    const card = (await list('')).results[0]!;
    const path = new URL(card.images[0]!.url).pathname;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain(`width="${card.images[0]!.width}" height="${card.images[0]!.height}"`);
    const etag = String(res.headers.etag);
    expect(path).toContain(etag.replaceAll('"', ''));
    const again = await get(path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(path.replace(/-[0-9a-f]{12}\.svg$/, '-000000000000.svg'))).statusCode).toBe(404);
    expect((await get(`/api/figures/${card.slug}/images/9-000000000000.svg`)).statusCode).toBe(404);
  });
});

describe('GET /api/series/ and /api/manufacturers/', () => {
  it('pages of series and makers with figure counts', async () => {
    const series = seriesListResponseSchema.parse((await get('/api/series/?page_size=100')).json());
    expect(series.count).toBe(240);
    expect(series.next).toBe('http://localhost/api/series/?page_size=100&page=2');
    const makers = manufacturersListResponseSchema.parse((await get('/api/manufacturers/?search=good')).json());
    expect(makers.results.map((m) => m.slug)).toEqual(['good-smile-company']);
    const all = manufacturersListResponseSchema.parse((await get('/api/manufacturers/?adult=true&page_size=100')).json());
    expect(all.results.reduce((sum, m) => sum + m.figure_count, 0)).toBe(2000);
    expect(all.results.find((m) => m.slug === 'myethos')!.currency).toBe('CNY');
    expect((await get('/api/series/?page=99')).statusCode).toBe(404);
  });
});

describe('GraphQL figures and figure', () => {
  const gql = (query: string) => server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', accept: 'application/json' }, payload: JSON.stringify({ query }) });
  it('answers the same page as REST, and names bad arguments', async () => {
    const rest = await list('?line=figma&page=2&page_size=5');
    const res = await gql('{ figures(line: ["figma"], page: 2, pageSize: 5) { count hasNextPage results { slug nameJa price { amount currency } } facets { line { slug count } } } }');
    const data = res.json().data.figures;
    expect(data.count).toBe(rest.count);
    expect(data.results.map((r: { slug: string }) => r.slug)).toEqual(rest.results.map((r) => r.slug));
    const bad = await gql('{ figures(pageSize: 101) { count } }');
    expect(bad.json().errors[0].message).toMatch(/^pageSize: /);
    const figure = await gql(`{ figure(slug: "${rest.results[0]!.slug}") { name series { slug } related { slug } } }`);
    expect(figure.json().data.figure.series.slug).toBeTruthy();
    expect((await gql('{ figure(slug: "nope") { name } }')).json().data.figure).toBeNull();
  });
});

describe('text in query parameters (validation/text-rules.ts)', () => {
  // /graphql answers GRAPHQL_RATE_LIMIT requests a minute per client address: each call comes from an address of its own.
  let client = 0;
  const gql = (query: string, variables?: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify({ query, variables }),
      remoteAddress: `198.51.100.${(client += 1) % 250}`,
    });
  const isControl = (char: string) => {
    const cp = char.codePointAt(0)!;
    return cp < 0x20 || (cp >= 0x7f && cp < 0xa0);
  };

  it('a NUL in the search is a 400 in DRF shape, not a 500 (REST: figures, series, manufacturers)', async () => {
    for (const path of ['/api/figures/', '/api/series/', '/api/manufacturers/']) {
      const res = await get(`${path}?search=har%00uka`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toEqual({ search: ['Null characters are not allowed.'] });
    }
  });

  it('a control character in any parameter (C0, DEL, C1; a tab or line break at either end too) is a 400 naming it', async () => {
    const cases: Array<[string, string, string]> = [
      ['search', '\tmiku', 'U+0009'],
      ['search', 'miku\n', 'U+000A'],
      ['search', 'mi\u0085ku', 'U+0085'],
      ['series', 'starlight-academy\n', 'U+000A'],
      ['character', '\u0001', 'U+0001'],
      ['manufacturer', 'myethos,\rribose', 'U+000D'],
      ['line', 'nendoroid\t', 'U+0009'],
      ['scale', '1/7\u009f', 'U+009F'],
      ['status', 'preorder\u007f', 'U+007F'],
      ['price_min', '\n100', 'U+000A'],
      ['price_max', '100\u001b', 'U+001B'],
      ['price_currency', 'USD\u0000', ''],
      ['released_after', '2025-01\n', 'U+000A'],
      ['released_before', '\t2025-01', 'U+0009'],
      ['adult', 'true\n', 'U+000A'],
      ['ordering', '-price\u0080', 'U+0080'],
      ['page', '\n2', 'U+000A'],
      ['page_size', '10\t', 'U+0009'],
    ];
    for (const [name, value, codePoint] of cases) {
      const res = await get(`/api/figures/?${new URLSearchParams({ [name]: value })}`);
      expect(res.statusCode, `${name}=${JSON.stringify(value)}`).toBe(400);
      expect(res.json()).toEqual({ [name]: [codePoint ? `Control characters are not allowed: ${codePoint}.` : 'Null characters are not allowed.'] });
    }
    // A repeated multi-valued parameter: every value is checked.
    expect((await get('/api/figures/?line=figma&line=nendoroid%0B')).json()).toEqual({ line: ['Control characters are not allowed: U+000B.'] });
    expect((await get('/api/figures/some-figure/?adult=true%00')).json()).toEqual({ adult: ['Null characters are not allowed.'] });
    expect((await get('/api/series/?page=%0A1')).json()).toEqual({ page: ['Control characters are not allowed: U+000A.'] });
  });

  it('GraphQL: the same rule and message on the argument, a BAD_USER_INPUT error and no 500 (lone surrogates through variables too)', async () => {
    const nul = (await gql('{ figures(search: "har\\u0000uka") { count } }')).json();
    expect(nul.data).toEqual({ figures: null });
    expect(nul.errors).toEqual([expect.objectContaining({ message: 'search: Null characters are not allowed.', extensions: { code: 'BAD_USER_INPUT' } })]);
    const query = 'query Find($search: String, $line: [String!]) { figures(search: $search, line: $line) { count } }';
    const surrogate = (await gql(query, { search: 'ab\ud800cd' })).json();
    expect(surrogate.errors[0]).toMatchObject({ message: 'search: Surrogate characters are not allowed: U+D800.', extensions: { code: 'BAD_USER_INPUT' } });
    const tab = (await gql(query, { line: ['figma\t'] })).json();
    expect(tab.errors[0].message).toBe('line: Control characters are not allowed: U+0009.');
  });

  it('any search text gets results or a 400, never a 500 (FTS5 syntax, quotes, parentheses, emoji, control characters, random code points)', async () => {
    const pieces = ['"', "'", 'AND', 'OR', 'NOT', 'NEAR', 'NEAR(', '(', ')', '*', '^', ':', '-', '+', '{', '}', '%', '_', '\\', ' ', 'ver', 'miku', '白川', '😀', '\u0000', '\u0085', '\u202e', '\ufffd'];
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 110 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((parts) => parts.join('')),
      fc.constantFrom('😀'.repeat(100), '😀'.repeat(50), '"unterminated', 'a" OR "b', '((((', '))', 'NEAR(a b, 2)', '*ver*', '^miku', 'col:ver', '"', '""'),
    );
    await fc.assert(
      fc.asyncProperty(text, async (search) => {
        const res = await get(`/api/figures/?adult=true&search=${encodeURIComponent(search)}`);
        const refused = [...search].some(isControl) || [...search.trim()].length > 100; // characters are code points, as DRF counts them
        expect(res.statusCode, JSON.stringify(search)).toBe(refused ? 400 : 200);
        if (refused) {
          const body = res.json() as Record<string, string[]>;
          expect(Object.keys(body)).toEqual(['search']);
          expect(body.search).toHaveLength(1);
        }
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('the same through GraphQL variables, lone surrogates included (a URL cannot carry them): data or BAD_USER_INPUT, never a server error', async () => {
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((cp) => String.fromCharCode(cp)), maxLength: 8 }).map((s) => `ver${s}`));
    await fc.assert(
      fc.asyncProperty(text, async (search) => {
        const res = await gql('query Find($search: String) { figures(search: $search, adult: "true") { count } }', { search });
        expect(res.statusCode).toBe(200);
        const body = res.json() as { data: { figures: { count: number } | null }; errors?: Array<{ extensions: { code: string } }> };
        if (body.errors) expect(body.errors.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
        else expect(body.data.figures!.count).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
