/**
 * Exchange-rate and location calls (GET /api/jpy-rates/, /api/cny-rates/, /api/location/), used by
 * the conversion rules of docs/product-rules.md §Currency.
 */
import { z } from 'zod/mini';
import { currencyCodeSchema, regionCodeSchema } from './fields';

/** Bases the API serves rates for (conversion runs through JPY and CNY: docs/product-rules.md §Currency 4). */
export const rateBases = ['JPY', 'CNY'] as const;
export type RateBase = (typeof rateBases)[number];

/**
 * A rates answer: `rates[X]` is how many units of currency X one unit of `base` buys
 * (e.g. JPY base: rates.USD = 0.0062565). The base itself is included with rate 1.
 * `date` is the reference-rate day (YYYY-MM-DD) so the UI can say "rates of 13 Apr 2026" (decided:
 * the backend's answer is only the map).
 */
const ratesResponseSchema = z.object({
  base: z.enum(rateBases),
  date: z.iso.date(),
  rates: z.record(z.string(), z.number().check(z.positive())),
});
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

/** GET /api/jpy-rates/ (no payload). */
export const jpyRatesResponseSchema = z.extend(ratesResponseSchema, { base: z.literal('JPY') });
export type JpyRatesResponse = z.infer<typeof jpyRatesResponseSchema>;
/** GET /api/cny-rates/ (no payload). */
export const cnyRatesResponseSchema = z.extend(ratesResponseSchema, { base: z.literal('CNY') });
export type CnyRatesResponse = z.infer<typeof cnyRatesResponseSchema>;

/** GET /api/location/: the visitor's region, {currency, region} (ISO 4217, ISO 3166-1 alpha-2). */
export const locationResponseSchema = z.object({
  currency: currencyCodeSchema,
  region: regionCodeSchema,
});
export type LocationResponse = z.infer<typeof locationResponseSchema>;
