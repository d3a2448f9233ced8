/**
 * Catalogue tables (the demo catalogue in the database: docs/product-rules.md §Catalogue 9): manufacturers, product
 * lines, series, characters, figures, their characters and pictures, and the FTS5 search index.
 * Appended to the migrations list as version 4 (migrations.ts); the search moved to version 7 below, and
 * version 8 adds the shop fields.
 */
import type { Transaction } from '@libsql/client';
import type { FigureStatus } from '../../shared/api/catalogue';
import type { Migration } from '../storage/migrations';
import { figureCommerce } from './seed-data';

export const catalogueMigration: Migration = {
  version: 4,
  name: 'figure catalogue',
  statements: [
    // currency: JPY for Japanese makers, CNY for Chinese ones (§Currency 4, 7: conversion through both rate tables).
    `CREATE TABLE manufacturers (
       id INTEGER PRIMARY KEY,
       slug TEXT NOT NULL UNIQUE,
       name TEXT NOT NULL,
       name_ja TEXT NOT NULL,
       country TEXT NOT NULL,
       currency TEXT NOT NULL CHECK (currency IN ('JPY', 'CNY'))
     )`,
    // kind: scale, chibi, action, prize, garage_kit, plush.
    `CREATE TABLE product_lines (
       id INTEGER PRIMARY KEY,
       slug TEXT NOT NULL UNIQUE,
       name TEXT NOT NULL,
       kind TEXT NOT NULL
     )`,
    `CREATE TABLE series (
       id INTEGER PRIMARY KEY,
       slug TEXT NOT NULL UNIQUE,
       name TEXT NOT NULL,
       name_ja TEXT NOT NULL
     )`,
    `CREATE TABLE characters (
       id INTEGER PRIMARY KEY,
       slug TEXT NOT NULL UNIQUE,
       name TEXT NOT NULL,
       name_ja TEXT NOT NULL,
       series_id INTEGER NOT NULL REFERENCES series(id)
     )`,
    // price in whole units of currency; release YYYY-MM; created_at ISO 8601 (ordering "-created").
    `CREATE TABLE figures (
       id INTEGER PRIMARY KEY,
       slug TEXT NOT NULL UNIQUE,
       name TEXT NOT NULL,
       name_ja TEXT NOT NULL,
       series_id INTEGER NOT NULL REFERENCES series(id),
       manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
       line_id INTEGER NOT NULL REFERENCES product_lines(id),
       scale TEXT NOT NULL,
       height_mm INTEGER NOT NULL,
       material TEXT NOT NULL,
       sculptor TEXT NOT NULL,
       jan TEXT NOT NULL,
       release TEXT NOT NULL,
       price INTEGER NOT NULL,
       currency TEXT NOT NULL CHECK (currency IN ('JPY', 'CNY')),
       status TEXT NOT NULL CHECK (status IN ('preorder', 'in_stock', 'sold_out', 'released')),
       preorder_closes_at TEXT,
       stock INTEGER,
       adult INTEGER NOT NULL,
       popularity INTEGER NOT NULL,
       description TEXT NOT NULL,
       created_at TEXT NOT NULL
     )`,
    // Orderings and the facets' GROUP BYs each start from the adult flag (excluded by default).
    'CREATE INDEX figures_created ON figures(adult, created_at DESC, id DESC)',
    'CREATE INDEX figures_popularity ON figures(adult, popularity DESC, id)',
    'CREATE INDEX figures_release ON figures(adult, release, id)',
    // Covers every filter column, so counts and facet GROUP BYs read this narrow index, never the wide rows.
    'CREATE INDEX figures_filters ON figures(adult, series_id, manufacturer_id, line_id, scale, status, currency, price, release)',
    'CREATE INDEX figures_series ON figures(series_id, adult)',
    'CREATE INDEX figures_manufacturer ON figures(manufacturer_id, adult)',
    `CREATE TABLE figure_characters (
       figure_id INTEGER NOT NULL REFERENCES figures(id) ON DELETE CASCADE,
       character_id INTEGER NOT NULL REFERENCES characters(id),
       PRIMARY KEY (figure_id, character_id)
     ) WITHOUT ROWID`,
    'CREATE INDEX figure_characters_character ON figure_characters(character_id, figure_id)',
    // version: hash of the generator inputs, part of the URL (immutable) and the ETag.
    `CREATE TABLE figure_images (
       figure_id INTEGER NOT NULL REFERENCES figures(id) ON DELETE CASCADE,
       position INTEGER NOT NULL,
       width INTEGER NOT NULL,
       height INTEGER NOT NULL,
       version TEXT NOT NULL,
       PRIMARY KEY (figure_id, position)
     ) WITHOUT ROWID`,
    // The text the search looks in, one row per figure (rowid = figure id); lower-cased for the LIKE fallback.
    `CREATE TABLE figure_search_docs (
       id INTEGER PRIMARY KEY,
       name TEXT NOT NULL,
       name_ja TEXT NOT NULL,
       series TEXT NOT NULL,
       characters TEXT NOT NULL,
       manufacturer TEXT NOT NULL
     )`,
    // External-content FTS5 over those columns; trigram so Japanese (no spaces) matches by substring.
    `CREATE VIRTUAL TABLE figures_fts USING fts5(
       name, name_ja, series, characters, manufacturer,
       content = 'figure_search_docs', content_rowid = 'id', tokenize = 'trigram'
     )`,
  ],
};

