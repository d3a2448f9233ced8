/**
 * The catalogue's filter columns held in memory (for speed: docs/product-rules.md §Performance 7): count, facet counts, the
 * ids of a page in every ordering, and its cards, computed in one pass over typed arrays instead of
 * seven SQL queries per list request. No text search here: a search's matches, and their relevance
 * order, come from SQLite FTS5 (search.ts) as `FigureFilter.matchingIds` and `rankedIds`; a search
 * visits those rows only. Each
 * answer equals the SQL of repository.ts (`count`, `facets`, `page`), which stays as the reference
 * (tests/unit/demo-api/catalogue/memory-index.test.ts compares them). Loaded in two queries that each
 * return one JSON text (fast through libsql); the figure columns are reloaded after a moderator's
 * change (`CatalogueRepository.invalidate`).
 */
import type { Client } from '@libsql/client';
import { figureStatusNames, type FacetEntry, type FigureCard, type FigureFacets, type FigureOrdering, type FigureStatus } from '../../shared/api/catalogue';
import { queryOne } from '../storage/db';
import { CARD_FIELDS, figureCard, type CardFields } from './cards';
import { facetNames, type CatalogueLookups, type FacetName, type FigureFilter } from './query';

/** The figures' filter and ordering columns, row i = the i-th figure by id. */
interface FigureColumns {
  ids: Int32Array;
  /** Figure id → row (-1: none). */
  rowOf: Int32Array;
  adult: Uint8Array;
  series: Int32Array;
  manufacturer: Int32Array;
  line: Int32Array;
  /** Index into `scales` / `statuses`. */
  scale: Uint8Array;
  status: Uint8Array;
  scales: string[];
  statuses: string[];
  /** 0 JPY, 1 CNY. */
  currency: Uint8Array;
  price: Float64Array;
  release: string[];
  popularity: Float64Array;
  /** Each figure's card fields (cards.ts), so a page's cards need no query. */
  cards: CardFields[];
  /** Rows in each ordering's order (ties by id as the SQL does); `closing`: by closing date, rows without one last (see `closingOrder`). */
  orders: Record<FigureOrdering, Int32Array>;
  /** Each row's pre-order closing date (YYYY-MM-DD) or null. */
  closes: Array<string | null>;
  /** `closingOrder` of the last day asked for. */
  closingOn?: { today: string; order: Int32Array };
  /** The largest value of each facet column (for per-value counters and membership tables). */
  maxValue: Record<FacetName, number>;
}

/** What one list request needs from the index. */
export interface IndexedList {
  count: number;
  facets: FigureFacets;
}

const CURRENCY_CODE = { JPY: 0, CNY: 1 } as const;

/** The largest value of a column (0 when empty). */
function maxOf(column: ArrayLike<number>): number {
  let max = 0;
  for (let i = 0; i < column.length; i += 1) if (column[i]! > max) max = column[i]!;
  return max;
}

export class CatalogueMemoryIndex {
  private figures: Promise<FigureColumns> | undefined;
  /** Each character's figures (the `character` filter). */
  private cast: Promise<Map<number, number[]>> | undefined;

  /** `jpyPerCny` orders prices of both currencies together, as repository.ts's ORDER BY does. */
  constructor(
    private readonly db: Client,
    private jpyPerCny: number,
  ) {}

  /** New reference rates (docs/product-rules.md §Currency 11): prices are ordered at the new JPY per CNY from the next request. */
  setJpyPerCny(jpyPerCny: number): void {
    this.jpyPerCny = jpyPerCny;
    this.invalidate();
  }

  /**
   * Forgets the figure columns (a moderator changed price, status or stock: §Moderation 3); the next request
   * reloads them. The characters' figures stay: moderators never change them.
   */
  invalidate(): void {
    this.figures = undefined;
  }

