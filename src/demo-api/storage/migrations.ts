/**
 * Versioned schema migrations. Applied in order, each in its own write transaction
 * together with its row in `schema_version`, so a restart never re-applies one and a crash
 * never leaves one half-applied. Never edit a released migration: append a new one.
 */
import type { Client, Transaction } from '@libsql/client';
import { catalogueCommerceMigration, catalogueMigration, catalogueSearchMigration } from '../catalogue/migration';
import { cartMigration } from '../cart/migration';
import { addressesMigration } from '../checkout/migration';
import { fulfilmentMigration, orderLineAdultMigration, ordersMigration } from '../orders/migration';
import { paymentsMigration } from '../payments/migration';
import { referenceRatesMigration } from '../rates/migration';
import { pendingEmailMigration } from '../accounts/migration';
import { notificationParamsMigration } from '../notifications/migration';
import { collectionOwnedMigration, collectionShareMigration } from '../collection/migration';

export interface Migration {
  version: number;
  name: string;
  statements: string[];
  /** Runs after `statements` in the same transaction: fills new columns from the rows already there, with values computed in code. */
  backfill?: (tx: Transaction) => Promise<void>;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'users and refresh tokens',
    statements: [
      `CREATE TABLE users (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         email TEXT NOT NULL UNIQUE,
         username TEXT NOT NULL UNIQUE COLLATE NOCASE,
         password_hash TEXT,
         is_moderator INTEGER NOT NULL DEFAULT 0,
         email_verified INTEGER NOT NULL DEFAULT 0,
         bio TEXT NOT NULL DEFAULT '',
         status TEXT NOT NULL DEFAULT '',
         profile_picture TEXT,
         background_picture TEXT,
         social_provider TEXT CHECK (social_provider IN ('discord', 'google')),
         date_joined TEXT NOT NULL
       )`,
      // Opaque refresh tokens, stored hashed; a family is one sign-in's chain of rotations.
      `CREATE TABLE refresh_tokens (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
         family_id TEXT NOT NULL,
         token_hash TEXT NOT NULL UNIQUE,
         created_at INTEGER NOT NULL,
         expires_at INTEGER NOT NULL,
         used_at INTEGER,
         revoked_at INTEGER
       )`,
      'CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id)',
      // Which seed steps already ran, so seeding is once per database, not once per start.
      'CREATE TABLE seed_steps (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
    ],
  },
  {
    version: 2,
    name: 'one-time tokens, mailbox, OAuth codes',
    statements: [
      // Password-reset and e-mail-verification tokens, stored hashed, single-use, expiring.
      `CREATE TABLE one_time_tokens (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
         purpose TEXT NOT NULL CHECK (purpose IN ('password_reset', 'verify_email')),
         token_hash TEXT NOT NULL UNIQUE,
         created_at INTEGER NOT NULL,
         expires_at INTEGER NOT NULL,
         used_at INTEGER
       )`,
      // The local mailbox the dashboard shows instead of sending e-mail.
      `CREATE TABLE mailbox (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         to_email TEXT NOT NULL,
         subject TEXT NOT NULL,
         body TEXT NOT NULL,
         link TEXT,
         created_at TEXT NOT NULL
       )`,
      // Authorization codes of the stand-in OAuth provider, stored hashed, bound to redirect URI and PKCE.
      `CREATE TABLE oauth_codes (
         code_hash TEXT PRIMARY KEY,
         provider TEXT NOT NULL,
         client_id TEXT NOT NULL,
         redirect_uri TEXT NOT NULL,
         code_challenge TEXT,
         email TEXT NOT NULL,
         username TEXT NOT NULL,
         created_at INTEGER NOT NULL,
         expires_at INTEGER NOT NULL,
         used_at INTEGER,
         refresh_family TEXT
       )`,
    ],
  },
  {
    version: 3,
    name: 'preferences and notifications',
    statements: [
      // `legacy_string` = 1: answered as a JSON string, as the real backend's older rows are.
      `CREATE TABLE user_preferences (
         user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
         data TEXT NOT NULL,
         legacy_string INTEGER NOT NULL DEFAULT 0
       )`,
      `CREATE TABLE discord_preferences (
         user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
         dm_new_stock INTEGER NOT NULL,
         dm_order_updates INTEGER NOT NULL
       )`,
      `CREATE TABLE notifications (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
         title TEXT NOT NULL,
         body TEXT NOT NULL,
         kind TEXT NOT NULL,
         created_at TEXT NOT NULL,
         read_at TEXT
       )`,
      'CREATE INDEX notifications_user ON notifications(user_id, created_at DESC, id DESC)',
    ],
  },
  catalogueMigration,
  {
    version: 5,
    name: 'wishlist, alerts, moderation, digests',
    statements: [
      // One row per wished figure; the cap of 500 per user is the API's (wishlist/repository.ts).
      `CREATE TABLE wishlist (
         user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
         figure_id INTEGER NOT NULL REFERENCES figures(id) ON DELETE CASCADE,
         added_at TEXT NOT NULL,
         PRIMARY KEY (user_id, figure_id)
       ) WITHOUT ROWID`,
      // Alerts look up the collectors who wish for one figure.
      'CREATE INDEX wishlist_figure ON wishlist(figure_id, user_id)',
      // Every moderator change: who, when, which figure (NULL for an announcement), old and new value as text.
      `CREATE TABLE moderation_log (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         moderator_id INTEGER NOT NULL REFERENCES users(id),
         figure_id INTEGER REFERENCES figures(id),
         field TEXT NOT NULL,
         old_value TEXT,
         new_value TEXT,
         at TEXT NOT NULL
       )`,
      `CREATE TABLE announcements (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         moderator_id INTEGER NOT NULL REFERENCES users(id),
         title TEXT NOT NULL,
         body TEXT NOT NULL,
         created_at TEXT NOT NULL,
         recipients INTEGER NOT NULL
       )`,
      // What clicking opens: JSON {"type":"figure","slug"} or {"type":"page","path"}; NULL = nothing.
      'ALTER TABLE notifications ADD COLUMN target TEXT',
      // The figure's name for figure alerts, so the client can word the alert in its own language.
      'ALTER TABLE notifications ADD COLUMN figure_name TEXT',
      'CREATE INDEX notifications_user_kind ON notifications(user_id, kind, created_at DESC, id DESC)',
      // Alerts that must go out once per event (the 48 h closing reminder: ref = the closing date).
      `CREATE TABLE figure_alerts_sent (
         figure_id INTEGER NOT NULL REFERENCES figures(id) ON DELETE CASCADE,
         kind TEXT NOT NULL,
         ref TEXT NOT NULL,
         sent_at TEXT NOT NULL,
         PRIMARY KEY (figure_id, kind, ref)
       ) WITHOUT ROWID`,
      // One digest per user and UTC day at most.
      `CREATE TABLE digests_sent (
         user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
         day TEXT NOT NULL,
         sent_at TEXT NOT NULL,
         notifications INTEGER NOT NULL,
         PRIMARY KEY (user_id, day)
       ) WITHOUT ROWID`,
      // The HTML part of an e-mail (the digest); `body` stays the plain-text part.
      'ALTER TABLE mailbox ADD COLUMN html TEXT',
    ],
  },
  {
    version: 6,
    name: 'pending registrations',
    statements: [
      // A registration waiting for its e-mail link (pending-registrations.ts): the account is
      // created only when the link is opened. The token is stored hashed; the password hash is
      // blanked once the link is used or has expired.
      `CREATE TABLE pending_registrations (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         email TEXT NOT NULL,
         username TEXT NOT NULL,
         password_hash TEXT NOT NULL,
         token_hash TEXT NOT NULL UNIQUE,
         created_at INTEGER NOT NULL,
         expires_at INTEGER NOT NULL,
         used_at INTEGER
       )`,
      'CREATE INDEX pending_registrations_expiry ON pending_registrations(expires_at)',
    ],
  },
  catalogueSearchMigration,
  catalogueCommerceMigration,
  cartMigration,
  addressesMigration,
  ordersMigration,
  paymentsMigration,
  orderLineAdultMigration,
  fulfilmentMigration,
  referenceRatesMigration,
  pendingEmailMigration,
  notificationParamsMigration,
  collectionOwnedMigration,
  collectionShareMigration,
];

