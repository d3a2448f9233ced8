import fc from 'fast-check';
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryAll } from '../../../../src/demo-api/db';
import { BM25_SQL, bm25Rank } from '../../../../src/demo-api/catalogue/bm25';
import { ftsRanks } from '../../../../src/demo-api/catalogue/fts-sql';
import { searchTerms } from '../../../../src/demo-api/catalogue/query';
import { CatalogueRepository } from '../../../../src/demo-api/catalogue/repository';
import { CatalogueTextIndex, type SearchDoc } from '../../../../src/demo-api/catalogue/text-index';
import { startServer, type TestServer } from '../helpers';

// Issue 12 "Speed and size": the in-memory search (text-index.ts) must find what SQLite finds (FTS5
// trigram MATCH, LIKE for 1-2 character terms) and rank it bit for bit as FTS5's bm25 does.

let server: TestServer;
let db: Client;
let repo: CatalogueRepository;
let docs: SearchDoc[];
beforeAll(async () => {
  server = await startServer({ catalogueSize: 2000 });
  db = await openDatabase(server.dataDir);
  repo = new CatalogueRepository(db, 20);
  await repo.memory.warm();
  docs = (await queryAll(db, 'SELECT id, name, name_ja, series, characters, manufacturer FROM figure_search_docs')).map((row) => ({
    id: Number(row.id),
    columns: [String(row.name), String(row.name_ja), String(row.series), String(row.characters), String(row.manufacturer)],
  }));
}, 60_000);
afterAll(async () => {
  db.close();
  await server.close();
});

/** The SQL answer: FTS5 ids and bm25 ranks of the 3+ character terms, then LIKE '%term%' for the shorter ones. */
async function sqlSearch(search: string): Promise<{ ids: number[]; ranks?: number[] }> {
  const { match, like } = searchTerms(search);
  const ranks = match ? await ftsRanks(db, match) : undefined;
  let ids = ranks ? [...ranks.keys()] : docs.map((doc) => doc.id).sort((a, b) => a - b);
  for (const pattern of like) {
    const rows = await queryAll(
      db,
      "SELECT id FROM figure_search_docs WHERE (name || ' ' || name_ja || ' ' || series || ' ' || characters || ' ' || manufacturer) LIKE ? ESCAPE '\\'",
      [pattern],
    );
    const kept = new Set(rows.map((row) => Number(row.id)));
    ids = ids.filter((id) => kept.has(id));
  }
  return { ids, ...(ranks ? { ranks: ids.map((id) => ranks.get(id)!) } : {}) };
}

async function expectSameAsSql(search: string) {
  const fast = await repo.memory.search(search, true);
  expect(fast, search).toBeDefined();
  const sql = await sqlSearch(search);
  expect(fast!.ids, search).toEqual(sql.ids);
  // Bit-equal ranks (Object.is per number), or relevance ordering could change.
  expect(fast!.ranks === undefined, search).toBe(sql.ranks === undefined);
  if (sql.ranks) expect(Array.from(fast!.ranks!).every((rank, i) => Object.is(rank, sql.ranks![i])), search).toBe(true);
}