  private loadFigures(): Promise<FigureColumns> {
    const load = (async () => {
      const row = await queryOne(
        this.db,
        `SELECT json_group_array(json_array(id, adult, series_id, manufacturer_id, line_id, scale, status, currency, price, release, created_at, popularity,
           ${CARD_FIELDS.join(', ')})) AS rows
         FROM (SELECT f.*, i.width AS image_width, i.height AS image_height, i.version AS image_version
               FROM figures f LEFT JOIN figure_images i ON i.figure_id = f.id AND i.position = 1 ORDER BY f.id)`,
      );
      type Raw = [number, number, number, number, number, string, string, 'JPY' | 'CNY', number, string, string, number, ...unknown[]];
      const raw = JSON.parse(String(row?.rows ?? '[]')) as Raw[];
      const n = raw.length;
      const scales: string[] = [];
      const statuses: string[] = [];
      const code = (list: string[], value: string) => {
        const at = list.indexOf(value);
        return at >= 0 ? at : list.push(value) - 1;
      };
      const columns: FigureColumns = {
        ids: new Int32Array(n),
        rowOf: new Int32Array(raw.reduce((max, [id]) => Math.max(max, id), 0) + 1).fill(-1),
        adult: new Uint8Array(n),
        series: new Int32Array(n),
        manufacturer: new Int32Array(n),
        line: new Int32Array(n),
        scale: new Uint8Array(n),
        status: new Uint8Array(n),
        scales,
        statuses,
        currency: new Uint8Array(n),
        price: new Float64Array(n),
        release: new Array<string>(n),
        popularity: new Float64Array(n),
        cards: new Array<CardFields>(n),
        orders: {} as FigureColumns['orders'],
        closes: new Array<string | null>(n),
        maxValue: {} as FigureColumns['maxValue'],
      };
      const created = new Array<string>(n);
      const popularity = columns.popularity;
      const priceJpy = new Float64Array(n);
      raw.forEach(([id, adult, series, manufacturer, line, scale, status, currency, price, release, createdAt, pop, ...card], i) => {
        columns.cards[i] = Object.fromEntries(CARD_FIELDS.map((field, k) => [field, card[k]])) as CardFields;
        columns.closes[i] = columns.cards[i].preorder_closes_at === null ? null : String(columns.cards[i].preorder_closes_at);
        columns.ids[i] = id;
        columns.rowOf[id] = i;
        columns.adult[i] = adult;
        columns.series[i] = series;
        columns.manufacturer[i] = manufacturer;
        columns.line[i] = line;
        columns.scale[i] = code(scales, scale);
        columns.status[i] = code(statuses, status);
        columns.currency[i] = CURRENCY_CODE[currency];
        columns.price[i] = price;
        columns.release[i] = release;
        created[i] = createdAt;
        popularity[i] = pop;
        priceJpy[i] = currency === 'CNY' ? price * this.jpyPerCny : price;
      });
      // Rows are in id order, so "then by id" is "then by row".
      const sorted = (compare: (a: number, b: number) => number) => Int32Array.from({ length: n }, (_, i) => i).sort(compare);
      const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const closes = columns.closes.map((date) => date ?? '~'); // '~' sorts after every date: no closing date last
      columns.orders = {
        '-created': sorted((a, b) => text(created[b]!, created[a]!) || b - a),
        release: sorted((a, b) => text(columns.release[a]!, columns.release[b]!) || a - b),
        '-release': sorted((a, b) => text(columns.release[b]!, columns.release[a]!) || b - a),
        price: sorted((a, b) => priceJpy[a]! - priceJpy[b]! || a - b),
        '-price': sorted((a, b) => priceJpy[b]! - priceJpy[a]! || b - a),
        '-popularity': sorted((a, b) => popularity[b]! - popularity[a]! || a - b),
        closing: sorted((a, b) => text(closes[a]!, closes[b]!) || a - b),
      };
      for (const facet of facetNames) columns.maxValue[facet] = maxOf(columns[facet]);
      return columns;
    })();
    load.catch(() => {
      if (this.figures === load) this.figures = undefined; // a failed load is retried by the next request
    });
    return load;
  }

  private getFigures(): Promise<FigureColumns> {
    this.figures ??= this.loadFigures();
    return this.figures;
  }

  private getCast(): Promise<Map<number, number[]>> {
    const load = (this.cast ??= (async () => {
      const cast = await queryOne(this.db, 'SELECT json_group_array(json_array(character_id, figure_id)) AS rows FROM figure_characters');
      const figuresOfCharacter = new Map<number, number[]>();
      for (const [character, figure] of JSON.parse(String(cast?.rows ?? '[]')) as Array<[number, number]>) {
        const list = figuresOfCharacter.get(character);
        if (list) list.push(figure);
        else figuresOfCharacter.set(character, [figure]);
      }
      return figuresOfCharacter;
    })());
    load.catch(() => {
      if (this.cast === load) this.cast = undefined;
    });
    return load;
  }

