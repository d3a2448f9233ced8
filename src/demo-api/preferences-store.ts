/**
 * Server-side preferences (spec point 3; issue 4). Stored as JSON text per user; rows with
 * `legacy_string` = 1 are answered as a JSON string (as the real backend's older rows are), the
 * others as an object, so both forms of `{preferences}` really occur.
 */
import type { Client } from '@libsql/client';
import {
  defaultDiscordPreferences,
  defaultPreferences,
  preferencesGroupSchemas,
  preferencesGroups,
  type DiscordPreferences,
  type Preferences,
  type PreferencesPatch,
} from '../shared/api/preferences';
import { queryOne, run } from './db';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Pure: merges `stored` (anything: object, JSON text, garbage) over the defaults group by group,
 * field by field. Invalid or unknown fields are dropped; missing ones take their default.
 */
export function normalisePreferences(stored: unknown): Preferences {
  let source = stored;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source);
    } catch {
      source = {};
    }
  }
  const result = structuredClone(defaultPreferences) as Preferences;
  if (!isRecord(source)) return result;
  for (const group of preferencesGroups) {
    const given = source[group];
    if (!isRecord(given)) continue;
    const shape = preferencesGroupSchemas[group].shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>;
    for (const [field, schema] of Object.entries(shape)) {
      if (field in given && schema.safeParse(given[field]).success) {
        (result[group] as Record<string, unknown>)[field] = given[field];
      }
    }
  }
  return result;
}

/** Pure: applies a validated partial update over complete preferences. */
export function applyPreferencesPatch(current: Preferences, patch: PreferencesPatch): Preferences {
  const next = structuredClone(current);
  for (const group of preferencesGroups) {
    const changes = patch[group];
    if (changes) Object.assign(next[group], Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
  }
  return next;
}

export interface StoredPreferences {
  /** What GET answers: the stored JSON text for legacy rows, else the merged object. */
  raw: string | Preferences;
  /** Merged over the defaults. */
  merged: Preferences;
  legacy: boolean;
}

/** Reads a user's preferences; a user without a row gets the defaults (as an object). */
export async function readPreferences(db: Client, userId: number): Promise<StoredPreferences> {
  const row = await queryOne(db, 'SELECT data, legacy_string FROM user_preferences WHERE user_id = ?', [userId]);
  if (!row) {
    const merged = structuredClone(defaultPreferences) as Preferences;
    return { raw: merged, merged, legacy: false };
  }
  const data = String(row.data);
  const legacy = Number(row.legacy_string) === 1;
  const merged = normalisePreferences(data);
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
