import type { PreferencesApi } from '@renderer/api/preferences';
import type { PreferencesStore } from './preferences-store';
import type { PreferencesSync } from './preferences-sync';

/** The services the preferences feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface PreferencesServices {
  /** The preferences endpoints (the four groups, Discord preferences). */
  preferencesApi: PreferencesApi;
  /** The preferences on `user_preferences`, with their sync status. */
  preferencesStore: PreferencesStore;
  /** Local-first updates, pushed to the server when signed in (docs/product-rules.md §Preferences 4). */
  preferencesSync: PreferencesSync;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends PreferencesServices {}
}
