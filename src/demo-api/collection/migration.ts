import type { Migration } from '../storage/migrations';

/**
 * Migration 18: figures a collector bought elsewhere (docs/product-rules.md §Collection 2), one row
 * per user and figure. The price paid is kept in integer minor units of its currency (ISO 4217
 * exponent), never as a float; every other field may be empty.
 */
export const collectionOwnedMigration: Migration = {
  version: 18,
  name: 'collection: figures bought elsewhere',
  statements: [
    `CREATE TABLE collection_owned (
       user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
       figure_id INTEGER NOT NULL REFERENCES figures(id) ON DELETE CASCADE,
       price_minor INTEGER CHECK (price_minor >= 0),
       currency TEXT CHECK ((price_minor IS NULL) = (currency IS NULL)),
       acquired_on TEXT,
       shop TEXT NOT NULL DEFAULT '',
       note TEXT NOT NULL DEFAULT '',
       added_at TEXT NOT NULL,
       PRIMARY KEY (user_id, figure_id)
     ) WITHOUT ROWID`,
  ],
};

/**
 * Migration 19: a collection's share link (docs/product-rules.md §Collection 7), one per user while
 * shared: an unguessable token (144 random bits, base64url). A new link replaces the row, so the old
 * token answers 404; private again deletes it.
 */
export const collectionShareMigration: Migration = {
  version: 19,
  name: 'collection: share links',
  statements: [
    `CREATE TABLE collection_shares (
       user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
       token TEXT NOT NULL UNIQUE,
       created_at TEXT NOT NULL
     )`,
  ],
};
