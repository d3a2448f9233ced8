/**
 * The catalogue page's URL state (docs/product-rules.md §Catalogue 10: every choice lives in the URL,
 * so a link can be shared and back/forward works): parse and serialise through the contract's query schema, round trips,
 * bad values dropped one by one, and the API query the content settings shape (§Adult 1–2, §Currency 8).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figureOrderings, figureScales, figureStatuses, figuresListQuerySchema } from '@shared/api';
import { figuresListSearchParams } from '@renderer/api/catalogue';
import {
  effectiveOrdering,
  emptyCatalogueState,
  listQueryOf,
  parseCatalogueUrl,
  serialiseCatalogueUrl,
  type CatalogueUrlState,
} from '@renderer/features/catalogue/url-state';

const parse = (query: string) => parseCatalogueUrl(new URLSearchParams(query));

describe('parseCatalogueUrl', () => {
  it('reads search, facets (repeated or comma-separated) and ordering', () => {
    expect(parse('search=+miku+&status=preorder,in_stock&series=b&series=a,b&scale=1/7&ordering=-price')).toEqual({
      ...emptyCatalogueState,
      search: 'miku',
      status: ['in_stock', 'preorder'],
      series: ['a', 'b'],
      scale: ['1/7'],
      ordering: '-price',
    });
  });

  it('drops an invalid value without losing the other choices', () => {
    expect(parse('status=preorder,bogus&series=Not%20A%20Slug&ordering=cheapest&manufacturer=alter')).toEqual({
      ...emptyCatalogueState,
      manufacturer: ['alter'],
    });
    expect(parse(`search=${'x'.repeat(101)}`).search).toBe('');
  });

  it('reads a control character in the search (a pasted tab, a NUL in a forged link) as a space, never dropping the search', () => {
    expect(parse('search=rem%09ram').search).toBe('rem ram');
    expect(parse('search=%00har%00%00uka%0A').search).toBe('har uka');
    const sent = Object.fromEntries(figuresListSearchParams(listQueryOf({ ...emptyCatalogueState, search: 'rem\tram\u0085' }, { adult: 'false', showPrices: true })));
    expect(sent.search).toBe('rem ram');
    expect(figuresListQuerySchema().safeParse(sent).success).toBe(true);
    expect(serialiseCatalogueUrl({ ...emptyCatalogueState, search: '\trem\u0000' })).toBe('search=rem');
  });

  it('gives the empty state for an empty query, and ignores unknown parameters', () => {
    expect(parse('')).toEqual(emptyCatalogueState);
    expect(parse('page=3&utm_source=mail')).toEqual(emptyCatalogueState);
  });
});

describe('serialiseCatalogueUrl', () => {
  it('writes a canonical query: search, facets in panel order (sorted, comma-joined), ordering', () => {
    const state: CatalogueUrlState = { ...emptyCatalogueState, search: 'rem ', series: ['re-zero', 'a'], status: ['sold_out', 'preorder'], ordering: 'release' };
    expect(serialiseCatalogueUrl(state)).toBe('search=rem&status=preorder%2Csold_out&series=a%2Cre-zero&ordering=release');
    expect(serialiseCatalogueUrl(emptyCatalogueState)).toBe('');
  });

  it('round-trips every valid state (500 generated states)', () => {
    const slug = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/);
    const sorted = <T extends string>(values: T[]) => [...new Set(values)].sort();
    const price = fc.integer({ min: 0, max: 99_999_999 }).map((cents) => cents / 100);
    const month = fc.tuple(fc.integer({ min: 1990, max: 2035 }), fc.integer({ min: 1, max: 12 })).map(([year, m]) => `${year}-${String(m).padStart(2, '0')}`);
    const stateArb = fc.record({
      search: fc.string({ maxLength: 30 }).map((value) => value.trim()),
      status: fc.subarray([...figureStatuses]).map(sorted),
      scale: fc.subarray([...figureScales]).map(sorted),
      manufacturer: fc.array(slug, { maxLength: 3 }).map(sorted),
      series: fc.array(slug, { maxLength: 3 }).map(sorted),
      line: fc.array(slug, { maxLength: 3 }).map(sorted),
      releasedAfter: fc.option(month, { nil: null }),
      releasedBefore: fc.option(month, { nil: null }),
      priceMin: fc.option(price, { nil: null }),
      priceMax: fc.option(price, { nil: null }),
      priceCurrency: fc.constantFrom('USD', 'EUR', 'JPY'),
      ordering: fc.option(fc.constantFrom(...figureOrderings), { nil: null }),
    })
      // A valid state's ranges never end before they start (parse drops such an end); no bound, no currency.
      .map((state) => (state.releasedAfter && state.releasedBefore && state.releasedBefore < state.releasedAfter ? { ...state, releasedBefore: null } : state))
      .map((state) => (state.priceMin !== null && state.priceMax !== null && state.priceMax < state.priceMin ? { ...state, priceMax: null } : state))
      .map((state) => (state.priceMin === null && state.priceMax === null ? { ...state, priceCurrency: null } : state));
    fc.assert(
      fc.property(stateArb, (state) => {
        const text = serialiseCatalogueUrl(state);
        expect(parse(text)).toEqual(state);
        // What the page sends is what the demo API's own schema accepts.
        const sent = Object.fromEntries(figuresListSearchParams(listQueryOf(state, { adult: 'false', showPrices: true, pageSize: 48 })));
        expect(figuresListQuerySchema().safeParse(sent).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the API query and the content settings (§Adult 1–2, §Currency 8)', () => {
  it('sends adult from show_nsfw, paging, and the multi-valued facets comma-joined', () => {
    const state: CatalogueUrlState = { ...emptyCatalogueState, status: ['preorder'], series: ['a', 'b'] };
    const query = listQueryOf(state, { adult: 'false', showPrices: true, page: 2, pageSize: 48 });
    expect(figuresListSearchParams(query).toString()).toBe('adult=false&status=preorder&series=a%2Cb&page=2&page_size=48');
    expect(listQueryOf(emptyCatalogueState, { adult: 'true', showPrices: true }).adult).toBe('true');
  });

  it('drops a price ordering while prices are hidden (no sorting by price), keeps the others', () => {
    const byPrice = { ...emptyCatalogueState, ordering: '-price' as const };
    expect(effectiveOrdering(byPrice, false)).toBeNull();
    expect(listQueryOf(byPrice, { adult: 'false', showPrices: false }).ordering).toBeUndefined();
    expect(listQueryOf(byPrice, { adult: 'false', showPrices: true }).ordering).toBe('-price');
    expect(effectiveOrdering({ ...emptyCatalogueState, ordering: '-popularity' }, false)).toBe('-popularity');
  });
});
