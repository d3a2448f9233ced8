/**
 * Catalogue tables (issue 12 "Demo API: a catalogue in the database"): manufacturers, product
 * lines, series, characters, figures, their characters and pictures, and the FTS5 search index.
 * Appended to the migrations list as version 4 (migrations.ts).
 */
import type { Migration } from '../migrations';

export const catalogueMigration: Migration = {
  version: 4,
  name: 'figure catalogue (issue 12)',
  statements: [
    // currency: JPY for Japanese makers, CNY for Chinese ones (spec point 9: conversion through both rate tables).
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
