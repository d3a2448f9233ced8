import { describe, expect, it } from 'vitest';
import { figuresListQuerySchema } from '@shared/api';
import { ApiError } from '../../../../src/demo-api/http/errors';
import { buildLookups, parseFiguresQuery, priceBounds, searchTerms, type RateTables } from '../../../../src/demo-api/catalogue/query';

const lookups = buildLookups({
  series: [{ id: 1, slug: 'starlight-academy', name: 'Starlight Academy' }],
  character: [{ id: 7, slug: 'aoi-shirakawa', name: 'Aoi Shirakawa' }],
  manufacturer: [{ id: 2, slug: 'max-factory', name: 'Max Factory' }, { id: 3, slug: 'myethos', name: 'Myethos' }],
  line: [{ id: 4, slug: 'figma', name: 'figma' }],
});
const rates: RateTables = {
  JPY: { base: 'JPY', date: '2026-04-13', rates: { JPY: 1, CNY: 0.05, USD: 0.0064 } },
  CNY: { base: 'CNY', date: '2026-04-13', rates: { CNY: 1, JPY: 20, USD: 0.128 } },
};

function error400(raw: Record<string, unknown>): Record<string, string[]> {
  try {
    parseFiguresQuery(raw, lookups, rates);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    return (error as ApiError).body as Record<string, string[]>;
  }
  throw new Error(`no error for ${JSON.stringify(raw)}`);
}

describe('parseFiguresQuery', () => {
  it('defaults: page 1 of 24, newest first, adult figures hidden', () => {
    expect(parseFiguresQuery({}, lookups, rates)).toEqual({ filter: { adult: 'false' }, ordering: '-created', page: 1, pageSize: 24 });
  });
  it('repeated and comma-separated slugs resolve to ids; a search orders by relevance', () => {
    const parsed = parseFiguresQuery({ search: '  aoi ', series: 'starlight-academy', manufacturer: ['max-factory', 'myethos,max-factory'], line: 'figma', character: 'aoi-shirakawa', scale: '1/7,non-scale', status: ['preorder'] }, lookups, rates);
    expect(parsed.ordering).toBe('relevance');
    expect(parsed.filter).toMatchObject({ search: 'aoi', series: [1], manufacturer: [2, 3], line: [4], character: [7], scale: ['1/7', 'non-scale'], status: ['preorder'] });
  });
  it('a repeated single-valued parameter counts with its last value (Django QueryDict.get)', () => {
    expect(parseFiguresQuery({ page: ['9', '2'], page_size: '10' }, lookups, rates)).toMatchObject({ page: 2, pageSize: 10 });
  });
  it.each([
    [{ page: 'abc' }, 'page'],
    [{ page: '0' }, 'page'],
    [{ page_size: '101' }, 'page_size'],
    [{ page_size: '1.5' }, 'page_size'],
    [{ ordering: 'name' }, 'ordering'],
    [{ adult: 'yes' }, 'adult'],
    [{ scale: '1/5' }, 'scale'],
    [{ status: 'lost' }, 'status'],
    [{ series: 'Not A Slug' }, 'series'],
    [{ series: 'no-such-series' }, 'series'],
    [{ character: 'nobody' }, 'character'],
    [{ manufacturer: 'acme' }, 'manufacturer'],
    [{ line: 'lego' }, 'line'],
    [{ price_min: '-1' }, 'price_min'],
    [{ price_max: 'cheap' }, 'price_max'],
    [{ price_min: '100', price_max: '50' }, 'price_max'],
    [{ price_currency: 'usd' }, 'price_currency'],
    [{ price_currency: 'XYZ', price_min: '1' }, 'price_currency'],
    [{ released_after: '2026-13' }, 'released_after'],
    [{ released_before: '2026' }, 'released_before'],
    [{ released_after: '2026-05', released_before: '2026-01' }, 'released_before'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('%j is a 400 naming %s', (raw, name) => {
    expect(Object.keys(error400(raw))).toEqual([name]);
  });
  it('unknown parameters are ignored, as DRF does', () => {
    expect(parseFiguresQuery({ utm_source: 'x' }, lookups, rates).filter).toEqual({ adult: 'false' });
  });
  it('the client and the API share the schema (the parsed output of a built query)', () => {
    expect(figuresListQuerySchema().parse({ series: 'a,b', adult: 'only' })).toEqual({ series: ['a', 'b'], adult: 'only' });
  });
});

describe('priceBounds', () => {
  it('without a currency the range applies in each figure’s own currency', () => {
    expect(priceBounds(1000, 2000, undefined, rates)).toEqual({ JPY: { min: 1000, max: 2000 }, CNY: { min: 1000, max: 2000 } });
  });
  it('with a currency it is converted through the JPY and CNY tables', () => {
    const bounds = priceBounds(64, 128, 'USD', rates);
    expect(bounds.JPY.min).toBeCloseTo(10_000);
    expect(bounds.JPY.max).toBeCloseTo(20_000);
    expect(bounds.CNY.min).toBeCloseTo(500);
    expect(bounds.CNY.max).toBeCloseTo(1000);
    expect(priceBounds(100, undefined, 'JPY', rates)).toEqual({ JPY: { min: 100, max: undefined }, CNY: { min: 5, max: undefined } });
  });
});

describe('searchTerms', () => {
  it('terms of 3+ characters go to FTS5 as quoted strings, shorter ones to LIKE (escaped)', () => {
    expect(searchTerms('nendoroid 白川 a%')).toEqual({ match: '"nendoroid"', like: ['%白川%', '%a\\%%'] });
    expect(searchTerms('say "hi" OR x*')).toEqual({ match: '"say" AND """hi"""', like: ['%OR%', '%x*%'] });
  });
});
