import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { figuresListResponseSchema } from '@shared/api';
import { openDatabase, queryAll, type Database } from '../../../../src/demo-api/storage/db';
import { migrate, migrations } from '../../../../src/demo-api/storage/migrations';
import { CatalogueRepository } from '../../../../src/demo-api/catalogue/repository';
import { matchingIds, searchSql } from '../../../../src/demo-api/catalogue/search';
import { splitSearch } from '../../../../src/demo-api/catalogue/query';
import { MODERATOR, json, login, startServer, type TestServer } from '../helpers';

// The catalogue search on SQLite FTS5 (search.ts, migration.ts): on a real SQLite file holding a
// small hand-made catalogue, so every expected answer can be read off the rows below.

interface FigureSpec {
  id: number;
  name: string;
  nameJa: string;
  series: number;
  maker: number;
  characters: number[];
  popularity: number;
}

// Series 1 Starlight Academy / 星光学園, 2 Iron Cafe / 鋼鉄喫茶. Makers 1 Good Smile Company, 2 Myethos.
// Characters 1 Aoi Shirakawa / 白川葵, 2 Sora Otonashi / 音無空, 3 Émile Durand / エミール.
const FIGURES: FigureSpec[] = [
  { id: 1, name: 'Aoi Shirakawa Swimsuit Ver. 1/7', nameJa: '白川葵 水着Ver. 1/7', series: 1, maker: 1, characters: [1], popularity: 10 },
  { id: 2, name: 'Sora Otonashi Wedding Ver.', nameJa: '音無空 ウェディングVer.', series: 2, maker: 2, characters: [2], popularity: 50 },
  { id: 3, name: 'Aoi', nameJa: '葵', series: 1, maker: 2, characters: [1], popularity: 1 },
  { id: 4, name: 'Aoi Shirakawa & Sora Otonashi 1/7', nameJa: '白川葵＆音無空 1/7', series: 1, maker: 1, characters: [1, 2], popularity: 5 },
  { id: 5, name: 'Émile Durand ＶＥＲ Ｓｐｅｃｉａｌ', nameJa: 'エミール', series: 2, maker: 1, characters: [3], popularity: 3 },
  { id: 6, name: 'Special Myethos Collab', nameJa: 'コラボ', series: 2, maker: 1, characters: [2], popularity: 0 },
];

const FIGURE_COLUMNS =
  'id, slug, name, name_ja, series_id, manufacturer_id, line_id, scale, height_mm, material, sculptor, jan, release, price, currency, status, preorder_closes_at, stock, adult, popularity, description, created_at';

/** Writes the small catalogue's lookups (and `figures`) with plain INSERTs, as any writer would. */
async function writeCatalogue(db: Database, figures: readonly FigureSpec[] = FIGURES): Promise<void> {
  await db.batch(
    [
      "INSERT INTO manufacturers VALUES (1, 'good-smile-company', 'Good Smile Company', 'グッドスマイルカンパニー', 'JP', 'JPY'), (2, 'myethos', 'Myethos', 'ミートス', 'CN', 'CNY')",
      "INSERT INTO product_lines VALUES (1, 'scale-figure', 'Scale figure', 'scale')",
      "INSERT INTO series VALUES (1, 'starlight-academy', 'Starlight Academy', '星光学園'), (2, 'iron-cafe', 'Iron Cafe', '鋼鉄喫茶')",
      "INSERT INTO characters VALUES (1, 'aoi-shirakawa', 'Aoi Shirakawa', '白川葵', 1), (2, 'sora-otonashi', 'Sora Otonashi', '音無空', 2), (3, 'emile-durand', 'Émile Durand', 'エミール', 2)",
    ],
    'write',
  );
  for (const figure of figures) await addFigure(db, figure);
}

