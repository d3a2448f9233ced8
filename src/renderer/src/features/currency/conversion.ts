import { DEFAULT_BASE_CURRENCY, PRICE_DECIMALS } from '@shared/constants';

/** A rates map: `rates[X]` = units of X that one unit of the map's base buys. */
export type RatesMap = Readonly<Record<string, number>>;

/** The two maps conversion runs through (docs/product-rules.md §Currency 1: jpyRates.rates and cnyRates.rates). */
export interface RateTables {
  jpyRates: { rates: RatesMap };
  cnyRates: { rates: RatesMap };
}

/**
 * Pure: rounds to PRICE_DECIMALS (2, docs/product-rules.md §Currency 5), half away from zero, on the decimal value
 * (so 1.005 → 1.01, which plain `Math.round(x * 100) / 100` gets wrong).
 */
export function roundPrice(value: number): number {
  const sign = value < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(value)}e${PRICE_DECIMALS}`);
  return sign * Number(`${Math.round(shifted)}e-${PRICE_DECIMALS}`);
}

/**
 * Pure: converts `amount` of `from` into `to` (docs/product-rules.md §Currency 4), rounded to 2 decimals.
 * - same currency: unchanged (still rounded);
 * - from CNY: through the CNY map (amount × cny[to]);
 * - anything else goes through JPY: into JPY with the JPY map (amount ÷ jpy[from], or as is for
 *   JPY), then out with the JPY map (× jpy[to]).
 * `base` names the currency a bare amount is in (default JPY).
 * @returns null when a needed rate is missing or not a positive number.
 */
export function convertPrice(amount: number, to: string, tables: RateTables, from: string = DEFAULT_BASE_CURRENCY): number | null {
  if (!Number.isFinite(amount)) return null;
  if (from === to) return roundPrice(amount);
  const rate = (map: RatesMap, code: string) => {
    const value = map[code];
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
  };
  if (from === 'CNY') {
    const toRate = rate(tables.cnyRates.rates, to);
    return toRate === null ? null : roundPrice(amount * toRate);
  }
  const fromRate = from === 'JPY' ? 1 : rate(tables.jpyRates.rates, from);
  const toRate = to === 'JPY' ? 1 : rate(tables.jpyRates.rates, to);
  if (fromRate === null || toRate === null) return null;
  return roundPrice((amount / fromRate) * toRate);
}
