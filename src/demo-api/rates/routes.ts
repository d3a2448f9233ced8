/**
 * Rates and location endpoints (docs/product-rules.md §Currency 1, 3): GET /api/jpy-rates/, /api/cny-rates/
 * (from the ECB reference rates, with their date) and GET /api/location/ (from Accept-Language).
 * Public: no sign-in needed. Shapes in src/shared/api/rates.ts.
 */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../shared/api/paths';
import type { LocationResponse, RatesResponse } from '../../shared/api/rates';
import type { DemoContext } from '../context';
import type { ReferenceRates } from './reference-rates';
import { locate } from './region';

/** `rates`: the day in use, refreshed daily (reference-rates.ts); each answer reads it. */
export function registerRatesRoutes(app: FastifyInstance, ctx: DemoContext, rates: ReferenceRates): void {
  app.get(apiPaths.jpyRates, async (): Promise<RatesResponse> => rates.from('JPY'));
  app.get(apiPaths.cnyRates, async (): Promise<RatesResponse> => rates.from('CNY'));
  app.get(apiPaths.location, async (request, reply): Promise<LocationResponse> => {
    const vary = reply.getHeader('vary'); // keep CORS's "Origin"
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    return locate(request.headers['accept-language'], ctx.config.defaultRegion);
  });
}