/** The columns of the search index, in order: the figure's names, then its series', characters' and maker's. */
const SEARCH_COLUMNS = 'name, name_ja, series, characters, manufacturer';

/** Indexes figure `id` (an SQL expression) as the view shows it now. */
const indexFigure = (id: string) =>
  `INSERT INTO figures_fts(rowid, ${SEARCH_COLUMNS}) SELECT id, ${SEARCH_COLUMNS} FROM figure_search_text WHERE id IN (${id})`;
/**
 * Removes figure `id` from the index. An external-content FTS5 table reads the words to remove from
 * its content, so this runs in BEFORE triggers, while the view still shows what was indexed.
 */
const unindexFigure = (id: string) => `DELETE FROM figures_fts WHERE rowid IN (${id})`;

/**
 * The catalogue search on SQLite FTS5 alone: figures_fts becomes an external-content FTS5 table over
 * the figures table itself (through the figure_search_text view, which adds the names of the
 * figure's series, characters and maker), so the searched text has one source; triggers keep the
 * index in step with every write to figures and figure_characters. Replaces migration 4's copy of
 * that text (figure_search_docs) and rebuilds the index for databases seeded before.
 *
 * Tokenizer: trigram (FTS5's substring tokenizer; case folded, diacritics kept), as before: Japanese
 * and Chinese have no spaces between words, so a term must match anywhere inside the text. Trigram
 * cannot look up a term shorter than 3 characters (白川, 葵); those are matched by LIKE (search.ts),
 * helped by the figures_names index. Prefix indexes (`prefix=`) are left out: trigram queries never
 * use them. Ranking: bm25 with the column weights below (names count most), stored as the table's
 * `rank`, so `ORDER BY rank` ranks by it.
 */
export const catalogueSearchMigration: Migration = {
  version: 7,
  name: 'catalogue search: FTS5 over the figures table',
  statements: [
    'DROP TABLE figures_fts',
    'DROP TABLE figure_search_docs',
    // A figure's characters in id order: the index must read the same text when it removes a figure as when it added it.
    `CREATE VIEW figure_search_text AS
     SELECT f.id, f.name, f.name_ja,
       s.name || ' ' || s.name_ja AS series,
       COALESCE((SELECT group_concat(c.name || ' ' || c.name_ja, ' ' ORDER BY c.id)
                 FROM figure_characters fc JOIN characters c ON c.id = fc.character_id WHERE fc.figure_id = f.id), '') AS characters,
       m.name || ' ' || m.name_ja AS manufacturer
     FROM figures f JOIN series s ON s.id = f.series_id JOIN manufacturers m ON m.id = f.manufacturer_id`,
    `CREATE VIRTUAL TABLE figures_fts USING fts5(
       ${SEARCH_COLUMNS},
       content = 'figure_search_text', content_rowid = 'id', tokenize = 'trigram'
     )`,
    // Column weights: names 10, characters 6, series 4, maker 2 (a name match outranks a maker match).
    "INSERT INTO figures_fts(figures_fts, rank) VALUES ('rank', 'bm25(10.0, 10.0, 4.0, 6.0, 2.0)')",
    `CREATE TRIGGER figures_search_insert AFTER INSERT ON figures BEGIN ${indexFigure('new.id')}; END`,
    `CREATE TRIGGER figures_search_update_before BEFORE UPDATE OF id, name, name_ja, series_id, manufacturer_id ON figures BEGIN ${unindexFigure('old.id')}; END`,
    `CREATE TRIGGER figures_search_update_after AFTER UPDATE OF id, name, name_ja, series_id, manufacturer_id ON figures BEGIN ${indexFigure('new.id')}; END`,
    `CREATE TRIGGER figures_search_delete BEFORE DELETE ON figures BEGIN ${unindexFigure('old.id')}; END`,
    // WHEN: an INSERT OR IGNORE of a pair already there inserts nothing, so its figure stays indexed as it is.
    `CREATE TRIGGER figure_characters_search_insert_before BEFORE INSERT ON figure_characters
     WHEN NOT EXISTS (SELECT 1 FROM figure_characters WHERE figure_id = new.figure_id AND character_id = new.character_id)
     BEGIN ${unindexFigure('new.figure_id')}; END`,
    `CREATE TRIGGER figure_characters_search_insert_after AFTER INSERT ON figure_characters BEGIN ${indexFigure('new.figure_id')}; END`,
    `CREATE TRIGGER figure_characters_search_update_before BEFORE UPDATE ON figure_characters BEGIN ${unindexFigure('old.figure_id, new.figure_id')}; END`,
    `CREATE TRIGGER figure_characters_search_update_after AFTER UPDATE ON figure_characters BEGIN ${indexFigure('old.figure_id, new.figure_id')}; END`,
    `CREATE TRIGGER figure_characters_search_delete_before BEFORE DELETE ON figure_characters BEGIN ${unindexFigure('old.figure_id')}; END`,
    `CREATE TRIGGER figure_characters_search_delete_after AFTER DELETE ON figure_characters BEGIN ${indexFigure('old.figure_id')}; END`,
    // A rename of a series, maker or character changes the text of each of its figures.
    ...(['series', 'manufacturers', 'characters'] as const).flatMap((table) => {
      const figuresOf = (row: string) =>
        table === 'characters' ? `SELECT figure_id FROM figure_characters WHERE character_id = ${row}.id` : `SELECT id FROM figures WHERE ${table === 'series' ? 'series_id' : 'manufacturer_id'} = ${row}.id`;
      return [
        `CREATE TRIGGER ${table}_search_update_before BEFORE UPDATE OF name, name_ja ON ${table} BEGIN ${unindexFigure(figuresOf('old'))}; END`,
        `CREATE TRIGGER ${table}_search_update_after AFTER UPDATE OF name, name_ja ON ${table} BEGIN ${indexFigure(figuresOf('new'))}; END`,
      ];
    }),
    // Both names as one text, narrow enough to scan for a short term's LIKE (the figure rows are wide).
    "CREATE INDEX figures_names ON figures(name || ' ' || name_ja)",
    "INSERT INTO figures_fts(figures_fts) VALUES ('rebuild')",
  ],
};

