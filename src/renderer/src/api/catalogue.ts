import type { HttpClient } from './http';
import {
  apiPaths,
  figureDetailSchema,
  figuresListResponseSchema,
  type AdultMode,
  type FiguresListQueryInput,
} from '@shared/api';
import { parseAnswer } from './errors';

/**
 * A list query as the URL carries it: multi-valued parameters comma-joined (the contract accepts
 * `?series=a,b`: docs/product-rules.md §Catalogue 2), empty values left out. Pure.
 */
export function figuresListSearchParams(query: FiguresListQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (typeof text === 'string' && text !== '') params.set(name, text);
  }
  return params;
}

/**
 * The catalogue endpoints (docs/product-rules.md §Catalogue 1; public: no sign-in needed), parsed with the shared
 * contract. Rejects with the axios error of a failed call, or ApiContractError.
 */
export function createCatalogueApi(http: HttpClient) {
  return {
    /** GET /api/figures/?… → DRF page {count, next, previous, results (cards), facets}. */
    async list(query: FiguresListQueryInput) {
      const { data } = await http.get(apiPaths.figures, { params: figuresListSearchParams(query) });
      return parseAnswer(figuresListResponseSchema, data, `GET ${apiPaths.figures}`);
    },
    /**
     * GET /api/figures/{slug}/?adult=… → the figure with its pictures, specifications and related
     * figures. Rejects with a 404 for an unknown slug and a 403 `adult_hidden` for an adult
     * figure asked for with adult=false (see {@link figureFailureKind}).
     */
    async figure(slug: string, adult: AdultMode) {
      const path = apiPaths.figure(slug);
      const { data } = await http.get(path, { params: { adult } });
      return parseAnswer(figureDetailSchema, data, `GET ${path}`);
    },
  };
}

export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
