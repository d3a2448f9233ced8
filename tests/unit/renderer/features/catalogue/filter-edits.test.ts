/** The catalogue filters' changes to the URL state (docs/product-rules.md §Catalogue 2, 10). */
import { describe, expect, it } from 'vitest';
import { figuresListSearchParams } from '@renderer/api/catalogue';
import { activeFilterCount, toggleFacet, withPriceRange, withReleaseRange } from '@renderer/features/catalogue/filter-edits';
import { emptyCatalogueState, listQueryOf, parseCatalogueUrl, serialiseCatalogueUrl } from '@renderer/features/catalogue/url-state';

const parse = (query: string) => parseCatalogueUrl(new URLSearchParams(query));

describe('the release range (docs/product-rules.md §Catalogue 10)', () => {
  it('lives in the URL as the API names it, counts as filters, and reaches the API', () => {
    const state = withReleaseRange(emptyCatalogueState, '2026-01', '2026-06');
    expect(serialiseCatalogueUrl(state)).toBe('released_after=2026-01&released_before=2026-06');
    expect(activeFilterCount(state)).toBe(2);
    expect(figuresListSearchParams(listQueryOf(state, { adult: 'false', showPrices: true })).toString()).toBe('adult=false&released_after=2026-01&released_before=2026-06');
  });
  it('swaps a range chosen backwards; a link with one keeps its start; a bad month is dropped', () => {
    expect(withReleaseRange(emptyCatalogueState, '2027-03', '2026-01')).toMatchObject({ releasedAfter: '2026-01', releasedBefore: '2027-03' });
    expect(parse('released_after=2027-03&released_before=2026-01')).toMatchObject({ releasedAfter: '2027-03', releasedBefore: null });
    expect(parse('released_after=2027-13&released_before=soon')).toMatchObject({ releasedAfter: null, releasedBefore: null });
  });
});

describe('the price range (docs/product-rules.md §Catalogue 2, 10)', () => {
  it('lives in the URL in the currency it was set in, counts as filters, and reaches the API only while prices show', () => {
    const state = withPriceRange(emptyCatalogueState, 20, 80.5, 'USD');
    expect(serialiseCatalogueUrl(state)).toBe('price_min=20&price_max=80.5&price_currency=USD');
    expect(activeFilterCount(state)).toBe(2);
    expect(figuresListSearchParams(listQueryOf(state, { adult: 'false', showPrices: true })).toString()).toBe('adult=false&price_min=20&price_max=80.5&price_currency=USD');
    expect(figuresListSearchParams(listQueryOf(state, { adult: 'false', showPrices: false })).toString()).toBe('adult=false');
    expect(serialiseCatalogueUrl(withPriceRange(state, null, null, 'USD'))).toBe('');
  });
  it('swaps a range chosen backwards; negative or absurd bounds are open; a bad link keeps what reads', () => {
    expect(withPriceRange(emptyCatalogueState, 90, 10, 'EUR')).toMatchObject({ priceMin: 10, priceMax: 90, priceCurrency: 'EUR' });
    expect(withPriceRange(emptyCatalogueState, -5, Number.NaN, 'EUR')).toMatchObject({ priceMin: null, priceMax: null, priceCurrency: null });
    expect(withPriceRange(emptyCatalogueState, 9.999, null, 'EUR')).toMatchObject({ priceMin: 10, priceMax: null });
    expect(parse('price_min=90&price_max=10&price_currency=USD')).toMatchObject({ priceMin: 90, priceMax: null, priceCurrency: 'USD' });
    expect(parse('price_min=cheap&price_max=1e9&price_currency=usd')).toMatchObject({ priceMin: null, priceMax: null, priceCurrency: null });
    expect(parse('price_currency=USD')).toMatchObject({ priceCurrency: null });
  });
});

describe('toggleFacet and activeFilterCount', () => {
  it('adds and removes one value, keeping the list sorted and unique', () => {
    let state = toggleFacet(emptyCatalogueState, 'series', 'b', true);
    state = toggleFacet(state, 'series', 'a', true);
    state = toggleFacet(state, 'series', 'a', true);
    expect(state.series).toEqual(['a', 'b']);
    state = toggleFacet(toggleFacet(state, 'status', 'preorder', true), 'series', 'b', false);
    expect(state.series).toEqual(['a']);
    expect(activeFilterCount(state)).toBe(2);
  });
});
