import { describe, expect, it } from 'vitest';
import type { FiguresListResponse, SeriesListResponse } from '@shared/api';
import { lruHitRate, pageUrls, searchUrls } from '../../../../scripts/bench/catalogue-api';

const entry = (slug: string, name = slug) => ({ slug, name, count: 1 });
const facets: FiguresListResponse['facets'] = {
  series: ['azure-academy', 'iron-cafe', 'silver-garden'].map((slug) => entry(slug)),
  manufacturer: [entry('good-smile-company', 'Good Smile Company'), entry('myethos', 'Myethos'), entry('furyu', 'FuRyu')],
  line: ['scale-figure', 'nendoroid', 'figma'].map((slug) => entry(slug)),
  scale: ['1/7', '1/8', 'non-scale'].map((slug) => entry(slug)),
  status: ['preorder', 'in_stock', 'released', 'sold_out'].map((slug) => entry(slug)),
};
const series: SeriesListResponse['results'] = [
  { slug: 'azure-academy', name: 'Azure Academy', name_ja: '蒼穹学園', figure_count: 80 },
  { slug: 'iron-cafe', name: 'Iron Cafe', name_ja: '鋼鉄喫茶', figure_count: 70 },
  { slug: 'silver-garden', name: 'Silver Garden', name_ja: '白銀庭園', figure_count: 60 },
];

describe('catalogue-api benchmark URLs (§Performance 7: measure uncached answers, not one cached URL)', () => {
  it('are distinct, deterministic and many', () => {
    const pages = pageUrls(facets, 200);
    expect(new Set(pages).size).toBe(200);
    expect(pageUrls(facets, 200)).toEqual(pages);
    expect(pages.every((url) => url.startsWith('/api/figures/?') && url.includes('ordering='))).toBe(true);
    const searches = searchUrls(series, facets, 150);
    expect(new Set(searches).size).toBe(150);
    expect(searchUrls(series, facets, 150)).toEqual(searches);
  });
  it('search in Japanese too, including 2-character terms', () => {
    const terms = searchUrls(series, facets, 150).map((url) => new URL(url, 'http://x').searchParams.get('search')!);
    expect(terms.some((term) => /^[\u3040-\u9fff]{2}$/u.test(term))).toBe(true);
    expect(terms.some((term) => /^[\u3040-\u9fff]{4}$/u.test(term))).toBe(true);
    expect(terms.some((term) => /^[a-z ]+$/.test(term))).toBe(true);
  });
});

describe('lruHitRate', () => {
  it('replays an LRU of the given size', () => {
    expect(lruHitRate(['a', 'b', 'a', 'b'], 2)).toBe(0.5);
    // Cycling through more URLs than the cache holds: never a hit.
    expect(lruHitRate(['a', 'b', 'c', 'a', 'b', 'c'], 2)).toBe(0);
    expect(lruHitRate([], 2)).toBe(0);
  });
});
