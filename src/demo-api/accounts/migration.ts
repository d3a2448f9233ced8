import type { Migration } from '../storage/migrations';

/**
 * Migration 16: the address an account asked to change to and until when its link works
 * (docs/product-rules.md §Account 10), so the profile can say which address is pending. The link itself
 * stays a signed token (email-change-tokens.ts); these columns only describe the latest request.
 */
export const pendingEmailMigration: Migration = {
  version: 16,
  name: 'pending e-mail change',
  statements: ['ALTER TABLE users ADD COLUMN pending_email TEXT', 'ALTER TABLE users ADD COLUMN pending_email_until INTEGER'],
};
