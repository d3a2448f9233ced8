/**
 * The catalogue's SQL (docs/product-rules.md §Catalogue 1–4, 8): list with filters, ordering and paging, facet counts (each
 * facet ignores its own filter; adult figures never counted unless asked for), one figure with
 * its pictures, characters and related figures, and the series and manufacturer indexes.
 */
import type { Client, InValue, Row } from '@libsql/client';
import {
  CATALOGUE_RELATED_LIMIT,
  figureStatusNames,
  type AdultMode,
  type FacetEntry,
  type FigureCard,
  type FigureCurrency,
  type FigureDetail,
  type FigureFacets,
  type FigureStatus,
  type Manufacturer,
  type Series,
} from '../../shared/api/catalogue';
import { utcToday } from '../../shared/api/cart-fields';
import { queryAll, queryOne } from '../storage/db';
import { figureCard, imageUrl, type CardFields } from './cards';
import { CatalogueMemoryIndex } from './memory-index';
import { buildLookups, facetNames, type CatalogueLookups, type FacetName, type FigureFilter, type FigureListRequest } from './query';
import { adultSql } from './adult-gate';
import { matchesFrom, matchingIds, rankedIds, relevanceOrderSql, searchSql, type Sql } from './search';

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** WHERE clause of `filter` over `figures f`, without the filter of `except` (for its facet). */
export function whereSql(filter: FigureFilter, except?: FacetName): Sql {
  const parts: string[] = [adultSql(filter.adult)];
  const args: InValue[] = [];
  const inList = (column: string, values: InValue[] | undefined) => {
    if (!values) return;
    parts.push(`${column} IN (${placeholders(values.length)})`);
    args.push(...values);
  };
  if (except !== 'series') inList('f.series_id', filter.series);
  if (except !== 'manufacturer') inList('f.manufacturer_id', filter.manufacturer);
  if (except !== 'line') inList('f.line_id', filter.line);
  if (except !== 'scale') inList('f.scale', filter.scale);
  if (except !== 'status') inList('f.status', filter.status);
  if (filter.character) {
    parts.push(`f.id IN (SELECT figure_id FROM figure_characters WHERE character_id IN (${placeholders(filter.character.length)}))`);
    args.push(...filter.character);
  }
  if (filter.price) {
    const byCurrency = (Object.entries(filter.price) as Array<[FigureCurrency, { min?: number; max?: number }]>).map(([currency, bounds]) => {
      const conditions = ['f.currency = ?'];
      args.push(currency);
      if (bounds.min !== undefined) {
        conditions.push('f.price >= ?');
        args.push(bounds.min);
      }
      if (bounds.max !== undefined) {
        conditions.push('f.price <= ?');
        args.push(bounds.max);
      }
      return `(${conditions.join(' AND ')})`;
    });
    parts.push(`(${byCurrency.join(' OR ')})`);
  }
  if (filter.releasedAfter) {
    parts.push('f.release >= ?');
    args.push(filter.releasedAfter);
  }
  if (filter.releasedBefore) {
    parts.push('f.release <= ?');
    args.push(filter.releasedBefore);
  }
  if (filter.matchingIds) {
    parts.push('f.id IN (SELECT value FROM json_each(?))');
    args.push(JSON.stringify(filter.matchingIds));
  } else if (filter.search) {
    const matches = searchSql(filter.search);
    parts.push(`f.id IN (SELECT id FROM (${matches.sql}))`);
    args.push(...matches.args);
  }
  return { sql: parts.join(' AND '), args };
}

/** Columns of a card; the first picture comes from a join on position 1. */
export const CARD_COLUMNS = `f.id, f.slug, f.name, f.name_ja, f.series_id, f.manufacturer_id, f.line_id, f.scale, f.status, f.preorder_closes_at, f.stock, f.allocation, f.max_per_order,
  f.price, f.currency, f.adult, f.release, f.popularity, i.width AS image_width, i.height AS image_height, i.version AS image_version`;
export const CARD_FROM = 'figures f LEFT JOIN figure_images i ON i.figure_id = f.id AND i.position = 1';