  /** Loads both parts now (the demo API warms them at start-up, so no request waits for them). */
  async warm(): Promise<void> {
    await Promise.all([this.getFigures(), this.getCast()]);
  }

  /**
   * A per-row test for `filter`: returns a bit set of the facets whose own filter the row fails
   * (bit k = facetNames[k]), or -1 when a non-facet part (adult, characters, price, release, search)
   * fails. 0 = the row is in the list. `searchRows`: the rows of `matchingIds` (same order), the only
   * rows a search can list.
   */
  private async tester(filter: FigureFilter): Promise<{ columns: FigureColumns; test: (row: number) => number; searchRows?: Int32Array }> {
    const columns = await this.getFigures();
    const n = columns.ids.length;
    const rowOf = (id: number) => (id >= 0 && id < columns.rowOf.length ? columns.rowOf[id]! : -1);
    // Membership as byte tables (no Set lookups in the loop over every figure).
    const table = (size: number, values: Iterable<number>) => {
      const out = new Uint8Array(size);
      for (const value of values) if (value >= 0 && value < size) out[value] = 1;
      return out;
    };
    let inCast: Uint8Array | undefined;
    if (filter.character) {
      const figuresOfCharacter = await this.getCast();
      inCast = table(n, filter.character.flatMap((character) => (figuresOfCharacter.get(character) ?? []).map(rowOf)));
    }
    const searchRows = filter.matchingIds ? Int32Array.from(filter.matchingIds, rowOf) : undefined;
    const searched = searchRows ? table(n, searchRows) : undefined;
    const facetTable = (facet: 'series' | 'manufacturer' | 'line') => (filter[facet] ? table(columns.maxValue[facet] + 1, filter[facet]) : undefined);
    const codesOf = (values: readonly string[] | undefined, list: string[]) => (values ? table(list.length, values.map((value) => list.indexOf(value))) : undefined);
    const series = facetTable('series');
    const manufacturer = facetTable('manufacturer');
    const line = facetTable('line');
    const scale = codesOf(filter.scale, columns.scales);
    const status = codesOf(filter.status, columns.statuses);
    const bounds = filter.price ? [filter.price.JPY, filter.price.CNY] : undefined;
    const { adult: adultMode, releasedAfter, releasedBefore } = filter;
    const { adult, price, currency, release } = columns;
    const test = (row: number): number => {
      if (adultMode === 'false' ? adult[row] !== 0 : adultMode === 'only' ? adult[row] !== 1 : false) return -1;
      if (inCast && inCast[row] !== 1) return -1;
      if (bounds) {
        const { min, max } = bounds[currency[row]!]!;
        const amount = price[row]!;
        if ((min !== undefined && !(amount >= min)) || (max !== undefined && !(amount <= max))) return -1;
      }
      if (releasedAfter !== undefined && release[row]! < releasedAfter) return -1;
      if (releasedBefore !== undefined && release[row]! > releasedBefore) return -1;
      if (searched && searched[row] !== 1) return -1;
      let failed = 0;
      if (series && series[columns.series[row]!] !== 1) failed |= 1;
      if (manufacturer && manufacturer[columns.manufacturer[row]!] !== 1) failed |= 2;
      if (line && line[columns.line[row]!] !== 1) failed |= 4;
      if (scale && scale[columns.scale[row]!] !== 1) failed |= 8;
      if (status && status[columns.status[row]!] !== 1) failed |= 16;
      return failed;
    };
    return { columns, test, ...(searchRows ? { searchRows } : {}) };
  }