const CREATE_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS schema_version (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

/** The highest applied migration version (0 for an empty database). */
export async function currentSchemaVersion(db: Client): Promise<number> {
  await db.execute(CREATE_VERSION_TABLE);
  const result = await db.execute('SELECT COALESCE(MAX(version), 0) AS version FROM schema_version');
  return Number(result.rows[0]?.version ?? 0);
}

/**
 * Applies every migration newer than the database; returns the versions applied now.
 * `list` is injectable for tests; `nowIso` stamps applied_at.
 */
export async function migrate(
  db: Client,
  nowIso: string = new Date().toISOString(),
  list: readonly Migration[] = migrations,
): Promise<number[]> {
  const applied: number[] = [];
  let version = await currentSchemaVersion(db);
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (migration.version <= version) continue;
    const tx = await db.transaction('write');
    try {
      for (const sql of migration.statements) await tx.execute(sql);
      await migration.backfill?.(tx);
      await tx.execute({
        sql: 'INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)',
        args: [migration.version, migration.name, nowIso],
      });
      await tx.commit();
    } catch (error) {
      await tx.rollback();
      throw new Error(`migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`, {
        cause: error,
      });
    } finally {
      tx.close();
    }
    version = migration.version;
    applied.push(migration.version);
  }
  return applied;
}
