/**
 * The address book (docs/product-rules.md §Checkout 2): a user's delivery addresses. Appended to the
 * migrations list (migrations.ts).
 */
import type { Migration } from '../storage/migrations';

export const addressesMigration: Migration = {
  version: 10,
  name: 'addresses',
  statements: [
    // Deleting the account deletes its addresses (§Account 12). phone in E.164; country an upper-case
    // ISO 3166-1 alpha-2 code; the 10-address cap and "exactly one default" are the API's
    // (checkout/addresses-repository.ts), the index below only refuses a second default.
    `CREATE TABLE addresses (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
       full_name TEXT NOT NULL,
       line1 TEXT NOT NULL,
       line2 TEXT NOT NULL DEFAULT '',
       city TEXT NOT NULL,
       region TEXT NOT NULL DEFAULT '',
       postcode TEXT NOT NULL,
       country TEXT NOT NULL CHECK (length(country) = 2),
       phone TEXT NOT NULL CHECK (phone LIKE '+%'),
       is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
       created_at TEXT NOT NULL
     )`,
    'CREATE INDEX addresses_user ON addresses(user_id, created_at)',
    'CREATE UNIQUE INDEX addresses_one_default ON addresses(user_id) WHERE is_default = 1',
  ],
};
