/**
 * The catalogue search in SQL (docs/product-rules.md §Catalogue 2): SQLite FTS5 over figures_fts (migration.ts: trigram, an
 * external-content table over the figures) for terms of 3+ characters, LIKE for shorter ones. A
 * figure matches when its text (names, series, characters, maker) contains every term. User text only
 * ever reaches SQLite as bound parameters: FTS5 strings (query.ts `ftsMatch`) and escaped LIKE patterns.
 */
import type { Client, InValue } from '@libsql/client';
import { queryOne } from '../storage/db';
import { searchTerms } from './query';

/** SQL text with its arguments. */
export interface Sql {
  sql: string;
  args: InValue[];
}

/** `pattern` on a table's two name columns (LIKE folds ASCII letters only, as before). */
const namesLike = "(name LIKE ? ESCAPE '\\' OR name_ja LIKE ? ESCAPE '\\')";

/**
 * Ids of the figures whose text contains a short term (LIKE `pattern`, already escaped): in their own
 * names, or in their series', maker's or a character's. A term has no white space, so this is LIKE
 * over all that text joined by spaces; the figure's two names are scanned in the figures_names index
 * (migration.ts), which holds exactly `name || ' ' || name_ja`.
 */
function shortTermSql(pattern: string): Sql {
  return {
    sql: `SELECT id FROM figures WHERE (name || ' ' || name_ja) LIKE ? ESCAPE '\\'
      UNION SELECT id FROM figures WHERE series_id IN (SELECT id FROM series WHERE ${namesLike})
      UNION SELECT id FROM figures WHERE manufacturer_id IN (SELECT id FROM manufacturers WHERE ${namesLike})
      UNION SELECT figure_id FROM figure_characters WHERE character_id IN (SELECT id FROM characters WHERE ${namesLike})`,
    args: Array.from({ length: 7 }, () => pattern),
  };
}

/**
 * The figures `search` matches, as rows (id, rank): `rank` is FTS5's bm25 with the table's column
 * weights (lower is better), 0 for every row when no term is long enough for FTS5. `search`:
 * trimmed, non-empty (query.ts). Unordered.
 */
export function searchSql(search: string): Sql {
  const { match, like } = searchTerms(search);
  const shorts = like.map(shortTermSql);
  if (match) {
    // `+rowid`: a filter on FTS5's matches. A plain `rowid IN (…)` is handed to FTS5, which then runs the
    // MATCH once per id of the short term's (often thousands): seconds instead of milliseconds.
    return {
      sql: `SELECT rowid AS id, rank FROM figures_fts WHERE figures_fts MATCH ?${shorts.map((short) => ` AND +rowid IN (${short.sql})`).join('')}`,
      args: [match, ...shorts.flatMap((short) => short.args)],
    };
  }
  // Each term's UNION in its own subquery: compound operators chain left to right, with no precedence.
  const all = shorts.map((short) => `SELECT id FROM (${short.sql})`).join(' INTERSECT ');
  return { sql: `SELECT id, 0 AS rank FROM (${all})`, args: shorts.flatMap((short) => short.args) };
}

/**
 * The relevance ordering of a search (the default when searching): exact name first (name without
 * regard to ASCII case, or name_ja), then names starting with the search, then FTS5's rank (bm25:
 * names weigh most), then the more popular, then by id. An ORDER BY over the matches `r`
 * (`searchSql`) joined to their figures `f` (`matchesFrom`).
 */
export function relevanceOrderSql(search: string): Sql {
  const prefix = `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    sql: `(f.name = ? COLLATE NOCASE OR f.name_ja = ?) DESC, (f.name LIKE ? ESCAPE '\\' OR f.name_ja LIKE ? ESCAPE '\\') DESC, r.rank, f.popularity DESC, f.id`,
    args: [search, search, prefix, prefix],
  };
}

/** A FROM clause: the matches of `search` as `r`, each joined to its figure `f`. */
export function matchesFrom(search: string): Sql {
  const matches = searchSql(search);
  // CROSS JOIN: SQLite then reads the matches first and each one's figure by id, never every figure.
  return { sql: `(${matches.sql}) r CROSS JOIN figures f ON f.id = r.id`, args: matches.args };
}

/** Ids of the figures `search` matches, ascending: one JSON text (thousands of rows through libsql cost far more). */
export async function matchingIds(db: Client, search: string): Promise<number[]> {
  const { sql, args } = searchSql(search);
  const row = await queryOne(db, `SELECT json_group_array(id) AS ids FROM (SELECT id FROM (${sql}) ORDER BY id)`, args);
  return JSON.parse(String(row?.ids ?? '[]')) as number[];
}

/**
 * Ids of the figures `search` matches in relevance order (`relevanceOrderSql`), as one JSON text. One
 * query gives both the matches (for counts and facets) and the order of every page, so a search
 * runs its FTS5 MATCH and its LIKE scans once per request.
 */
export async function rankedIds(db: Client, search: string): Promise<number[]> {
  const from = matchesFrom(search);
  const order = relevanceOrderSql(search);
  const row = await queryOne(db, `SELECT json_group_array(id) AS ids FROM (SELECT f.id FROM ${from.sql} ORDER BY ${order.sql})`, [...from.args, ...order.args]);
  return JSON.parse(String(row?.ids ?? '[]')) as number[];
}