/** The shop columns migration 8 adds, in the order the backfill's JSON rows give them after the id. */
const COMMERCE_COLUMNS = ['max_per_order', 'allocation', 'weight_g', 'box_w_mm', 'box_h_mm', 'box_d_mm'] as const;

/**
 * Fills the shop columns of every figure already stored from the seed's generator (figureCommerce),
 * with the figure's line, scale, height, popularity and status as stored now (so a figure a
 * moderator took off pre-order gets no allocation), in one UPDATE over json_each.
 */
async function backfillCommerce(tx: Transaction): Promise<void> {
  const figures = await tx.execute('SELECT f.id, l.slug AS line, f.scale, f.height_mm, f.popularity, f.status FROM figures f JOIN product_lines l ON l.id = f.line_id');
  if (figures.rows.length === 0) return;
  const rows = figures.rows.map((row) => {
    const commerce = figureCommerce({
      id: Number(row.id),
      line: String(row.line),
      scale: String(row.scale),
      height_mm: Number(row.height_mm),
      popularity: Number(row.popularity),
      status: row.status as FigureStatus,
    });
    return [Number(row.id), ...COMMERCE_COLUMNS.map((column) => commerce[column])];
  });
  await tx.execute({
    sql: `UPDATE figures SET ${COMMERCE_COLUMNS.map((column, i) => `${column} = c.value ->> ${i + 1}`).join(', ')}
          FROM json_each(?) c WHERE figures.id = c.value ->> 0`,
    args: [JSON.stringify(rows)],
  });
}

/**
 * The figures' shop fields (docs/product-rules.md §Cart 2): the most units one order may hold, the
 * pre-order units left, and the boxed weight and box size for shipping. The defaults only serve
 * rows written without these columns (older writers, tests); the backfill gives every stored
 * figure what the seed gives a fresh one.
 */
export const catalogueCommerceMigration: Migration = {
  version: 8,
  name: 'catalogue: order limits, pre-order allocation, shipping weight and box',
  statements: [
    'ALTER TABLE figures ADD COLUMN max_per_order INTEGER NOT NULL DEFAULT 10 CHECK (max_per_order BETWEEN 1 AND 99)',
    // Set on pre-orders only (NULL otherwise), as stock is on figures in stock.
    'ALTER TABLE figures ADD COLUMN allocation INTEGER CHECK (allocation >= 0)',
    'ALTER TABLE figures ADD COLUMN weight_g INTEGER NOT NULL DEFAULT 1000 CHECK (weight_g > 0)',
    'ALTER TABLE figures ADD COLUMN box_w_mm INTEGER NOT NULL DEFAULT 200 CHECK (box_w_mm > 0)',
    'ALTER TABLE figures ADD COLUMN box_h_mm INTEGER NOT NULL DEFAULT 300 CHECK (box_h_mm > 0)',
    'ALTER TABLE figures ADD COLUMN box_d_mm INTEGER NOT NULL DEFAULT 150 CHECK (box_d_mm > 0)',
  ],
  backfill: backfillCommerce,
};
