import { useEffect, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from 'react-i18next';
import type { Preferences, PreferencesPatch } from '@shared/api';
import { useIsSignedIn } from '@renderer/features/auth';
import { useToast } from '@renderer/features/toast';
import { onPersistedChange } from '@renderer/platform/persisted';
import { usePlatform, useServices } from '@renderer/platform/services';
import { followPreferencesOwner } from './preferences-owner';
import type { SyncStatus } from './preferences-store';
import type { PreferencesUpdateError } from './preferences-errors';

/**
 * The preferences' effects (the store, sync engine and API themselves come from useServices()).
 * While mounted it pulls the server's copy whenever the user is (or becomes) signed in, goes back
 * to local-only on sign-out (putting back the anonymous visitor's preferences), follows changes made in other tabs, and raises an error toast when an
 * update fails (docs/product-rules.md §Preferences 8). Needs the ServicesProvider and ToastProvider above it.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { preferencesStore: store, preferencesSync: sync, connectivityStore, authStore } = useServices();
  const { storage } = usePlatform();
  const signedIn = useIsSignedIn();
  const toast = useToast();
  const { t } = useTranslation();

  useEffect(() => {
    if (signedIn) void sync.pull();
    else sync.reset();
  }, [signedIn, sync]);

  // Preferences stay with their owner (docs/product-rules.md §Preferences 11): the anonymous ones are kept aside at
  // sign-in and put back at sign-out.
  useEffect(() => followPreferencesOwner({ auth: authStore, store, sync, storage }), [authStore, store, sync, storage]);

  // The API answers again: send what was kept while it did not (docs/product-rules.md §Preferences 9).
  useEffect(
    () =>
      connectivityStore.subscribe((state, previous) => {
        if (previous.offline && !state.offline) sync.resume();
      }),
    [connectivityStore, sync],
  );

  // Another tab changed the preferences (a cleared storage leaves them as they are).
  useEffect(
    () =>
      onPersistedChange(window, 'user_preferences', (key) => {
        if (key) void store.persist.rehydrate();
      }),
    [store],
  );

  // One toast per failure: when an error is recorded, not while it stays recorded.
  const lastError = useRef<PreferencesUpdateError | null>(null);
  useEffect(
    () =>
      store.subscribe((state) => {
        if (state.status === 'failed' && state.error && state.error !== lastError.current) {
          toast.set({ open: true, severity: 'error', title: state.error, content: t('preferences.refetched') });
        }
        lastError.current = state.status === 'failed' ? state.error : null;
      }),
    [store, toast, t],
  );

  // Once per spell without the API: the change is kept here, not lost and not reloaded (docs/product-rules.md §Preferences 9).
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.status === 'offline' && previous.status !== 'offline') {
          toast.set({ open: true, severity: 'warning', title: t('preferences.savedOffline') });
        }
      }),
    [store, toast, t],
  );

  return children;
}

/** The current preferences (all four groups); re-renders on every change. @throws outside a ServicesProvider. */
export function usePreferences(): Preferences {
  return useStore(useServices().preferencesStore, (state) => state.preferences);
}

/** Selects from the preferences; re-renders only when the selected value changes. @throws outside a ServicesProvider. */
export function usePreference<T>(selector: (preferences: Preferences) => T): T {
  return useStore(useServices().preferencesStore, (state) => selector(state.preferences));
}

/** Updates preferences: locally at once, then on the server when signed in (docs/product-rules.md §Preferences 4). @throws outside a ServicesProvider. */
export function useUpdatePreferences(): (patch: PreferencesPatch) => void {
  return useServices().preferencesSync.update;
}

/** Whether the preferences are local, loading, saving, synced or failed, and the recorded error. @throws outside a ServicesProvider. */
export function usePreferencesSyncState(): { status: SyncStatus; error: PreferencesUpdateError | null } {
  return useStore(
    useServices().preferencesStore,
    useShallow((state) => ({ status: state.status, error: state.error })),
  );
}
