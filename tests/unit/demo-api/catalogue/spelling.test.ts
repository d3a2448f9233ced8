/** Typo tolerance of the catalogue search (docs/product-rules.md §Catalogue 2). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiguresListResponse } from '@shared/api';
import { correctSearch, maxTypos, nearestWord, vocabularyOf } from '../../../../src/demo-api/catalogue/spelling';
import { startServer, type TestServer } from '../helpers';

const vocabulary = vocabularyOf(['Homura Himura Plush', 'Homura Kisaragi Racing Ver.', 'Hikaru Kamiya 1/7', 'Nendoroid Noa', 'Touya Tachibana', 'Tachibana Ren']);

describe('correctSearch (pure)', () => {
  it('allows one typo from 4 letters and two from 7', () => {
    expect([3, 4, 6, 7, 12].map(maxTypos)).toEqual([0, 1, 1, 2, 2]);
  });
  it('corrects a missing, an extra or a wrong letter to the catalogue’s word, and a swap (two edits) in a longer word', () => {
    expect(correctSearch('Homra', vocabulary)).toBe('homura');
    expect(correctSearch('homuura', vocabulary)).toBe('homura');
    expect(correctSearch('humura', vocabulary)).toBe('homura');
    expect(correctSearch('hmoura', vocabulary)).toBeNull(); // a swap is two edits: too many for 6 letters
    expect(correctSearch('Homura Kisaragy', vocabulary)).toBe('homura kisaragi');
    // A typo of a typo in a longer word.
    expect(correctSearch('nendorod', vocabulary)).toBe('nendoroid');
    expect(correctSearch('tachbiana', vocabulary)).toBe('tachibana');
  });
  it('prefers the more frequent word on a tie, and leaves known, short, Japanese and hopeless words alone', () => {
    // "himura" (1) and "homura" (2) are both one edit from "hemura".
    expect(nearestWord('hemura', vocabulary)).toBe('homura');
    expect(correctSearch('homura plush', vocabulary)).toBeNull();
    expect(correctSearch('noe', vocabulary)).toBeNull();
    expect(correctSearch('焔', vocabulary)).toBeNull();
    expect(correctSearch('zzzqqxx', vocabulary)).toBeNull();
    expect(correctSearch('!!! ???', vocabulary)).toBeNull();
  });
});

describe('GET /api/figures/?search= with a typo', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ catalogueSize: 2000 });
  });
  afterAll(async () => {
    await server.close();
  });
  const list = async (query: string) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/figures/?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as FiguresListResponse;
  };

  it('answers a search that matches nothing with the corrected one, and says so', async () => {
    const exact = await list('search=homura');
    expect(exact.count).toBeGreaterThan(0);
    expect(exact.corrected_search).toBeUndefined();
    const typo = await list('search=Homra');
    expect(typo.corrected_search).toBe('homura');
    expect(typo.count).toBe(exact.count);
    expect(typo.results.map((figure) => figure.slug)).toEqual(exact.results.map((figure) => figure.slug));
    // GraphQL answers under the same rule.
    const graphql = await server.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ figures(search: "Homra") { count correctedSearch } }' } });
    expect(graphql.json().data.figures).toEqual({ count: exact.count, correctedSearch: 'homura' });
  });

  it('keeps other filters, and never corrects a search that matched figures the filters then excluded', async () => {
    const preorders = await list('search=Homra&status=preorder');
    expect(preorders.corrected_search).toBe('homura');
    expect(preorders.results.every((figure) => figure.status === 'preorder')).toBe(true);
    const excluded = await list('search=homura&price_max=1&price_currency=JPY');
    expect(excluded).toMatchObject({ count: 0, results: [] });
    expect(excluded.corrected_search).toBeUndefined();
  });

  it('answers punctuation, 100 characters and nonsense with an empty page, never a 500', async () => {
    for (const search of ['!!!', '%_%', 'x'.repeat(100), 'qqqqzzzzwwww', '"homra"']) {
      const answer = await list(`search=${encodeURIComponent(search)}`);
      expect(answer.count, search).toBeGreaterThanOrEqual(0);
    }
  });
});
