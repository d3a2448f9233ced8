/**
 * Server-side preferences (docs/product-rules.md §Preferences 3–5). Stored as JSON text per user; rows with
 * `legacy_string` = 1 are answered as a JSON string (as the real backend's older rows are), the
 * others as an object, so both forms of `{preferences}` really occur. Only the database I/O lives
 * here; parsing, merging and patching are the shared rules of src/shared/preferences (§Preferences 7).
 */
import type { Client } from '@libsql/client';
import { defaultDiscordPreferences, type DiscordPreferences, type Preferences, type PreferencesPatch } from '../../shared/api/preferences';
import { applyPatch, defaultsCopy, parsePreferences } from '../../shared/preferences';
import { queryOne, run } from '../storage/db';

/**
 * A stored row that is not JSON reads as the defaults without a log line here: a legacy row's REST
 * answer is that very string, and the client logs it when it parses it (§Preferences 5).
 */
const quiet = (): void => {};

export interface StoredPreferences {
  /** What GET answers: the stored JSON text for legacy rows, else the merged object. */
  raw: string | Preferences;
  /** Merged over the defaults. */
  merged: Preferences;
  legacy: boolean;
}

/** Reads a user's preferences; a user without a row gets the defaults (as an object). */
export async function readPreferences(db: Pick<Client, 'execute'>, userId: number): Promise<StoredPreferences> {
  const row = await queryOne(db, 'SELECT data, legacy_string FROM user_preferences WHERE user_id = ?', [userId]);
  if (!row) {
    const merged = defaultsCopy();
    return { raw: merged, merged, legacy: false };
  }
  const data = String(row.data);
  const legacy = Number(row.legacy_string) === 1;
  const merged = parsePreferences(data, quiet);
  return { raw: legacy ? data : merged, merged, legacy };
}

/** Writes a user's preferences, keeping the row's storage form (legacy string or object). */
export async function writePreferences(db: Client, userId: number, preferences: Preferences, legacy: boolean): Promise<void> {
  await run(
    db,
    `INSERT INTO user_preferences (user_id, data, legacy_string) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET data = excluded.data`,
    [userId, JSON.stringify(preferences), legacy ? 1 : 0],
  );
}

/**
 * Applies a validated partial update (shared `applyPatch`: an `undefined` field is no change) over
 * what is stored, writes it back in the row's storage form and returns the whole merged result.
 * Not atomic: the caller serialises updates of one user (preferences/routes.ts, KeyedLock).
 */
export async function updatePreferences(db: Client, userId: number, patch: PreferencesPatch): Promise<Preferences> {
  const current = await readPreferences(db, userId);
  const next = applyPatch(current.merged, patch);
  await writePreferences(db, userId, next, current.legacy);
  return next;
}

/** A user's Discord preferences, defaults when never set. */
export async function readDiscordPreferences(db: Client, userId: number): Promise<DiscordPreferences> {
  const row = await queryOne(db, 'SELECT * FROM discord_preferences WHERE user_id = ?', [userId]);
  if (!row) return { ...defaultDiscordPreferences };
  return { dm_new_stock: Number(row.dm_new_stock) === 1, dm_order_updates: Number(row.dm_order_updates) === 1 };
}

export async function writeDiscordPreferences(db: Client, userId: number, prefs: DiscordPreferences): Promise<void> {
  await run(
    db,
    `INSERT INTO discord_preferences (user_id, dm_new_stock, dm_order_updates) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET dm_new_stock = excluded.dm_new_stock, dm_order_updates = excluded.dm_order_updates`,
    [userId, prefs.dm_new_stock ? 1 : 0, prefs.dm_order_updates ? 1 : 0],
  );
}
