/** Catalogue lookups the shop's end-to-end tests share (the seeded catalogue, through the API). */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { figuresListResponseSchema, type FigureCard } from '../../src/shared/api';
import { mainApiUrl } from './fixtures';

/** Today in UTC, as the pre-order closing dates are kept. */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** The first figures of a catalogue query (adult figures left out) that `keep` accepts. */
export async function figuresWhere(request: APIRequestContext, query: string, keep: (figure: FigureCard) => boolean): Promise<FigureCard[]> {
  const response = await request.get(`${mainApiUrl}${apiPaths.figures}?adult=false&page_size=100&${query}`);
  expect(response.ok()).toBe(true);
  return figuresListResponseSchema.parse(await response.json()).results.filter(keep);
}

/** In-stock figures with at least `stock` units that one order may hold at least `perOrder` of. */
export const inStockFigures = (request: APIRequestContext, stock = 3, perOrder = 1): Promise<FigureCard[]> =>
  figuresWhere(request, 'status=in_stock&ordering=-popularity', (f) => (f.stock ?? 0) >= stock && f.max_per_order >= perOrder);

/** Pre-orders open today with allocation left. */
export const openPreorders = (request: APIRequestContext): Promise<FigureCard[]> =>
  figuresWhere(request, 'status=preorder&ordering=-release', (f) => (f.preorder_closes_at ?? '') >= today() && (f.allocation ?? 0) >= 1);
