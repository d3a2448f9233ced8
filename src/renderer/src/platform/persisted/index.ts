/**
 * The one way the renderer reads and writes Web Storage (ARCHITECTURE.md: "one registry of every
 * persisted Web Storage key with its schema and default (parse on read, validate on write, storage
 * events)"). The keys, their schemas, defaults and encodings are in `./schema.ts`.
 */
export { PERSISTED_KEYS, type PersistedKey } from './keys';
export { persistedEntries, pendingOAuthSchema, pendingPreferencesSchema, storedProfileSchema, type PendingOAuthSignIn, type PendingPreferences, type PersistedValue, type StoredProfile } from './schema';
export { onPersistedChange, persisted, type PersistedStorage, type StorageLike } from './registry';
export { persistStorageFor, type ZustandKey } from './zustand';
