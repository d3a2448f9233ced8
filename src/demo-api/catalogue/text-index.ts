/**
 * The catalogue's search text in memory (issue 12 "Speed and size"): the matches and bm25 ranks of the
 * FTS5 trigram index (figures_fts MATCH '"term" AND …') and the LIKE '%term%' of short terms, without
 * SQL per request (a broad term's bm25 over thousands of rows was most of a search's cost). SQLite
 * stays the reference: tests/unit/demo-api/catalogue/text-index.test.ts compares both, and the loader
 * (memory-index.ts) checks a broad query's ranks against SQLite before trusting the in-memory ones.
 *
 * Trigram FTS5 matches a phrase where its folded text occurs in a folded column (one instance per
 * occurrence, overlapping ones too), so on text whose folding equals `foldAscii` (fold.ts) a
 * substring search gives FTS5's answer exactly; other text is left to SQLite (`match` → undefined).
 */
import { BM25_WEIGHTS, bm25Idf, bm25Rank } from './bm25';
import { foldAscii, foldsLikeFts5 } from './fold';

/** One figure_search_docs row: the figure id and its columns in figures_fts order. */
export interface SearchDoc {
  id: number;
  columns: readonly [name: string, nameJa: string, series: string, characters: string, manufacturer: string];
}

/** Rows (index order = id order) with a phrase, and each one's weighted instance count (whole numbers: the weights are). */
interface Posting {
  rows: Int32Array;
  freqs: Int32Array;
}

const COLUMNS = BM25_WEIGHTS.length;
const EMPTY: Posting = { rows: new Int32Array(0), freqs: new Int32Array(0) };

/** Rows of `a` also in `b` (both ascending). */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      out[n++] = a[i]!;
      i += 1;
      j += 1;
    }
  }
  return out.subarray(0, n);
}

export class CatalogueTextIndex {
  /** Row → figure id, ascending. */
  readonly ids: Int32Array;
  /** Each row's columns ASCII-folded and joined by ' ' (as the SQL LIKE fallback saw them). */
  private readonly docs: string[];
  /** Row·5 + column → UTF-16 offset where that column ends in `docs[row]`. */
  private readonly columnEnds: Int32Array;
  /** Row → FTS5's token count of the row (every column: one trigram per character after the second). */
  private readonly tokens: Int32Array;
  /** FTS5's avgdl: all tokens / rows. */
  private readonly avgdl: number;
  /** Code point → small id, for trigram keys. */
  private readonly alphabet = new Map<number, number>();
  /** Trigram key → its posting (rows whose columns hold that trigram, weighted counts). */
  private readonly trigrams = new Map<number, Posting>();
  /** Alphabet id → rows whose text holds that character (candidates for the short terms' LIKE). */
  private readonly charRows: Int32Array[] = [];
  /** Alphabet size: the base of trigram keys (small integers for a small alphabet). */
  private readonly base: number;
  /** False when some column has a character FTS5 folds otherwise than `foldAscii`: then `match` always defers to SQLite. */
  readonly foldsLikeFts5: boolean;
  /** log((rows − h + 0.5) / (h + 0.5)) by hit count h, from SQLite; `match` answers only once set (`trust`). */
  private logByHits: Float64Array | undefined;

