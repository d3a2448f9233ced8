import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { LOCAL_CACHE_TTL_MS } from '@shared/constants';
import { convertPrice, roundPrice, type RateTables } from '@renderer/features/currency/conversion';
import { currencyName } from '@renderer/features/currency/currency-name';
import { formatPrice } from '@renderer/features/preferences/locale';
import { formatCalendarDay } from '@renderer/features/preferences/locale';
import { readCache, writeCache } from '@renderer/features/currency/local-cache';
import { exchangeRatesQuery, userLocationQuery } from '@renderer/features/currency/currency-queries';
import { MemoryStorage } from '../../../../support/memory-storage';

/** ECB euro reference rates of 13 April 2026 (units per 1 EUR), the demo API's data. */
const perEuro: Record<string, number> = { EUR: 1, USD: 1.1684, JPY: 186.75, CNY: 7.9827, GBP: 0.87058 };
const mapFrom = (base: string) => Object.fromEntries(Object.entries(perEuro).map(([code, value]) => [code, value / perEuro[base]!]));
const jpyRates = { base: 'JPY' as const, date: '2026-04-13', rates: mapFrom('JPY') };
const cnyRates = { base: 'CNY' as const, date: '2026-04-13', rates: mapFrom('CNY') };
const tables: RateTables = { jpyRates, cnyRates };

describe('ECB check figures of 13 Apr 2026', () => {
  it('1 JPY = 0.0062565 USD and 1 CNY = 23.3944 JPY in the rate maps', () => {
    expect(jpyRates.rates.USD).toBeCloseTo(0.0062565, 7);
    // 186.75 / 7.9827 = 23.39434…: the brief's "23.3944" holds to 3 decimals.
    expect(cnyRates.rates.JPY).toBeCloseTo(23.3944, 3);
  });
});

describe('convertPrice (§Currency 4)', () => {
  it('JPY → USD through the JPY map: 12,800 JPY = 80.08 USD', () => {
    expect(convertPrice(12800, 'USD', tables)).toBe(80.08);
    expect(convertPrice(12800, 'USD', tables, 'JPY')).toBe(80.08);
  });

  it('CNY → JPY through the CNY map: 1 CNY = 23.39 JPY, 899 CNY = 21031.57 JPY', () => {
    expect(convertPrice(1, 'JPY', tables, 'CNY')).toBe(23.39);
    expect(convertPrice(899, 'JPY', tables, 'CNY')).toBe(roundPrice(899 * (186.75 / 7.9827)));
  });

  it('USD → EUR goes through JPY and matches the direct EUR rate', () => {
    expect(convertPrice(100, 'EUR', tables, 'USD')).toBe(85.59);
    expect(convertPrice(100, 'EUR', tables, 'USD')).toBe(roundPrice(100 / 1.1684));
  });

  it('same currency is unchanged; a missing rate gives null', () => {
    expect(convertPrice(12800, 'JPY', tables)).toBe(12800);
    expect(convertPrice(10, 'XXX', tables)).toBeNull();
    expect(convertPrice(10, 'USD', tables, 'XXX')).toBeNull();
    expect(convertPrice(Number.NaN, 'USD', tables)).toBeNull();
  });
});

describe('roundPrice: 2 decimals (§Currency 5)', () => {
  it.each([
    [80.0832, 80.08],
    [1.005, 1.01],
    [2.675, 2.68],
    [0.0062565, 0.01],
    [12800, 12800],
    [-1.005, -1.01],
  ])('%s → %s', (value, expected) => expect(roundPrice(value)).toBe(expected));
});

describe('formatPrice per display_format and language', () => {
  it.each([
    ['en', 'symbol', '$80.08', '¥12,800'],
    ['en', 'code', 'USD\u00a080.08', 'JPY\u00a012,800'],
    ['en', 'name', '80.08 US dollars', '12,800 Japanese yen'],
    ['ja', 'symbol', '$80.08', '￥12,800'],
    ['ja', 'name', '80.08米ドル', '12,800円'],
    ['zh-Hans', 'symbol', 'US$80.08', 'JP¥12,800'],
    ['zh-Hans', 'name', '80.08美元', '12,800日元'],
  ] as const)('%s %s: %s and %s (JPY without decimals)', (locale, display, usd, jpy) => {
    expect(formatPrice(80.08, 'USD', locale, display)).toBe(usd);
    expect(formatPrice(12800, 'JPY', locale, display)).toBe(jpy);
  });

  it('dates the rates ("rates of 13 Apr 2026")', () => {
    expect(formatCalendarDay('2026-04-13', 'en', ['en-GB'])).toBe('13 Apr 2026');
    expect(formatCalendarDay('2026-04-13', 'ja', ['ja'])).toBe('2026年4月13日');
    expect(currencyName('USD', 'en')).toBe('US Dollar');
    expect(currencyName('JPY', 'ja')).toBe('日本円');
  });

  it('names an ECB currency from the table, without building an Intl.DisplayNames; any other through one', () => {
    const Original = Intl.DisplayNames;
    const writable = Intl as { DisplayNames: typeof Intl.DisplayNames };
    let built = 0;
    writable.DisplayNames = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built += 1;
      }
    };
    onTestFinished(() => void (writable.DisplayNames = Original));
    expect(currencyName('CNY', 'zh-Hans')).toBe('人民币');
    expect(currencyName('GBP', 'de')).toBe('Britisches Pfund');
    expect(built).toBe(1);
    expect(currencyName('EUR', 'ja')).toBe('ユーロ');
    expect(currencyName('VND', 'fr')).toBe(new Original(['fr'], { type: 'currency' }).of('VND'));
    expect(built).toBe(2);
    expect(currencyName('QQQ', 'en')).toBe('QQQ');
  });
});