async function addFigure(db: Database, figure: FigureSpec): Promise<void> {
  await db.batch(
    [
      {
        sql: `INSERT INTO figures (${FIGURE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, 1, '1/7', 230, 'PVC', 'Someone', '4500000000000', '2026-01', 15000, 'JPY', 'released', NULL, NULL, 0, ?, 'Demo.', '2025-01-01T00:00:00.000Z')`,
        args: [figure.id, `figure-${figure.id}`, figure.name, figure.nameJa, figure.series, figure.maker, figure.popularity],
      },
      ...figure.characters.map((character) => ({ sql: 'INSERT INTO figure_characters VALUES (?, ?)', args: [figure.id, character] })),
    ],
    'write',
  );
}

/** FTS5's own check that the index holds exactly what its content (the figures) says; throws otherwise. */
async function checkIndex(db: Database): Promise<void> {
  await db.execute("INSERT INTO figures_fts(figures_fts, rank) VALUES ('integrity-check', 1)");
}

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'figure-shop-search-'));
  db = await openDatabase(dir);
  await migrate(db);
  await writeCatalogue(db);
});
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

/** The page of `search` in relevance order (all adult settings; 24 a page). */
const relevance = (search: string) => new CatalogueRepository(db, 20).pageIds({ filter: { search, adult: 'true' }, ordering: 'relevance', page: 1, pageSize: 24 });

describe('matchingIds: what a search finds', () => {
  it('terms of 3+ characters anywhere in the names, series, characters or maker (FTS5 trigram), Japanese included', async () => {
    expect(await matchingIds(db, '星光学園')).toEqual([1, 3, 4]); // series, in Japanese
    expect(await matchingIds(db, 'ウェディング')).toEqual([2]); // inside the Japanese name
    expect(await matchingIds(db, 'irak')).toEqual([1, 3, 4]); // inside a word (and character 1's name on figure 3)
    expect(await matchingIds(db, 'グッド')).toEqual([1, 4, 5, 6]); // the maker's Japanese name
    expect(await matchingIds(db, 'emil')).toEqual([]);
    expect(await matchingIds(db, 'zzzz')).toEqual([]);
  });

  it('terms of 1-2 characters by substring too (LIKE): Japanese words have no spaces', async () => {
    expect(await matchingIds(db, '学園')).toEqual([1, 3, 4]); // series only
    expect(await matchingIds(db, '葵')).toEqual([1, 3, 4]); // names and the character
    expect(await matchingIds(db, '川葵')).toEqual([1, 3, 4]); // the middle of 白川葵
    expect(await matchingIds(db, 'トス')).toEqual([2, 3]); // the maker ミートス
    expect(await matchingIds(db, 'ール')).toEqual([5]); // the character エミール (and figure 5's own name)
    expect(await matchingIds(db, 'ル')).toEqual([1, 4, 5, 6]); // one character: エミール, and グッドスマイルカンパニー
  });

  it('every term must match (AND); a repeated term counts once', async () => {
    expect(await matchingIds(db, 'aoi sora')).toEqual([4]);
    expect(await matchingIds(db, 'aoi 水着')).toEqual([1]);
    expect(await matchingIds(db, '葵 空')).toEqual([4]);
    expect(await matchingIds(db, 'aoi aoi AOI')).toEqual(await matchingIds(db, 'aoi'));
  });

  it('folds case as before: FTS5 every cased letter (É, full-width Ｖ), LIKE ASCII only; no width folding, diacritics kept', async () => {
    expect(await matchingIds(db, 'SHIRAKAWA')).toEqual(await matchingIds(db, 'shirakawa'));
    expect(await matchingIds(db, 'émile')).toEqual([5]);
    expect(await matchingIds(db, 'ÉMILE')).toEqual([5]);
    expect(await matchingIds(db, 'ｖｅｒ')).toEqual([5]); // full-width, case folded
    expect(await matchingIds(db, 'ver')).toEqual([1, 2]); // not the full-width ＶＥＲ
    expect(await matchingIds(db, 'AO')).toEqual([1, 3, 4]);
    expect(await matchingIds(db, 'Ém')).toEqual([5]);
    expect(await matchingIds(db, 'ém')).toEqual([]); // LIKE folds ASCII letters only
  });

  it('FTS5 syntax in the search is plain text: operators, column filters, prefixes, quotes, NEAR', async () => {
    // Were these read as FTS5 syntax, each would find figures; as text, no figure holds it.
    for (const search of ['aoi NOT sora', 'name:aoi', '{name}:aoi', 'aoi*', '*aoi', '^aoi', '"aoi"', 'NEAR(aoi sora)', 'aoi + sora', '(aoi)', 'aoi"']) {
      expect(await matchingIds(db, search), search).toEqual([]);
    }
    expect(await matchingIds(db, 'aoi OR sora')).toEqual([4]); // AND with the word "or" (inside "Sora"), not a union
    expect(await matchingIds(db, 'aoi AND zzzz')).toEqual([]);
    // LIKE's wildcards and escape are plain characters too (no figure holds one).
    for (const search of ['%', '_', '\\', '%a', 'a_']) expect(await matchingIds(db, search), search).toEqual([]);
  });

  it('never puts the search into the SQL text: the statement depends only on how many long and short terms there are', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }), (text) => {
        const search = text.trim();
        if (!search) return;
        const { long, short } = splitSearch(search);
        // The same number of distinct long (3+) and short terms, made of other characters.
        const shape = [...long.map((_, i) => `xxx${'y'.repeat(i)}`), ...short.map((_, i) => String.fromCodePoint(0x4e00 + i))].join(' ');
        expect(searchSql(search).sql).toBe(searchSql(shape).sql);
      }),
      { numRuns: 300 },
    );
  });
});

