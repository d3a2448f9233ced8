/**
 * The FTS5 queries of the catalogue search (issue 12): the SQL reference the in-memory search
 * (text-index.ts) equals, and what answers a search that index cannot promise to answer as FTS5 does.
 */
import type { Client } from '@libsql/client';
import { queryOne } from '../db';
import { BM25_SQL } from './bm25';

/** Ids matching `match` (an FTS5 query), ascending. One JSON text: thousands of rows through libsql cost far more. */
export async function ftsIds(db: Client, match: string): Promise<number[]> {
  const row = await queryOne(db, 'SELECT json_group_array(rowid) AS ids FROM (SELECT rowid FROM figures_fts WHERE figures_fts MATCH ? ORDER BY rowid)', [match]);
  return JSON.parse(String(row?.ids ?? '[]')) as number[];
}

/**
 * bm25 of every match of `match` (BM25_SQL's weights), by id ascending. One JSON text; '%!.17g' keeps
 * every bit of each rank.
 */
export async function ftsRanks(db: Client, match: string): Promise<Map<number, number>> {
  const row = await queryOne(
    db,
    `SELECT json_group_array(json_array(id, printf('%!.17g', rank))) AS ranks
     FROM (SELECT rowid AS id, ${BM25_SQL} AS rank FROM figures_fts WHERE figures_fts MATCH ? ORDER BY rowid)`, // ORDER BY: not flattened into the aggregate (bm25 needs its own query)
    [match],
  );
  return new Map((JSON.parse(String(row?.ranks ?? '[]')) as Array<[number, string]>).map(([id, rank]) => [id, Number(rank)]));
}

/**
 * log((rows − h + 0.5) / (h + 0.5)) for h = 0…rows, by SQLite's ln() (the C library's log(), as
 * FTS5's bm25 uses), so the in-memory IDFs are bit-equal to FTS5's. @throws when SQLite lacks ln().
 */
export async function logRatios(db: Client, rows: number): Promise<Float64Array> {
  const hits = JSON.stringify(Array.from({ length: rows + 1 }, (_, h) => h));
  const row = await queryOne(
    db,
    "SELECT json_group_array(log) AS logs FROM (SELECT printf('%!.17g', ln((? - value + 0.5) / (value + 0.5))) AS log FROM json_each(?) ORDER BY key)",
    [rows, hits],
  );
  return Float64Array.from(JSON.parse(String(row?.logs ?? '[]')) as string[], Number);
}