  /** Indexes `docs` (any order; kept by id). */
  constructor(docs: readonly SearchDoc[]) {
    const sorted = [...docs].sort((a, b) => a.id - b.id);
    const n = sorted.length;
    this.ids = Int32Array.from(sorted, (doc) => doc.id);
    this.docs = new Array<string>(n);
    this.columnEnds = new Int32Array(n * COLUMNS);
    this.tokens = new Int32Array(n);
    // Pass 1: fold, and spell every column as alphabet ids (one code point each), columns one after another.
    // Typed arrays sized by the text's length (an upper bound of every count below): no growing arrays to collect.
    const spelled = new Int32Array(sorted.reduce((sum, doc) => sum + doc.columns.reduce((length, column) => length + column.length, 0), 0));
    let length = 0;
    const columnStarts = new Int32Array(n * COLUMNS + 1);
    let safe = true;
    sorted.forEach((doc, row) => {
      const text = foldAscii(doc.columns.join(' '));
      this.docs[row] = text;
      let offset = 0;
      for (let c = 0; c < COLUMNS; c += 1) {
        columnStarts[row * COLUMNS + c] = length;
        const end = offset + doc.columns[c]!.length; // folding keeps lengths: the folded column is this slice of the folded doc
        this.columnEnds[row * COLUMNS + c] = end;
        for (let at = offset; at < end; ) {
          const code = text.codePointAt(at)!;
          at += code > 0xffff ? 2 : 1;
          let id = this.alphabet.get(code);
          if (id === undefined) {
            id = this.alphabet.size;
            this.alphabet.set(code, id);
            if (!foldsLikeFts5(String.fromCodePoint(code))) safe = false;
          }
          spelled[length++] = id;
        }
        offset = end + 1;
      }
    });
    columnStarts[n * COLUMNS] = length;
    this.foldsLikeFts5 = safe;
    this.base = this.alphabet.size;
    // Pass 2: one entry per (trigram, row) with its weighted count, then grouped by trigram (a counting sort).
    const trigramOf = new Map<number, number>();
    const lastRow: number[] = [];
    const lastEntry: number[] = [];
    const entryTrigram = new Int32Array(length);
    const entryRow = new Int32Array(length);
    const entryFreq = new Int32Array(length);
    let entries = 0;
    let allTokens = 0;
    for (let row = 0; row < n; row += 1) {
      for (let c = 0; c < COLUMNS; c += 1) {
        const from = columnStarts[row * COLUMNS + c]!;
        const to = columnStarts[row * COLUMNS + c + 1]!;
        const count = Math.max(0, to - from - 2);
        this.tokens[row] = this.tokens[row]! + count;
        allTokens += count;
        for (let i = from; i + 2 < to; i += 1) {
          const key = this.key(spelled[i]!, spelled[i + 1]!, spelled[i + 2]!);
          let trigram = trigramOf.get(key);
          if (trigram === undefined) {
            trigram = trigramOf.size;
            trigramOf.set(key, trigram);
            lastRow.push(-1);
            lastEntry.push(-1);
          }
          if (lastRow[trigram] === row) entryFreq[lastEntry[trigram]!]! += BM25_WEIGHTS[c]!;
          else {
            lastRow[trigram] = row;
            lastEntry[trigram] = entries;
            entryTrigram[entries] = trigram;
            entryRow[entries] = row;
            entryFreq[entries] = BM25_WEIGHTS[c]!;
            entries += 1;
          }
        }
      }
    }
    const starts = new Int32Array(trigramOf.size + 1);
    for (let e = 0; e < entries; e += 1) starts[entryTrigram[e]! + 1]! += 1;
    for (let t = 0; t < trigramOf.size; t += 1) starts[t + 1]! += starts[t]!;
    const rows = new Int32Array(entries);
    const freqs = new Int32Array(entries);
    const filled = starts.slice(0, trigramOf.size);
    for (let e = 0; e < entries; e += 1) {
      const at = filled[entryTrigram[e]!]!++;
      rows[at] = entryRow[e]!;
      freqs[at] = entryFreq[e]!;
    }
    for (const [key, t] of trigramOf) this.trigrams.set(key, { rows: rows.subarray(starts[t]!, starts[t + 1]!), freqs: freqs.subarray(starts[t]!, starts[t + 1]!) });
    this.avgdl = allTokens / n;
    // Pass 3: each character's rows (the short terms' candidates), grouped the same way.
    const charStarts = new Int32Array(this.base + 1);
    const seen = new Int32Array(this.base).fill(-1);
    const charEntries = new Int32Array(2 * length);
    let charCount = 0;
    for (let row = 0; row < n; row += 1) {
      for (let i = columnStarts[row * COLUMNS]!; i < columnStarts[(row + 1) * COLUMNS]!; i += 1) {
        const id = spelled[i]!;
        if (seen[id] === row) continue;
        seen[id] = row;
        charStarts[id + 1]! += 1;
        charEntries[charCount++] = id;
        charEntries[charCount++] = row;
      }
    }
    for (let id = 0; id < this.base; id += 1) charStarts[id + 1]! += charStarts[id]!;
    const charRows = new Int32Array(charCount / 2);
    const charFilled = charStarts.slice(0, this.base);
    for (let e = 0; e < charCount; e += 2) charRows[charFilled[charEntries[e]!]!++] = charEntries[e + 1]!;
    for (let id = 0; id < this.base; id += 1) this.charRows.push(charRows.subarray(charStarts[id]!, charStarts[id + 1]!));
  }

  /** Number of rows (FTS5's nRow). */
  get size(): number {
    return this.ids.length;
  }

  /** A trigram's key from its three characters' alphabet ids (exact in a double for any alphabet below 2^17 characters). */
  private key(a: number, b: number, c: number): number {
    return (a * this.base + b) * this.base + c;
  }

  /** Rows whose columns contain `folded` (3+ code points) as FTS5 would find the phrase, with weighted instance counts. */
  private phrase(folded: string): Posting {
    const ids: number[] = [];
    for (const ch of folded) {
      const id = this.alphabet.get(ch.codePointAt(0)!);
      if (id === undefined) return EMPTY; // a character no row has
      ids.push(id);
    }
    let rarest: Posting | undefined;
    for (let i = 0; i + 2 < ids.length; i += 1) {
      const posting = this.trigrams.get(this.key(ids[i]!, ids[i + 1]!, ids[i + 2]!));
      if (!posting) return EMPTY;
      if (!rarest || posting.rows.length < rarest.rows.length) rarest = posting;
    }
    if (ids.length === 3) return rarest!; // one trigram: its posting is exact
    // Longer: check the rarest trigram's rows, counting every (overlapping) occurrence in its column.
    const rows: number[] = [];
    const freqs: number[] = [];
    for (const row of rarest!.rows) {
      const doc = this.docs[row]!;
      let freq = 0;
      let column = 0;
      for (let at = doc.indexOf(folded); at >= 0; at = doc.indexOf(folded, at + 1)) {
        while (at >= this.columnEnds[row * COLUMNS + column]!) column += 1;
        // An occurrence across the ' ' between two columns is no FTS5 instance (only a term with a space could make one).
        if (at + folded.length <= this.columnEnds[row * COLUMNS + column]!) freq += BM25_WEIGHTS[column]!;
      }
      if (freq > 0) {
        rows.push(row);
        freqs.push(freq);
      }
    }
    return { rows: Int32Array.from(rows), freqs: Int32Array.from(freqs) };
  }