describe('relevance order', () => {
  it('exact name first (case-insensitive), then names starting with the search, then the others', async () => {
    const order = await relevance('aoi');
    expect(order[0]).toBe(3); // "Aoi"
    expect(new Set(order.slice(1, 3))).toEqual(new Set([1, 4])); // "Aoi Shirakawa …"
    expect(await relevance('AOI')).toEqual(order);
    expect((await relevance('葵'))[0]).toBe(3); // name_ja "葵" exactly
  });

  it('a match in the name outranks one in the maker (bm25 column weights), whatever the popularity', async () => {
    // Figure 6 has "Myethos" in its name (popularity 0); figures 2 and 3 only as their maker (50 and 1).
    const order = await relevance('myethos');
    expect(order[0]).toBe(6);
    expect([...order.slice(1)].sort()).toEqual([2, 3]);
  });

  it('without a term long enough for FTS5: exact, then by popularity, then by id', async () => {
    expect(await relevance('葵')).toEqual([3, 1, 4]);
    await addFigure(db, { id: 7, name: 'Twin 葵', nameJa: '双子', series: 2, maker: 1, characters: [], popularity: 10 });
    expect(await relevance('葵')).toEqual([3, 1, 7, 4]); // 1 and 7 tie on popularity: the lower id first
  });
});

