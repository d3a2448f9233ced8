/**
 * Catalogue endpoints (docs/product-rules.md §Catalogue 1–5): GET /api/figures/ (search, filters, ordering, DRF pagination,
 * facets), GET /api/figures/{slug}/, the generated pictures, GET /api/series/ and
 * /api/manufacturers/. Public: no sign-in needed, but a bearer token is honoured: a signed-in user
 * whose content.show_nsfw is off is not shown adult figures whatever `adult` says (adult-gate.ts).
 * Shapes in src/shared/api/catalogue.ts.
 *
 * Only moderators change figures (§Moderation 2–3), so list answers are kept in a small LRU cache keyed by
 * the request URL (with origin and UTC day): a repeated page costs a map lookup, not six queries. A moderator's
 * change empties it (`Catalogue.invalidate`). DEMO_CATALOGUE_CACHE=off turns the cache off (benchmarks).
 * An uncached answer's count, facets and page are computed in memory (memory-index.ts); a search's
 * matches, and their relevance order, come from SQLite FTS5 (search.ts).
 */
import type { Client } from '@libsql/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  catalogueMessages,
  figureDetailQuerySchema,
  type FiguresListResponse,
  type ManufacturersListResponse,
  type SeriesListResponse,
} from '../../shared/api/catalogue';
import { utcToday } from '../../shared/api/cart-fields';
import { drfErrorMessages } from '../../shared/api/errors';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import { optionalUser } from '../auth/auth-guard';
import { requestOrigin, type DemoContext } from '../context';
import type { ReferenceRates } from '../rates/reference-rates';
import { detailError } from '../http/errors';
import { parseInput } from '../http/validate';
import { adultHidden, adultModeFor, mayShowAdult } from './adult-gate';
import { renderFigureSvg } from './images';
import { parseFiguresQuery, parseIndexQuery, type FigureListRequest, type RateTables } from './query';
import { CatalogueRepository } from './repository';
import { correctSearch, loadSearchVocabulary, type SearchVocabulary } from './spelling';

/** List answers kept (each a few tens of KB). */
const CACHE_ENTRIES = 256;

/** Whether list answers are cached: yes unless DEMO_CATALOGUE_CACHE is `off` (the benchmark of §Performance 7 measures uncached answers). */
export function catalogueCacheEnabled(env: Record<string, string | undefined>): boolean {
  return env.DEMO_CATALOGUE_CACHE?.trim().toLowerCase() !== 'off';
}

