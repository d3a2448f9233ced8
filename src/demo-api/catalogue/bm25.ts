/**
 * FTS5's bm25() (sqlite/ext/fts5/fts5_aux.c, fts5Bm25Function and fts5Bm25GetData) in JavaScript, for
 * the in-memory search (issue 12 "Speed and size"): the same double operations in the same order, so
 * each rank is bit-equal to the SQL's and relevance ordering does not change.
 */

/**
 * Column weights of figures_fts (name, name_ja, series, characters, manufacturer): names weigh most,
 * then characters, series, maker. Whole numbers: text-index.ts keeps weighted counts as integers.
 */
export const BM25_WEIGHTS = [10, 10, 4, 6, 2] as const;

/** The SQL rank expression with those weights (repository.ts orders by it; the in-memory ranks equal it). */
export const BM25_SQL = `bm25(figures_fts, ${BM25_WEIGHTS.map((weight) => weight.toFixed(1)).join(', ')})`;

const K1 = 1.2;
const B = 0.75;

/**
 * A phrase's IDF from `ln` = log((nRow − nHit + 0.5) / (nHit + 0.5)) as SQLite's log() computes it
 * (fts-sql.ts logRatios): that, or 1e-6 when ≤ 0 (FTS5 keeps IDFs positive).
 */
export function bm25Idf(ln: number): number {
  return ln <= 0 ? 1e-6 : ln;
}

/**
 * The rank of one row (lower is better): -Σ idf[i] · f·(k1+1) / (f + k1·(1 − b + b·D/avgdl)), f = the
 * row's weighted instance count of phrase i (each instance adds its column's weight), D = the row's
 * tokens in all columns, avgdl = all tokens / rows.
 */
export function bm25Rank(freqs: ArrayLike<number>, idfs: ArrayLike<number>, tokens: number, avgdl: number): number {
  let score = 0.0;
  for (let i = 0; i < idfs.length; i += 1) {
    const freq = freqs[i]!;
    score += idfs[i]! * ((freq * (K1 + 1.0)) / (freq + K1 * (1 - B + (B * tokens) / avgdl)));
  }
  return -1.0 * score;
}