export class CatalogueRepository {
  private lookups: Promise<CatalogueLookups> | undefined;
  /** Count, facets and page ids of the filters and orderings without SQL (memory-index.ts); the SQL methods below are its reference. */
  readonly memory: CatalogueMemoryIndex;
  /** JPY per 1 CNY, to order prices of both currencies together. */
  constructor(
    private readonly db: Client,
    private jpyPerCny: number,
  ) {
    this.memory = new CatalogueMemoryIndex(db, jpyPerCny);
  }

  /** New reference rates (docs/product-rules.md §Currency 11): price orderings use the new JPY per CNY from the next request. */
  setJpyPerCny(jpyPerCny: number): void {
    this.jpyPerCny = jpyPerCny;
    this.memory.setJpyPerCny(jpyPerCny);
  }

  /** A moderator changed a figure (§Moderation 3): the in-memory columns are reloaded before the next answer. */
  invalidate(): void {
    this.memory.invalidate();
  }

  /** Slug/id lookups, read once (the catalogue is read-only while the API runs). */
  getLookups(): Promise<CatalogueLookups> {
    this.lookups ??= (async () => {
      // 32 MB page cache (SQLite's default is 2 MB): the catalogue's indexes stay in memory between requests.
      await this.db.execute('PRAGMA cache_size = -32000');
      const rows = async (sql: string) => (await queryAll(this.db, sql)).map((row) => ({ id: Number(row.id), slug: String(row.slug), name: String(row.name) }));
      return buildLookups({
        series: await rows('SELECT id, slug, name FROM series'),
        character: await rows('SELECT id, slug, name FROM characters'),
        manufacturer: await rows('SELECT id, slug, name FROM manufacturers'),
        line: await rows('SELECT id, slug, name FROM product_lines'),
      });
    })();
    return this.lookups;
  }

  private toCard(row: Row, lookups: CatalogueLookups, origin: string): FigureCard {
    return figureCard(row as unknown as CardFields, lookups, origin);
  }

  /**
   * ORDER BY for the request, and the rows it orders: `figures f`, or (relevance) the search's matches
   * with their FTS5 rank, each joined to its figure.
   */
  private orderSql(request: FigureListRequest): Sql & { from: Sql } {
    const none = { sql: 'figures f', args: [] };
    const priceJpy = `(CASE f.currency WHEN 'CNY' THEN f.price * ${this.jpyPerCny} ELSE f.price END)`;
    switch (request.ordering) {
      case 'release':
        return { sql: 'f.release, f.id', args: [], from: none };
      case '-release':
        return { sql: 'f.release DESC, f.id DESC', args: [], from: none };
      case 'price':
        return { sql: `${priceJpy}, f.id`, args: [], from: none };
      case '-price':
        return { sql: `${priceJpy} DESC, f.id DESC`, args: [], from: none };
      case '-popularity':
        return { sql: 'f.popularity DESC, f.id', args: [], from: none };
      case 'closing': {
        // Open pre-orders (closing today or later, §Cart 1), then closed ones, then figures without a closing date.
        const open = 'CASE WHEN f.preorder_closes_at >= ? THEN 0 WHEN f.preorder_closes_at IS NOT NULL THEN 1 ELSE 2 END';
        return { sql: `${open}, f.preorder_closes_at, f.id`, args: [request.today ?? utcToday()], from: none };
      }
      case 'relevance': {
        const search = request.filter.search ?? '';
        return { ...relevanceOrderSql(search), from: matchesFrom(search) };
      }
      default:
        return { sql: 'f.created_at DESC, f.id DESC', args: [], from: none };
    }
  }

  /**
   * The filter with its search replaced by the ids it matches (search.ts; one query, not one per
   * count, page and facet). The ids ignore every other filter; the adult rule and the rest still
   * apply. `ranked` (relevance ordering): also the matches in relevance order, from the same query.
   */
  async resolveSearch(filter: FigureFilter, ranked = false): Promise<FigureFilter> {
    if (!filter.search || filter.matchingIds) return filter;
    if (!ranked) return { ...filter, matchingIds: await matchingIds(this.db, filter.search) };
    const inOrder = await rankedIds(this.db, filter.search);
    return { ...filter, matchingIds: [...inOrder].sort((a, b) => a - b), rankedIds: inOrder };
  }