/** DRF's next/previous links: `url` with `page` set (page 1 drops it, as DRF does). */
export function pageLink(origin: string, requestUrl: string, page: number): string {
  const url = new URL(requestUrl, origin);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** `url` (a request's path and query) without the query parameter `name`. */
function withoutParameter(url: string, name: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.delete(name);
  return `${parsed.pathname}${parsed.search}`;
}

/** DRF's page bounds: past the last page (an empty list has one, empty, page) is 404 "Invalid page.". */
export function checkPage(count: number, page: number, pageSize: number): { lastPage: number } {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  if (page > lastPage) throw detailError(404, catalogueMessages.invalidPage);
  return { lastPage };
}

/**
 * A DRF PageNumberPagination answer for page `page` of `count` rows in pages of `pageSize`: `next`
 * and `previous` are absolute links on `origin` to the request `requestUrl` with its `page`
 * changed. @throws ApiError 404 `Invalid page.` past the last page (checkPage).
 */
export function drfPage<T>(origin: string, requestUrl: string, page: number, pageSize: number, count: number, results: T[]): { count: number; next: string | null; previous: string | null; results: T[] } {
  const { lastPage } = checkPage(count, page, pageSize);
  return {
    count,
    next: page < lastPage ? pageLink(origin, requestUrl, page + 1) : null,
    previous: page > 1 ? pageLink(origin, requestUrl, page - 1) : null,
    results,
  };
}

/** The catalogue service the REST routes and GraphQL share. */
export class Catalogue {
  readonly repository: CatalogueRepository;
  /** Cached list answers (JSON text) by origin + URL; see the header. */
  readonly listCache = new Map<string, string>();
  /** Bumped by `invalidate`, so an answer computed across a change is not cached. */
  generation = 0;
  private readonly now: () => number;
  private readonly db: Client;
  private vocabulary: Promise<SearchVocabulary> | undefined;
  /** `referenceRates`: price filters convert, and price orderings compare, at the rates in use; a new day forgets the cached lists. */
  constructor(
    ctx: DemoContext,
    private readonly referenceRates: ReferenceRates,
  ) {
    this.repository = new CatalogueRepository(ctx.db, referenceRates.from('CNY').rates.JPY!);
    this.now = ctx.now;
    this.db = ctx.db;
    referenceRates.onChange(() => {
      this.repository.setJpyPerCny(referenceRates.from('CNY').rates.JPY!);
      this.invalidate();
    });
  }

  /** The rates in use, from each figure currency (docs/product-rules.md §Currency 1). */
  get rates(): RateTables {
    return { JPY: this.referenceRates.from('JPY'), CNY: this.referenceRates.from('CNY') };
  }

  /** The API clock's UTC day (YYYY-MM-DD): the `closing` ordering's "today", part of every list cache key. */
  today(): string {
    return utcToday(new Date(this.now()));
  }

  /** Forgets every cached list answer: a moderator changed a figure. */
  invalidate(): void {
    this.generation += 1;
    this.listCache.clear();
    this.repository.invalidate();
  }

  /** Parses a list query. @throws ApiError 400 naming the parameter. */
  async parseList(raw: unknown): Promise<FigureListRequest> {
    return parseFiguresQuery(raw, await this.repository.getLookups(), this.rates);
  }

  /**
   * Count, page and facets of a parsed list request. A search that matches no figure at all is tried
   * once more with its typos corrected (spelling.ts); `correctedSearch` says when that answered.
   * @throws ApiError 404 past the last page.
   */
  async list(parsed: FigureListRequest, origin: string) {
    const ranked = parsed.ordering === 'relevance';
    let filter = await this.repository.resolveSearch(parsed.filter, ranked);
    let correctedSearch: string | undefined;
    if (filter.search && filter.matchingIds?.length === 0) {
      const corrected = correctSearch(filter.search, await this.searchVocabulary());
      const retried = corrected ? await this.repository.resolveSearch({ ...parsed.filter, search: corrected }, ranked) : null;
      if (corrected && retried?.matchingIds?.length) {
        filter = retried;
        correctedSearch = corrected;
      }
    }
    const request = { ...parsed, today: parsed.today ?? this.today(), filter };
    let lastPage = 1;
    const { count, results, facets } = await this.repository.list(request, origin, (n) => {
      lastPage = checkPage(n, request.page, request.pageSize).lastPage;
    });
    return { count, lastPage, results, facets, ...(correctedSearch ? { correctedSearch } : {}) };
  }

  /** The catalogue's words for typo correction, read once (moderators never rename figures). */
  private searchVocabulary(): Promise<SearchVocabulary> {
    this.vocabulary ??= loadSearchVocabulary(this.db).catch((error: unknown) => {
      this.vocabulary = undefined;
      throw error;
    });
    return this.vocabulary;
  }
}

/** GET a figure's picture: the generated SVG of `<position>-<version>.svg`, immutable (the version is in the URL), 304 on a matching ETag. */
function figureImageHandler(catalogue: Catalogue) {
  return async (request: FastifyRequest<{ Params: { slug: string; file: string } }>, reply: FastifyReply) => {
    const match = /^([1-9])-([0-9a-f]{12})\.svg$/.exec(request.params.file);
    const image = match ? await catalogue.repository.image(request.params.slug, Number(match[1])) : undefined;
    if (!match || !image || image.version !== match[2]) throw detailError(404, drfErrorMessages.notFound);
    const etag = `"${image.version}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable') // the version is in the URL
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cross-origin-resource-policy', 'cross-origin'); // the web app and app:// show these images
    const given = request.headers['if-none-match'];
    if (given && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .send(renderFigureSvg({ figureId: image.figureId, position: Number(match[1]), width: image.width, height: image.height, name: image.name }));
  };
}

export function registerCatalogueRoutes(app: FastifyInstance, ctx: DemoContext, rates: ReferenceRates): Catalogue {
  const catalogue = new Catalogue(ctx, rates);
  const cache = catalogue.listCache;
  // The benchmark measures uncached answers with DEMO_CATALOGUE_CACHE=off (scripts/bench/catalogue-api.ts).
  const cacheEnabled = catalogueCacheEnabled(process.env);
  // Load the in-memory columns now, so the first list request does not wait for them (a failure is retried then).
  catalogue.repository.memory.warm().catch(() => undefined);

  app.get(apiPaths.figures, async (request, reply) => {
    const origin = requestOrigin(ctx, request);
    const viewer = await optionalUser(ctx, request);
    let url = request.url;
    let query = { ...(request.query as Record<string, unknown>) };
    const asked = Array.isArray(query.adult) ? query.adult.at(-1) : query.adult;
    if (viewer !== null && asked !== undefined && asked !== 'false' && !(await mayShowAdult(ctx, viewer))) {
      // Checked as sent (a bad value stays a 400), then answered as if `adult` were absent: the same cache entry and links.
      await catalogue.parseList(query);
      const { adult: _ignored, ...rest } = query;
      query = rest;
      url = withoutParameter(request.url, 'adult');
    }
    // The day is part of the key: the `closing` ordering's answer changes when a pre-order closes.
    const today = catalogue.today();
    const key = `${today} ${origin}${url}`;
    let body = cache.get(key);
    const generation = catalogue.generation;
    if (body === undefined) {
      const parsed = { ...(await catalogue.parseList(query)), today };
      const { count, lastPage, results, facets, correctedSearch } = await catalogue.list(parsed, origin);
      const answer: FiguresListResponse = {
        ...(correctedSearch ? { corrected_search: correctedSearch } : {}),
        count,
        next: parsed.page < lastPage ? pageLink(origin, url, parsed.page + 1) : null,
        previous: parsed.page > 1 ? pageLink(origin, url, parsed.page - 1) : null,
        results,
        facets,
      };
      body = JSON.stringify(answer);
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    } else {
      cache.delete(key); // re-inserted below: most recently used last
    }
    if (cacheEnabled && catalogue.generation === generation) cache.set(key, body);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get<{ Params: { slug: string } }>(apiRoutePatterns.figure, async (request) => {
    const viewer = await optionalUser(ctx, request);
    const query = parseInput(figureDetailQuerySchema(), request.query ?? {});
    const adult = await adultModeFor(ctx, viewer, query.adult ?? 'false');
    const figure = await catalogue.repository.detail(request.params.slug, adult, requestOrigin(ctx, request));
    if (!figure) throw detailError(404, drfErrorMessages.notFound);
    // Decided (§Adult 3, 5): an adult figure asked for without adult=true is 403 adult_hidden, so the app can say "hidden by your settings".
    if (figure.adult && adult === 'false') throw adultHidden();
    return figure;
  });

  app.get<{ Params: { slug: string; file: string } }>(apiRoutePatterns.figureImage, figureImageHandler(catalogue));

  const index = (kind: 'series' | 'manufacturers') => async (request: FastifyRequest) => {
    const viewer = await optionalUser(ctx, request);
    const query = parseIndexQuery(request.query);
    const adult = await adultModeFor(ctx, viewer, query.adult);
    const { count, results } = await catalogue.repository.index(kind, { search: query.search, adult, page: query.page, pageSize: query.page_size });
    const { lastPage } = checkPage(count, query.page, query.page_size);
    const origin = requestOrigin(ctx, request);
    return {
      count,
      next: query.page < lastPage ? pageLink(origin, request.url, query.page + 1) : null,
      previous: query.page > 1 ? pageLink(origin, request.url, query.page - 1) : null,
      results,
    } as SeriesListResponse | ManufacturersListResponse;
  };
  app.get(apiPaths.series, index('series'));
  app.get(apiPaths.manufacturers, index('manufacturers'));
  return catalogue;
}
