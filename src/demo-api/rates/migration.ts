import type { Migration } from '../storage/migrations';

/**
 * Migration 15: the ECB reference rates the API fetched (docs/product-rules.md §Currency 11), one row per
 * rates day: units per 1 EUR as JSON (`{"USD":1.1684,…}`, EUR included), when it was fetched
 * (ISO 8601) and from where. The newest row is the last good set; the bundled file is used only
 * while there is none.
 */
export const referenceRatesMigration: Migration = {
  version: 15,
  name: 'reference rates',
  statements: [
    `CREATE TABLE reference_rates (
       date TEXT PRIMARY KEY CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
       per_euro TEXT NOT NULL,
       fetched_at TEXT NOT NULL,
       source TEXT NOT NULL
     )`,
  ],
};
