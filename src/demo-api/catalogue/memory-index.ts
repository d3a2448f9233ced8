/**
 * The catalogue's filter columns held in memory (issue 12 "Speed and size"): count, facet counts and
 * the ids of a page for every ordering but relevance, computed in one pass over typed arrays instead
 * of seven SQL queries per list request. Each answer equals the SQL of repository.ts (`count`,
 * `facets`, `page`), which stays as the reference (tests/unit/demo-api/catalogue/memory-index.test.ts
 * compares them). Loaded in three queries that each return one JSON text (fast through libsql);
 * the figure columns are reloaded after a moderator's change (`CatalogueRepository.invalidate`).
 */
import type { Client } from '@libsql/client';
import { figureStatusNames, type FacetEntry, type FigureFacets, type FigureOrdering, type FigureStatus } from '../../shared/api/catalogue';
import { queryOne } from '../db';
import { facetNames, type CatalogueLookups, type FacetName, type FigureFilter } from './query';

/** SQLite's LIKE folds ASCII letters only; this folds the same ones, so `includes` matches as LIKE '%term%' does. */
export function foldAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** Orderings the index serves: the API's and relevance (the search default; ranks from `FigureFilter.matchRanks`). */
export type IndexedOrdering = FigureOrdering | 'relevance';

/** The figures' filter and ordering columns, row i = the i-th figure by id. */
interface FigureColumns {
  ids: Int32Array;
  rowOf: Map<number, number>;
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
  /** name ASCII-folded (COLLATE NOCASE and LIKE compare so), name_ja as stored and folded. */
  nameFolded: string[];
  nameJa: string[];
  nameJaFolded: string[];
  /** Rows in each ordering's order (ties by id as the SQL does). */
  orders: Record<FigureOrdering, Int32Array>;
}

/** Search text per figure (figure_search_docs concatenated as the SQL LIKE did, ASCII-folded) and each character's figures. */
interface TextColumns {
  docs: Map<number, string>;
  figuresOfCharacter: Map<number, number[]>;
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
  private text: Promise<TextColumns> | undefined;

  /** `jpyPerCny` orders prices of both currencies together, as repository.ts's ORDER BY does. */
  constructor(
    private readonly db: Client,
    private readonly jpyPerCny: number,
  ) {}

  /**
   * Forgets the figure columns (a moderator changed price, status or stock: issue 13); the next request
   * reloads them. The search text and characters stay: moderators never change them.
   */
  invalidate(): void {
    this.figures = undefined;
  }