  /**
   * One list request's count, facets, page and the page's cards, all in memory (after
   * `resolveSearch`, with `ranked` for relevance ordering): SQLite ordered the matches by relevance.
   */
  async list(request: FigureListRequest, origin: string, checkPage: (count: number) => void): Promise<{ count: number; facets: FigureFacets; results: FigureCard[] }> {
    const lookups = await this.getLookups();
    const { count, facets } = await this.memory.list(request.filter, lookups);
    checkPage(count);
    if (count === 0) return { count, facets, results: [] };
    let filter = request.filter;
    if (request.ordering === 'relevance' && filter.search && !filter.rankedIds) filter = { ...filter, rankedIds: await rankedIds(this.db, filter.search) };
    const ids = await this.memory.pageIds(filter, request.ordering, request.page, request.pageSize, request.today ?? utcToday());
    return { count, facets, results: await this.memory.cards(ids, lookups, origin) };
  }

  /** Number of figures the filter leaves (SQL reference of `list`). */
  async count(filter: FigureFilter): Promise<number> {
    const where = whereSql(filter);
    return Number((await queryOne(this.db, `SELECT COUNT(*) AS n FROM figures f WHERE ${where.sql}`, where.args))?.n ?? 0);
  }

  /**
   * The ids of one page (page from 1) in the request's ordering: `ORDER BY … LIMIT`. For relevance
   * the rows are the search's matches, so the filter's own copy of the search is left out. The SQL
   * reference of `list`.
   */
  async pageIds(request: FigureListRequest): Promise<number[]> {
    const order = this.orderSql(request);
    const { search: _search, matchingIds: _ids, rankedIds: _ranked, ...unsearched } = request.filter;
    const where = whereSql(request.ordering === 'relevance' ? unsearched : request.filter);
    const rows = await queryAll(this.db, `SELECT f.id FROM ${order.from.sql} WHERE ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`, [
      ...order.from.args,
      ...where.args,
      ...order.args,
      request.pageSize,
      (request.page - 1) * request.pageSize,
    ]);
    return rows.map((row) => Number(row.id));
  }

  /** One page of cards (page from 1): the page's ids first (narrow rows to sort), then their cards. The SQL reference of `list`. */
  async page(request: FigureListRequest, origin: string): Promise<FigureCard[]> {
    const lookups = await this.getLookups();
    const ids = await this.pageIds(request);
    if (ids.length === 0) return [];
    const rows = await queryAll(this.db, `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE f.id IN (${placeholders(ids.length)})`, ids);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.map((id) => this.toCard(byId.get(id)!, lookups, origin));
  }