  /**
   * The number of figures `filter` leaves and the facet counts (each facet over the filter without
   * its own part; entries by count, then name), in one pass: a row failing only facet F's filter
   * counts for F alone. A search visits its matches only.
   */
  async list(filter: FigureFilter, lookups: CatalogueLookups): Promise<IndexedList> {
    const { columns, test, searchRows } = await this.tester(filter);
    const facetColumn: Record<FacetName, ArrayLike<number>> = {
      series: columns.series,
      manufacturer: columns.manufacturer,
      line: columns.line,
      scale: columns.scale,
      status: columns.status,
    };
    // One counter per value (ids and codes are small integers): no Map work in the loop over every figure.
    const columnsInOrder = facetNames.map((facet) => facetColumn[facet]);
    const counts = facetNames.map((facet) => new Int32Array(columns.maxValue[facet] + 1));
    let count = 0;
    const visit = (row: number) => {
      const failed = test(row);
      if (failed < 0) return;
      if (failed === 0) {
        count += 1;
        for (let k = 0; k < columnsInOrder.length; k += 1) counts[k]![columnsInOrder[k]![row]!]! += 1;
      } else if ((failed & (failed - 1)) === 0) {
        const k = 31 - Math.clz32(failed); // only this facet's own filter fails: it counts for that facet alone
        counts[k]![columnsInOrder[k]![row]!]! += 1;
      }
    };
    if (searchRows) for (let i = 0; i < searchRows.length; i += 1) visit(searchRows[i]!);
    else for (let row = 0; row < columns.ids.length; row += 1) visit(row);
    const facets = {} as FigureFacets;
    facetNames.forEach((facet, k) => {
      const present: Array<[number, number]> = [];
      counts[k]!.forEach((n, value) => {
        if (n > 0) present.push([value, n]);
      });
      const entries: FacetEntry[] = present.map(([value, n]) => {
        if (facet === 'scale') return { slug: columns.scales[value]!, name: columns.scales[value]!, count: n };
        if (facet === 'status') return { slug: columns.statuses[value]!, name: figureStatusNames[columns.statuses[value] as FigureStatus], count: n };
        const entry = lookups.byId[facet].get(value)!;
        return { slug: entry.slug, name: entry.name, count: n };
      });
      facets[facet] = entries.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    });
    return { count, facets };
  }

  /** The cards of `ids` in that order (ids with no figure left out), from the columns: no query. */
  async cards(ids: readonly number[], lookups: CatalogueLookups, origin: string): Promise<FigureCard[]> {
    const columns = await this.getFigures();
    return ids.flatMap((id) => {
      const row = id >= 0 && id < columns.rowOf.length ? columns.rowOf[id]! : -1;
      return row >= 0 ? [figureCard(columns.cards[row]!, lookups, origin)] : [];
    });
  }

  /**
   * The rows in `closing` order on `today` (YYYY-MM-DD, UTC): the pre-orders still open (closing
   * date today or later) by closing date, then those closed by closing date, then the rows without
   * one, each tie by id (docs/product-rules.md §Catalogue 3). `orders.closing` rotated at the first open date.
   */
  private closingOrder(columns: FigureColumns, today: string): Int32Array {
    if (columns.closingOn?.today === today) return columns.closingOn.order;
    const base = columns.orders.closing;
    // The first position in `base` whose row passes `test` (rows that pass come after those that do not).
    const firstWhere = (test: (date: string | null) => boolean) => {
      let low = 0;
      let high = base.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (test(columns.closes[base[middle]!] ?? null)) high = middle;
        else low = middle + 1;
      }
      return low;
    };
    const dated = firstWhere((date) => date === null);
    const open = firstWhere((date) => date === null || date >= today);
    const order = new Int32Array(base.length);
    order.set(base.subarray(open, dated));
    order.set(base.subarray(0, open), dated - open);
    order.set(base.subarray(dated), dated);
    columns.closingOn = { today, order };
    return order;
  }

  /**
   * Ids of one page (page from 1) of `filter` in `ordering`; relevance walks `filter.rankedIds` (the
   * matches in the order SQLite gave them), the others the columns' own orders; `closing` depends
   * on `today` (YYYY-MM-DD, UTC).
   */
  async pageIds(filter: FigureFilter, ordering: FigureOrdering | 'relevance', page: number, pageSize: number, today: string): Promise<number[]> {
    const { columns, test } = await this.tester(filter);
    const rowOf = (id: number) => (id >= 0 && id < columns.rowOf.length ? columns.rowOf[id]! : -1);
    let order: Int32Array;
    if (ordering === 'relevance') order = Int32Array.from(filter.rankedIds ?? [], rowOf).filter((row) => row >= 0);
    else order = ordering === 'closing' ? this.closingOrder(columns, today) : columns.orders[ordering];
    let skip = (page - 1) * pageSize;
    const ids: number[] = [];
    for (let k = 0; k < order.length && ids.length < pageSize; k += 1) {
      const row = order[k]!;
      if (test(row) !== 0) continue;
      if (skip > 0) skip -= 1;
      else ids.push(columns.ids[row]!);
    }
    return ids;
  }
}
