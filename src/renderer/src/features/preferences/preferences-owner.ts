/**
 * Preferences stay with their owner (docs/product-rules.md §Preferences 11): on a shared computer, signing out must not
 * leave the account's preferences (adult figures, currency…) to the next visitor. At sign-in the
 * anonymous visitor's preferences are kept aside under the registry key `user_preferences_anonymous`;
 * at sign-out they are put back (the `user_prefs` cookie follows the store) and the copy removed.
 */
import type { Preferences } from '@shared/api';
import { persisted, type StorageLike } from '@renderer/platform/persisted';
import type { PreferencesStore } from './preferences-store';
import type { PreferencesSync } from './preferences-sync';

/** A store whose state has an auth `status` (the auth store; only the status is read). */
export interface OwnerStatusSource {
  getState(): { status: string };
  subscribe(listener: (state: { status: string }, previous: { status: string }) => void): () => void;
}

export interface PreferencesOwnerDeps {
  /** The auth store: its `status` moving to or from 'signedIn' is a sign-in or a sign-out. */
  auth: OwnerStatusSource;
  store: PreferencesStore;
  sync: Pick<PreferencesSync, 'reset'>;
  /** Where the anonymous copy is kept (the platform's storage, shared by the tabs). */
  storage: StorageLike;
}

/**
 * Follows sign-ins and sign-outs of every path (password, registration, social, another tab, a
 * failed refresh), synchronously at the status change, before any server copy is taken:
 * - to signedIn: keeps the current preferences aside, unless a copy is already kept (another tab
 *   of the same sign-in kept it first, maybe after the merge had begun);
 * - from signedIn: stops the sync (no answer for the account may land afterwards), puts the kept
 *   copy back and removes it. Without a kept copy (another tab already put it back: the store
 *   follows that tab through `storage` events; or a session older than this rule) the preferences
 *   are left as they are.
 * The merge at sign-in (§Preferences 6) is untouched: the sync engine's pull does it.
 * @returns the unsubscribe function.
 */
export function followPreferencesOwner({ auth, store, sync, storage }: PreferencesOwnerDeps): () => void {
  const kept = persisted(storage);
  return auth.subscribe((state, previous) => {
    const signedIn = state.status === 'signedIn';
    const wasSignedIn = previous.status === 'signedIn';
    if (signedIn === wasSignedIn) return;
    if (signedIn) {
      if (!kept.has('user_preferences_anonymous')) kept.write('user_preferences_anonymous', store.getState().preferences);
      return;
    }
    sync.reset();
    if (!kept.has('user_preferences_anonymous')) return;
    const anonymous: Preferences | null = kept.read('user_preferences_anonymous');
    kept.remove('user_preferences_anonymous');
    if (anonymous) store.getState().replace(anonymous);
  });
}
