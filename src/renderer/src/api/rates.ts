import type { HttpClient } from './http';
import { apiPaths, cnyRatesResponseSchema, jpyRatesResponseSchema, locationResponseSchema } from '@shared/api';
import { parseAnswer } from './errors';

/**
 * The public rate and location endpoints (docs/product-rules.md §Currency 1, 3; no sign-in needed), parsed with the
 * shared contract. Rejects with the axios error of a failed call, or ApiContractError.
 */
export function createRatesApi(http: HttpClient) {
  return {
    /** GET /api/jpy-rates/ → {base: 'JPY', date, rates}: units of X per 1 JPY. */
    async jpyRates() {
      const { data } = await http.get(apiPaths.jpyRates);
      return parseAnswer(jpyRatesResponseSchema, data, `GET ${apiPaths.jpyRates}`);
    },
    /** GET /api/cny-rates/ → {base: 'CNY', date, rates}: units of X per 1 CNY. */
    async cnyRates() {
      const { data } = await http.get(apiPaths.cnyRates);
      return parseAnswer(cnyRatesResponseSchema, data, `GET ${apiPaths.cnyRates}`);
    },
    /** GET /api/location/ → {currency, region} for this visitor. */
    async location() {
      const { data } = await http.get(apiPaths.location);
      return parseAnswer(locationResponseSchema, data, `GET ${apiPaths.location}`);
    },
  };
}

export type RatesApi = ReturnType<typeof createRatesApi>;