  /**
   * Rows matching every one of `terms` (each 3+ code points, as figures_fts MATCH '"t1" AND "t2"'),
   * ascending, with each row's bm25 rank (bm25.ts; lower is better) when `withRanks`. `within`
   * (ascending rows): only those are wanted (the ranks still count every match, as FTS5's do).
   * Undefined when this index cannot promise FTS5's answer: a character FTS5 folds otherwise (in a
   * term or the text), or not (or no longer) trusted (`trust`).
   */
  match(terms: readonly string[], withRanks: boolean, within?: Int32Array): { rows: Int32Array; ranks?: Float64Array } | undefined {
    if (!this.foldsLikeFts5 || !this.logByHits) return undefined;
    if (!terms.every((term) => [...term].every(foldsLikeFts5))) return undefined;
    const phrases = terms.map((term) => this.phrase(foldAscii(term)));
    const bySize = [...phrases.map((posting) => posting.rows), ...(within ? [within] : [])].sort((a, b) => a.length - b.length);
    let rows = bySize[0]!;
    for (const other of bySize.slice(1)) rows = intersect(rows, other);
    if (!withRanks) return { rows };
    const logByHits = this.logByHits!;
    const idfs = phrases.map((posting) => bm25Idf(logByHits[posting.rows.length]!));
    const freqs = new Float64Array(phrases.length);
    const cursors = new Int32Array(phrases.length);
    const ranks = new Float64Array(rows.length);
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i]!;
      for (let p = 0; p < phrases.length; p += 1) {
        const posting = phrases[p]!;
        while (posting.rows[cursors[p]!]! < row) cursors[p]! += 1;
        freqs[p] = posting.freqs[cursors[p]!]!;
      }
      ranks[i] = bm25Rank(freqs, idfs, this.tokens[row]!, this.avgdl);
    }
    return { rows, ranks };
  }

  /**
   * Lets `match` answer (undefined: stops it): `logByHits[h]` = log((size − h + 0.5) / (h + 0.5))
   * as SQLite's log() computes it (fts-sql.ts logRatios). The loader (memory-index.ts) reads them
   * from SQL and checks a broad query against SQLite first.
   */
  trust(logByHits: Float64Array | undefined): void {
    this.logByHits = logByHits;
  }

  /** Whether row `row`'s text contains every one of `folded` (ASCII-folded terms) as LIKE '%term%' finds it. */
  contains(row: number, folded: readonly string[]): boolean {
    const doc = this.docs[row]!;
    return folded.every((term) => doc.includes(term));
  }

  /** Rows whose text contains every one of `terms` as LIKE '%term%' (ASCII case folded) finds it, ascending. */
  containing(terms: readonly string[]): Int32Array {
    const folded = terms.map(foldAscii);
    // Candidates: the rows of the rarest character of any term (a lone surrogate can sit inside a pair: then every row).
    let candidates: Int32Array | undefined;
    for (const term of folded) {
      if (/\p{Cs}/u.test(term)) return this.rowsAll().filter((row) => this.contains(row, folded));
      for (const ch of term) {
        const id = this.alphabet.get(ch.codePointAt(0)!);
        const rows = id === undefined ? EMPTY.rows : this.charRows[id]!;
        if (!candidates || rows.length < candidates.length) candidates = rows;
      }
    }
    if (!candidates) return this.rowsAll();
    return candidates.filter((row) => this.contains(row, folded));
  }

  /** Every row, ascending. */
  private rowsAll(): Int32Array {
    return Int32Array.from({ length: this.size }, (_, row) => row);
  }

  /** The row of figure `id`, or -1. */
  rowOf(id: number): number {
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.ids[middle]! < id) low = middle + 1;
      else if (this.ids[middle]! > id) high = middle - 1;
      else return middle;
    }
    return -1;
  }

  /** The two trigrams (as text) found in most rows: a broad query for the loader's check of the ranks against SQLite. */
  broadTerms(): string[] {
    const chars = new Map([...this.alphabet].map(([code, id]) => [id, String.fromCodePoint(code)]));
    const top = [...this.trigrams].sort((a, b) => b[1].rows.length - a[1].rows.length || a[0] - b[0]).slice(0, 2);
    return top.map(([key]) => {
      const c = key % this.base;
      const b = ((key - c) / this.base) % this.base;
      const a = (key - c - b * this.base) / this.base / this.base;
      return chars.get(a)! + chars.get(b)! + chars.get(c)!;
    });
  }
}