describe('in-memory search = SQLite FTS5 + LIKE', () => {
  it('keeps the SQL rank expression and is trusted on this platform (the loader compared a broad query with SQLite)', async () => {
    expect(BM25_SQL).toBe('bm25(figures_fts, 10.0, 10.0, 4.0, 6.0, 2.0)');
    expect(await repo.memory.search('ver', true)).toBeDefined();
  });

  it('finds and ranks the benchmark-like searches as SQLite does (broad, names, Japanese, short terms, repeats, quotes)', async () => {
    const searches = [
      'ver', 'VER', 'Ver.', 'ver ver', 'Ver ver', 'nendoroid', 'good smile company', 'Good Smile Company', 'max factory', '1/7', 'ver 1/7', 'swimsuit', 'wedding kimono',
      '水着', '浴衣', 'ウェディング', '白川', '葵', 'aoi', 'a', 'ai', 'ss', 'aaa', 'sss', 'zzzz', 'nendoroid 白川', 'ver 水着', 'prize ver', 'x%y', 'a_b', '"', 'a"b"c', 'ver."',
      'phat! company', 'scale figure', 'ガレージキット', 'フィギュア', 'ver ギュ', ' ve', 'r. 1',
    ];
    for (const search of searches) await expectSameAsSql(search.trim() || search);
  });

  it('agrees for random pieces of the indexed text (3-9 characters, one to three terms, some short)', async () => {
    const piece = fc
      .tuple(fc.integer({ min: 0, max: docs.length - 1 }), fc.integer({ min: 0, max: 4 }), fc.nat(), fc.integer({ min: 1, max: 9 }))
      .map(([d, c, start, length]) => {
        const chars = [...docs[d]!.columns[c]!];
        const from = start % Math.max(1, chars.length);
        return chars.slice(from, from + length).join('').trim().split(/\s+/u)[0] ?? '';
      })
      .filter((term) => term.length > 0);
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 3 }), async (terms) => {
        await expectSameAsSql(terms.join(' '));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('leaves searches with characters FTS5 folds otherwise (É, full-width Ａ, Σ) to SQLite', async () => {
    for (const search of ['École', 'ＶＥＲ', 'Σigma', 'ver ÉCOLE']) expect(await repo.memory.search(search, true), search).toBeUndefined();
    // The repository still answers them, from SQL.
    const filter = await repo.resolveSearch({ search: 'ＶＥＲ', adult: 'true' }, true);
    expect(filter.matchingIds).toEqual((await sqlSearch('ＶＥＲ')).ids);
  });
});

describe('CatalogueTextIndex', () => {
  const doc = (id: number, name: string): SearchDoc => ({ id, columns: [name, '', 'Series', 'Someone', 'Maker'] });

  it('answers nothing until trusted, and nothing once distrusted', () => {
    const index = new CatalogueTextIndex([doc(2, 'Aoi Ver.'), doc(1, 'Sora Ver.')]);
    expect(index.match(['ver'], false)).toBeUndefined();
    index.trust(new Float64Array(3));
    expect(Array.from(index.match(['ver'], false)!.rows, (row) => index.ids[row])).toEqual([1, 2]);
    index.trust(undefined);
    expect(index.match(['ver'], false)).toBeUndefined();
  });

  it('refuses text with a character FTS5 folds otherwise, but still answers LIKE (ASCII folding only)', () => {
    const index = new CatalogueTextIndex([doc(1, 'École Ver.'), doc(2, 'ÉCOLE')]);
    index.trust(new Float64Array(3));
    expect(index.foldsLikeFts5).toBe(false);
    expect(index.match(['ver'], false)).toBeUndefined();
    expect(Array.from(index.containing(['co']))).toEqual([0, 1]);
    expect(Array.from(index.containing(['Éc']))).toEqual([0, 1]);
    expect(Array.from(index.containing(['éc']))).toEqual([]); // LIKE does not fold É
  });

  it('finds short terms as JavaScript includes did, half of a surrogate pair too', () => {
    const index = new CatalogueTextIndex([doc(1, 'Aoi 😀'), doc(2, 'Sora'), doc(3, 'AOI')]);
    expect(Array.from(index.containing(['ao']))).toEqual([0, 2]);
    expect(Array.from(index.containing(['😀']))).toEqual([0]);
    expect(Array.from(index.containing(['\uD83D']))).toEqual([0]);
    expect(Array.from(index.containing(['ao', 'zz']))).toEqual([]);
  });

  it('counts overlapping occurrences and never one across two columns', () => {
    const index = new CatalogueTextIndex([{ id: 1, columns: ['aaaa', 'aa', 'aab', 'x', 'y'] }]);
    index.trust(Float64Array.from([Math.log(1.5 / 0.5), Math.log(0.5 / 1.5)]));
    // 'aaa' occurs twice (overlapping) in the name 'aaaa': weighted count 2 × 10; tokens 2 + 0 + 1 + 0 + 0 = 3 = avgdl; IDF at its 1e-6 floor.
    expect(Array.from(index.match(['aaa'], true)!.ranks!)).toEqual([bm25Rank([20], [1e-6], 3, 3)]);
    expect(bm25Rank([20], [1e-6], 3, 3)).not.toBe(bm25Rank([10], [1e-6], 3, 3));
    // 'aa aab' is in the joined text (name_ja 'aa', series 'aab') but in no single column.
    expect(index.match(['aa aab'], false)!.rows.length).toBe(0);
  });
});