describe('24 h local cache (§Currency 2)', () => {
  const now = Date.UTC(2026, 3, 14, 12);
  it('is fresh just under 24 h and expired at 24 h', () => {
    const storage = new MemoryStorage();
    writeCache(storage, 'anime_user_location', { currency: 'USD', region: 'US' }, now - LOCAL_CACHE_TTL_MS + 1);
    expect(readCache(storage, 'anime_user_location', now)).toMatchObject({ fresh: true, value: { currency: 'USD', region: 'US' } });
    writeCache(storage, 'anime_user_location', { currency: 'USD', region: 'US' }, now - LOCAL_CACHE_TTL_MS);
    expect(readCache(storage, 'anime_user_location', now)).toMatchObject({ fresh: false });
  });

  it.each([['not json {'], [JSON.stringify({ currency: 'usd', region: 'US', timestamp: 1 })], [JSON.stringify({ currency: 'USD', region: 'US' })], [JSON.stringify({ currency: 'USD', region: 'US', timestamp: Date.UTC(2030, 0) })]])(
    'reads a corrupt entry (%s) as absent and removes it',
    (raw) => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      const storage = new MemoryStorage();
      storage.setItem('anime_user_location', raw);
      expect(readCache(storage, 'anime_user_location', now)).toBeNull();
      expect(storage.getItem('anime_user_location')).toBeNull();
      spy.mockRestore();
    },
  );
});

describe('rates and location queries with the local cache', () => {
  const now = Date.UTC(2026, 3, 14, 12);
  const api = () => ({ jpyRates: vi.fn(async () => jpyRates), cnyRates: vi.fn(async () => cnyRates), location: vi.fn(async () => ({ currency: 'USD', region: 'US' })) });
  const run = <T>(options: { queryFn?: unknown }) => (options.queryFn as () => Promise<T>)();

  it('fetches both maps when nothing is cached, and caches them under anime_exchange_rates', async () => {
    const storage = new MemoryStorage();
    const ratesApi = api();
    const result = await run<{ stale: boolean }>(exchangeRatesQuery(ratesApi, { storage, now: () => now }));
    expect(result).toMatchObject({ jpyRates, cnyRates, stale: false, savedAt: now });
    expect(JSON.parse(storage.getItem('anime_exchange_rates')!)).toEqual({ jpyRates, cnyRates, timestamp: now });
  });

  it('uses a fresh cache without any call', async () => {
    const storage = new MemoryStorage();
    writeCache(storage, 'anime_exchange_rates', { jpyRates, cnyRates }, now - 1000);
    const ratesApi = api();
    await run(exchangeRatesQuery(ratesApi, { storage, now: () => now }));
    expect(ratesApi.jpyRates).not.toHaveBeenCalled();
    expect(exchangeRatesQuery(ratesApi, { storage, now: () => now }).initialData).toBeTypeOf('function');
  });

  it('refetches an expired cache, and falls back to it, flagged stale, when the network is down', async () => {
    const storage = new MemoryStorage();
    writeCache(storage, 'anime_exchange_rates', { jpyRates, cnyRates }, now - LOCAL_CACHE_TTL_MS - 1);
    const ratesApi = api();
    ratesApi.jpyRates.mockRejectedValueOnce(new Error('Network Error'));
    const result = await run<{ stale: boolean }>(exchangeRatesQuery(ratesApi, { storage, now: () => now }));
    expect(ratesApi.jpyRates).toHaveBeenCalledTimes(1);
    expect(result.stale).toBe(true);
  });

  it('fails when the network is down and there is no cache', async () => {
    const ratesApi = api();
    ratesApi.location.mockRejectedValueOnce(new Error('Network Error'));
    await expect(run(userLocationQuery(ratesApi, { storage: new MemoryStorage(), now: () => now }))).rejects.toThrow('Network Error');
  });

  it('caches the location under anime_user_location', async () => {
    const storage = new MemoryStorage();
    await run(userLocationQuery(api(), { storage, now: () => now }));
    expect(JSON.parse(storage.getItem('anime_user_location')!)).toEqual({ currency: 'USD', region: 'US', timestamp: now });
  });
});
