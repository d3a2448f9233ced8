/**
 * Region and currency from Accept-Language (docs/product-rules.md §Currency 3). The region is the first region subtag in
 * the header's languages, by quality; its currency comes from the `country-to-currency` package
 * (ISO 3166-1 alpha-2 → ISO 4217), never a hand-written table.
 */
import countryToCurrency from 'country-to-currency';
import type { LocationResponse } from '../../shared/api/rates';

const currencies = countryToCurrency as Readonly<Record<string, string>>;

/** The currency of a region, or undefined when the table does not know it. */
export function currencyForRegion(region: string): string | undefined {
  return currencies[region.toUpperCase()];
}

/** Pure: language tags of an Accept-Language header, highest quality first (ties keep header order). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The region subtag of a BCP 47 tag ("ja-JP" → "JP", "zh-Hans-CN" → "CN"), or undefined. */
export function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).region?.toUpperCase();
  } catch {
    return undefined;
  }
}

/**
 * Pure: `{currency, region}` for a request. The first language whose region the table knows
 * wins; otherwise `defaultRegion` (whose currency must be known, else JPY/JP).
 */
export function locate(acceptLanguage: string | undefined, defaultRegion: string): LocationResponse {
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const region = regionOf(tag);
    const currency = region && currencyForRegion(region);
    if (region && currency) return { currency, region };
  }
  const fallback = currencyForRegion(defaultRegion);
  return fallback ? { currency: fallback, region: defaultRegion.toUpperCase() } : { currency: 'JPY', region: 'JP' };
}