describe('the index follows every write to the figures (triggers)', () => {
  it('a renamed figure is found by its new name only', async () => {
    await db.execute("UPDATE figures SET name = 'Kotone Tsukishiro', name_ja = '月城琴音' WHERE id = 2");
    expect(await matchingIds(db, 'wedding')).toEqual([]);
    expect(await matchingIds(db, 'ウェディング')).toEqual([]);
    expect(await matchingIds(db, 'tsukishiro')).toEqual([2]);
    expect(await matchingIds(db, '琴音')).toEqual([2]);
    await checkIndex(db);
  });

  it('a figure moved to another series or maker is found by the new one', async () => {
    await db.execute('UPDATE figures SET series_id = 2, manufacturer_id = 2 WHERE id = 1');
    expect(await matchingIds(db, 'starlight')).toEqual([3, 4]);
    expect(await matchingIds(db, 'iron cafe')).toEqual([1, 2, 5, 6]);
    expect(await matchingIds(db, 'myethos')).toEqual([1, 2, 3, 6]);
    await checkIndex(db);
  });

  it('a character added to or removed from a figure is found or no longer found through it', async () => {
    await db.execute('INSERT INTO figure_characters VALUES (1, 3)');
    expect(await matchingIds(db, 'durand')).toEqual([1, 5]);
    await db.execute('DELETE FROM figure_characters WHERE figure_id = 4 AND character_id = 2');
    expect(await matchingIds(db, 'otonashi')).toEqual([2, 4, 6]); // figure 4 still has it in its own name
    expect(await matchingIds(db, '音無空')).toEqual([2, 4, 6]);
    await db.execute('UPDATE figure_characters SET character_id = 1 WHERE figure_id = 6');
    expect(await matchingIds(db, 'otonashi')).toEqual([2, 4]);
    expect(await matchingIds(db, 'shirakawa')).toEqual([1, 3, 4, 6]);
    // Inserting a pair that is already there, with OR IGNORE, changes nothing.
    await db.execute('INSERT OR IGNORE INTO figure_characters VALUES (1, 1)');
    await checkIndex(db);
  });

  it('a deleted figure is gone from the index', async () => {
    await db.execute('DELETE FROM figures WHERE id = 4');
    expect(await matchingIds(db, 'aoi')).toEqual([1, 3]);
    await checkIndex(db);
  });

  it('renaming a series, maker or character re-indexes each of its figures', async () => {
    await db.execute("UPDATE series SET name = 'Moonlight Garden', name_ja = '月光庭園' WHERE id = 1");
    await db.execute("UPDATE manufacturers SET name = 'Max Factory' WHERE id = 2");
    await db.execute("UPDATE characters SET name = 'Rin Kagami', name_ja = '鏡凛' WHERE id = 3");
    expect(await matchingIds(db, 'moonlight')).toEqual([1, 3, 4]);
    expect(await matchingIds(db, '星光学園')).toEqual([]);
    expect(await matchingIds(db, 'max factory')).toEqual([2, 3]);
    expect(await matchingIds(db, 'kagami')).toEqual([5]);
    expect(await matchingIds(db, 'durand')).toEqual([5]); // figure 5's own name still says it
    await checkIndex(db);
  });

  it('a write the index does not follow is caught by the integrity check these tests run', async () => {
    await db.execute('DROP TRIGGER figures_search_update_before');
    await db.execute("UPDATE figures SET name = 'Renamed' WHERE id = 2");
    await expect(checkIndex(db)).rejects.toThrow();
  });
});