  /** The cards of `ids` in that order (ids with no figure are left out); for the wishlist and moderator tools. */
  async cardsByIds(ids: readonly number[], origin: string): Promise<FigureCard[]> {
    if (ids.length === 0) return [];
    const lookups = await this.getLookups();
    const rows = await queryAll(this.db, `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE f.id IN (SELECT value FROM json_each(?))`, [JSON.stringify(ids)]);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.toCard(row, lookups, origin)] : [];
    });
  }

  /** Facet counts: each over the filter without its own part; entries by count, then name (SQL reference of `list`). */
  async facets(filter: FigureFilter): Promise<FigureFacets> {
    const lookups = await this.getLookups();
    const column: Record<FacetName, string> = { series: 'f.series_id', manufacturer: 'f.manufacturer_id', line: 'f.line_id', scale: 'f.scale', status: 'f.status' };
    const out = {} as FigureFacets;
    for (const facet of facetNames) {
      const where = whereSql(filter, facet);
      const rows = await queryAll(this.db, `SELECT ${column[facet]} AS value, COUNT(*) AS n FROM figures f WHERE ${where.sql} GROUP BY 1`, where.args);
      const entries: FacetEntry[] = rows.map((row) => {
        const n = Number(row.n);
        if (facet === 'scale') return { slug: String(row.value), name: String(row.value), count: n };
        if (facet === 'status') return { slug: String(row.value), name: figureStatusNames[row.value as FigureStatus], count: n };
        const entry = lookups.byId[facet].get(Number(row.value))!;
        return { slug: entry.slug, name: entry.name, count: n };
      });
      out[facet] = entries.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    }
    return out;
  }

  /**
   * One figure by slug with every picture, series, characters and related figures (same series,
   * most popular first; adult ones only when `adult` is true). `undefined` when no such slug.
   */
  async detail(slug: string, adult: AdultMode, origin: string): Promise<FigureDetail | undefined> {
    const lookups = await this.getLookups();
    const row = await queryOne(
      this.db,
      `SELECT ${CARD_COLUMNS}, f.series_id, f.height_mm, f.weight_g, f.box_w_mm, f.box_h_mm, f.box_d_mm, f.material, f.sculptor, f.jan, f.description FROM ${CARD_FROM} WHERE f.slug = ?`,
      [slug],
    );
    if (!row) return undefined;
    const id = Number(row.id);
    const images = await queryAll(this.db, 'SELECT position, width, height, version FROM figure_images WHERE figure_id = ? ORDER BY position', [id]);
    const cast = await queryAll(this.db, 'SELECT c.slug, c.name FROM figure_characters fc JOIN characters c ON c.id = fc.character_id WHERE fc.figure_id = ? ORDER BY c.id', [id]);
    const related = await queryAll(
      this.db,
      `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE f.series_id = ? AND f.id <> ? AND ${adultSql(adult === 'only' ? 'true' : adult)} ORDER BY f.popularity DESC, f.id LIMIT ?`,
      [Number(row.series_id), id, CATALOGUE_RELATED_LIMIT],
    );
    const series = lookups.byId.series.get(Number(row.series_id))!;
    return {
      ...this.toCard(row, lookups, origin),
      images: images.map((image) => ({ url: imageUrl(origin, slug, Number(image.position), String(image.version)), width: Number(image.width), height: Number(image.height) })),
      series: { slug: series.slug, name: series.name },
      characters: cast.map((c) => ({ slug: String(c.slug), name: String(c.name) })),
      height_mm: Number(row.height_mm),
      weight_g: Number(row.weight_g),
      box_mm: { width: Number(row.box_w_mm), height: Number(row.box_h_mm), depth: Number(row.box_d_mm) },
      material: String(row.material),
      sculptor: String(row.sculptor),
      jan: String(row.jan),
      description: String(row.description),
      related: related.map((r) => this.toCard(r, lookups, origin)),
    };
  }

  /** One picture's size and version, or undefined. */
  async image(slug: string, position: number): Promise<{ figureId: number; name: string; width: number; height: number; version: string } | undefined> {
    const row = await queryOne(
      this.db,
      'SELECT f.id, f.name, i.width, i.height, i.version FROM figures f JOIN figure_images i ON i.figure_id = f.id WHERE f.slug = ? AND i.position = ?',
      [slug, position],
    );
    return row && { figureId: Number(row.id), name: String(row.name), width: Number(row.width), height: Number(row.height), version: String(row.version) };
  }

  /** A page of series or manufacturers (by name), each with its figure count under `adult`; `total` for paging. */
  async index(kind: 'series' | 'manufacturers', options: { search?: string; adult: AdultMode; page: number; pageSize: number }): Promise<{ count: number; results: Array<Series | Manufacturer> }> {
    const key = kind === 'series' ? 'series_id' : 'manufacturer_id';
    const extra = kind === 'series' ? '' : ', t.country, t.currency';
    const where = options.search ? "WHERE (t.name LIKE ? ESCAPE '\\' OR t.name_ja LIKE ? ESCAPE '\\')" : '';
    const pattern = options.search ? `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const args = pattern ? [pattern, pattern] : [];
    const count = Number((await queryOne(this.db, `SELECT COUNT(*) AS n FROM ${kind} t ${where}`, args))?.n ?? 0);
    const rows = await queryAll(
      this.db,
      `SELECT t.slug, t.name, t.name_ja${extra}, (SELECT COUNT(*) FROM figures f WHERE f.${key} = t.id AND ${adultSql(options.adult)}) AS figure_count
       FROM ${kind} t ${where} ORDER BY t.name, t.id LIMIT ? OFFSET ?`,
      [...args, options.pageSize, (options.page - 1) * options.pageSize],
    );
    const results = rows.map((row) => {
      const base = { slug: String(row.slug), name: String(row.name), name_ja: String(row.name_ja), figure_count: Number(row.figure_count) };
      return kind === 'series' ? base : { ...base, country: String(row.country), currency: row.currency as FigureCurrency };
    });
    return { count, results };
  }
}