  private loadFigures(): Promise<FigureColumns> {
    const load = (async () => {
      const row = await queryOne(
        this.db,
        `SELECT json_group_array(json_array(id, adult, series_id, manufacturer_id, line_id, scale, status, currency, price, release, created_at, popularity, name, name_ja)) AS rows
         FROM (SELECT * FROM figures ORDER BY id)`,
      );
      type Raw = [number, number, number, number, number, string, string, 'JPY' | 'CNY', number, string, string, number, string, string];
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
        rowOf: new Map(),
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
        nameFolded: new Array<string>(n),
        nameJa: new Array<string>(n),
        nameJaFolded: new Array<string>(n),
        orders: {} as FigureColumns['orders'],
      };
      const created = new Array<string>(n);
      const popularity = columns.popularity;
      const priceJpy = new Float64Array(n);
      raw.forEach(([id, adult, series, manufacturer, line, scale, status, currency, price, release, createdAt, pop, name, nameJa], i) => {
        columns.nameFolded[i] = foldAscii(name);
        columns.nameJa[i] = nameJa;
        columns.nameJaFolded[i] = foldAscii(nameJa);
        columns.ids[i] = id;
        columns.rowOf.set(id, i);
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
      columns.orders = {
        '-created': sorted((a, b) => text(created[b]!, created[a]!) || b - a),
        release: sorted((a, b) => text(columns.release[a]!, columns.release[b]!) || a - b),
        '-release': sorted((a, b) => text(columns.release[b]!, columns.release[a]!) || b - a),
        price: sorted((a, b) => priceJpy[a]! - priceJpy[b]! || a - b),
        '-price': sorted((a, b) => priceJpy[b]! - priceJpy[a]! || b - a),
        '-popularity': sorted((a, b) => popularity[b]! - popularity[a]! || a - b),
      };
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

  private getText(): Promise<TextColumns> {
    const load = (this.text ??= (async () => {
      const docs = await queryOne(
        this.db,
        "SELECT json_group_array(json_array(id, name || ' ' || name_ja || ' ' || series || ' ' || characters || ' ' || manufacturer)) AS rows FROM figure_search_docs",
      );
      const cast = await queryOne(this.db, 'SELECT json_group_array(json_array(character_id, figure_id)) AS rows FROM figure_characters');
      const figuresOfCharacter = new Map<number, number[]>();
      for (const [character, figure] of JSON.parse(String(cast?.rows ?? '[]')) as Array<[number, number]>) {
        const list = figuresOfCharacter.get(character);
        if (list) list.push(figure);
        else figuresOfCharacter.set(character, [figure]);
      }
      return { docs: new Map((JSON.parse(String(docs?.rows ?? '[]')) as Array<[number, string]>).map(([id, doc]) => [id, foldAscii(doc)])), figuresOfCharacter };
    })());
    load.catch(() => {
      if (this.text === load) this.text = undefined;
    });
    return load;
  }

  /** Loads both parts now (the demo API warms them at start-up, so no request waits for them). */
  async warm(): Promise<void> {
    await Promise.all([this.getFigures(), this.getText()]);
  }

  /**
   * Ids among `candidates` (all figures when undefined) whose search text contains every one of
   * `terms` as LIKE '%term%' would (ASCII case folded, nothing else), ascending.
   */
  async idsContaining(terms: string[], candidates?: readonly number[]): Promise<number[]> {
    const { docs } = await this.getText();
    const folded = terms.map(foldAscii);
    const ids = candidates ?? [...docs.keys()];
    return ids.filter((id) => {
      const doc = docs.get(id);
      return doc !== undefined && folded.every((term) => doc.includes(term));
    });
  }

  /**
   * A per-row test for `filter`: returns a bit set of the facets whose own filter the row fails
   * (bit k = facetNames[k]), or -1 when a non-facet part (adult, characters, price, release, search)
   * fails. 0 = the row is in the list.
   */
  private async tester(filter: FigureFilter): Promise<{ columns: FigureColumns; test: (row: number) => number }> {
    const columns = await this.getFigures();
    let inCast: Set<number> | undefined;
    if (filter.character) {
      const { figuresOfCharacter } = await this.getText();
      inCast = new Set(filter.character.flatMap((character) => figuresOfCharacter.get(character) ?? []));
    }
    const searched = filter.matchingIds ? new Set(filter.matchingIds) : undefined;
    const setOf = (values: readonly number[] | undefined) => (values ? new Set(values) : undefined);
    const codesOf = (values: readonly string[] | undefined, list: string[]) => (values ? new Set(values.map((value) => list.indexOf(value))) : undefined);
    const series = setOf(filter.series);
    const manufacturer = setOf(filter.manufacturer);
    const line = setOf(filter.line);
    const scale = codesOf(filter.scale, columns.scales);
    const status = codesOf(filter.status, columns.statuses);
    const bounds = filter.price ? [filter.price.JPY, filter.price.CNY] : undefined;
    const { adult: adultMode, releasedAfter, releasedBefore } = filter;
    const { ids, adult, price, currency, release } = columns;
    const test = (row: number): number => {
      if (adultMode === 'false' ? adult[row] !== 0 : adultMode === 'only' ? adult[row] !== 1 : false) return -1;
      if (inCast && !inCast.has(ids[row]!)) return -1;
      if (bounds) {
        const { min, max } = bounds[currency[row]!]!;
        const amount = price[row]!;
        if ((min !== undefined && !(amount >= min)) || (max !== undefined && !(amount <= max))) return -1;
      }
      if (releasedAfter !== undefined && release[row]! < releasedAfter) return -1;
      if (releasedBefore !== undefined && release[row]! > releasedBefore) return -1;
      if (searched && !searched.has(ids[row]!)) return -1;
      let failed = 0;
      if (series && !series.has(columns.series[row]!)) failed |= 1;
      if (manufacturer && !manufacturer.has(columns.manufacturer[row]!)) failed |= 2;
      if (line && !line.has(columns.line[row]!)) failed |= 4;
      if (scale && !scale.has(columns.scale[row]!)) failed |= 8;
      if (status && !status.has(columns.status[row]!)) failed |= 16;
      return failed;
    };
    return { columns, test };
  }

  /**
   * The number of figures `filter` leaves and the facet counts (each facet over the filter without
   * its own part; entries by count, then name), in one pass: a row failing only facet F's filter
   * counts for F alone.
   */
  async list(filter: FigureFilter, lookups: CatalogueLookups): Promise<IndexedList> {
    const { columns, test } = await this.tester(filter);
    const facetColumn: Record<FacetName, ArrayLike<number>> = {
      series: columns.series,
      manufacturer: columns.manufacturer,
      line: columns.line,
      scale: columns.scale,
      status: columns.status,
    };
    // One counter per value (ids and codes are small integers): no Map work in the loop over every figure.
    const columnsInOrder = facetNames.map((facet) => facetColumn[facet]);
    const counts = columnsInOrder.map((column) => new Int32Array(maxOf(column) + 1));
    let count = 0;
    for (let row = 0; row < columns.ids.length; row += 1) {
      const failed = test(row);
      if (failed < 0) continue;
      if (failed === 0) {
        count += 1;
        for (let k = 0; k < columnsInOrder.length; k += 1) counts[k]![columnsInOrder[k]![row]!]! += 1;
      } else if ((failed & (failed - 1)) === 0) {
        const k = 31 - Math.clz32(failed); // only this facet's own filter fails: it counts for that facet alone
        counts[k]![columnsInOrder[k]![row]!]! += 1;
      }
    }
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

  /** Ids of one page (page from 1) of `filter` in `ordering`. */
  async pageIds(filter: FigureFilter, ordering: IndexedOrdering, page: number, pageSize: number): Promise<number[]> {
    const { columns, test } = await this.tester(filter);
    if (ordering === 'relevance') return this.relevancePage(columns, test, filter, page, pageSize);
    const order = columns.orders[ordering];
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

  /**
   * Relevance (repository.ts orderSql): exact name first (name NOCASE, or name_ja), then names starting
   * with the search (LIKE 'search%'), then the FTS5 rank when there is one, then popularity, then id.
   */
  private relevancePage(columns: FigureColumns, test: (row: number) => number, filter: FigureFilter, page: number, pageSize: number): number[] {
    const search = filter.search ?? '';
    const folded = foldAscii(search);
    const ranks = filter.matchRanks;
    const rows = (filter.matchingIds ?? []).flatMap((id) => {
      const row = columns.rowOf.get(id);
      return row !== undefined && test(row) === 0 ? [row] : [];
    });
    // The first two keys as one number (exact 2, prefix 1), computed once per row, not once per comparison.
    const first = new Map<number, number>();
    for (const row of rows) {
      const exact = columns.nameFolded[row] === folded || columns.nameJa[row] === search;
      const prefix = columns.nameFolded[row]!.startsWith(folded) || columns.nameJaFolded[row]!.startsWith(folded);
      first.set(row, (exact ? 2 : 0) + (prefix ? 1 : 0));
    }
    const rank = (row: number) => ranks?.get(columns.ids[row]!) ?? 0;
    rows.sort((a, b) => first.get(b)! - first.get(a)! || rank(a) - rank(b) || columns.popularity[b]! - columns.popularity[a]! || a - b);
    return rows.slice((page - 1) * pageSize, page * pageSize).map((row) => columns.ids[row]!);
  }
}