describe('migration 7 on a database seeded before it', () => {
  it('drops the old copy of the text, indexes the figures themselves, and finds what the old index found', async () => {
    const oldDir = await mkdtemp(join(tmpdir(), 'figure-shop-search-old-'));
    const old = await openDatabase(oldDir);
    try {
      await migrate(old, undefined, migrations.filter((migration) => migration.version < 7));
      await writeCatalogue(old);
      // As the seed of that version wrote it: the text copied into figure_search_docs, then the index rebuilt.
      await old.execute(`INSERT INTO figure_search_docs SELECT id, name, name_ja, series, characters, manufacturer FROM (
        SELECT f.id, f.name, f.name_ja, s.name || ' ' || s.name_ja AS series,
          COALESCE((SELECT group_concat(c.name || ' ' || c.name_ja, ' ') FROM figure_characters fc JOIN characters c ON c.id = fc.character_id WHERE fc.figure_id = f.id), '') AS characters,
          m.name || ' ' || m.name_ja AS manufacturer
        FROM figures f JOIN series s ON s.id = f.series_id JOIN manufacturers m ON m.id = f.manufacturer_id)`);
      await old.execute("INSERT INTO figures_fts(figures_fts) VALUES ('rebuild')");
      const searches = ['aoi', 'starlight', '星光学園', 'ウェディング', 'myethos', 'グッド', 'émile'];
      const before = new Map<string, Array<[number, number]>>();
      for (const search of searches) {
        const rows = await queryAll(old, 'SELECT rowid, bm25(figures_fts, 10.0, 10.0, 4.0, 6.0, 2.0) AS rank FROM figures_fts WHERE figures_fts MATCH ? ORDER BY rowid', [`"${search}"`]);
        before.set(search, rows.map((row) => [Number(row.rowid), Number(row.rank)]));
      }

      expect(await migrate(old, undefined, migrations.filter((migration) => migration.version <= 7))).toEqual([7]);
      expect(await queryAll(old, "SELECT name FROM sqlite_master WHERE name = 'figure_search_docs'")).toEqual([]);
      await checkIndex(old);
      for (const search of searches) {
        expect(await matchingIds(old, search), search).toEqual(before.get(search)!.map(([id]) => id));
        // The same bm25 ranks: the rank the table now keeps has the same column weights.
        const { sql, args } = searchSql(search);
        const ranks = await queryAll(old, `SELECT id, rank FROM (${sql}) ORDER BY id`, args);
        expect(ranks.map((row) => [Number(row.id), Number(row.rank)]), search).toEqual(before.get(search));
      }
    } finally {
      old.close();
      await rm(oldDir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/figures/?search= on the seeded catalogue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ catalogueSize: 300 });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('any search text gets results (200) or a 400 in DRF shape naming search, never a 500', async () => {
    const pieces = ['"', "'", 'AND', 'OR', 'NOT', 'NEAR', 'NEAR(', '(', ')', '*', '^', ':', 'name:', '{name name_ja}:', '-', '+', '%', '_', '\\', ' ', 'ver', '白川', '😀', '\u0000', '\ud800', '\udfff'];
    // Raw bytes too, percent-encoded one by one: invalid UTF-8 and encoded lone surrogates (%ED%A0%80).
    const bytes = fc.uint8Array({ maxLength: 40 }).map((array) => Array.from(array, (byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 120 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))),
      fc.string({ unit: 'grapheme', maxLength: 60 }).map(encodeURIComponent),
      fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((parts) => parts.join('')).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))),
      fc.constantFrom('😀'.repeat(100), '😀'.repeat(101), 'x'.repeat(5000), 'name:ver', '{name name_ja}: ver', 'ver NOT x', '"ver').map(encodeURIComponent),
      bytes,
      fc.constantFrom('%ED%A0%80', '%ED%BF%BF%ED%A0%80', '%F0%9F', '%00', '%'),
    );
    await fc.assert(
      fc.asyncProperty(text, async (encoded) => {
        const res = await server.app.inject({ method: 'GET', url: `/api/figures/?adult=true&search=${encoded}` });
        expect([200, 400], encoded).toContain(res.statusCode);
        if (res.statusCode === 200) {
          figuresListResponseSchema.parse(res.json());
        } else {
          const body = res.json() as Record<string, unknown>;
          expect(Object.keys(body), encoded).toEqual(['search']);
          expect(body.search).toEqual([expect.any(String)]);
        }
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('a moderator changing a figure leaves its search text indexed', async () => {
    const moderator = (await login(server.app, MODERATOR)).access_token;
    const target = figuresListResponseSchema.parse((await json(server.app, 'GET', '/api/figures/?status=in_stock')).json()).results[0]!;
    const changed = await json(server.app, 'PATCH', `/api/moderation/figures/${target.slug}/`, { status: 'sold_out' }, moderator);
    expect(changed.statusCode, changed.body).toBe(200);
    const found = figuresListResponseSchema.parse((await json(server.app, 'GET', `/api/figures/?search=${encodeURIComponent(target.name)}`)).json());
    // Exact names come first (a few figures may share this one).
    expect(found.results.filter((card) => card.name === target.name).length).toBeGreaterThan(0);
    expect(found.results.find((card) => card.slug === target.slug)).toMatchObject({ status: 'sold_out' });
    const fresh = await openDatabase(server.dataDir);
    try {
      await checkIndex(fresh);
    } finally {
      fresh.close();
    }
  });
});
