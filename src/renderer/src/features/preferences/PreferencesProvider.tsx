import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from 'react-i18next';
import type { Preferences, PreferencesPatch } from '@shared/api';
import { PREFERENCES_STORAGE_KEY } from '@shared/constants';
import type { PreferencesApi } from '@renderer/api/preferences';
import { useIsSignedIn } from '@renderer/features/auth/SessionProvider';
import { useToast } from '@renderer/features/toast';
import type { PreferencesStore, SyncStatus } from './preferences-store';
import type { PreferencesSync } from './preferences-sync';
import type { PreferencesUpdateError } from './preferences-errors';

interface PreferencesContextValue {
  store: PreferencesStore;
  sync: PreferencesSync;
  api: PreferencesApi;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

/**
 * Provides the preferences (store, sync engine, API). While mounted it pulls the server's copy
 * whenever the user is (or becomes) signed in, goes back to local-only on sign-out, follows
 * changes made in other tabs, and raises an error toast when an update fails (spec point 8).
 */
export function PreferencesProvider({ store, sync, api, children }: PreferencesContextValue & { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const toast = useToast();
  const { t } = useTranslation();

  useEffect(() => {
    if (signedIn) void sync.pull();
    else sync.reset();
  }, [signedIn, sync]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === PREFERENCES_STORAGE_KEY) void store.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

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

  return <PreferencesContext.Provider value={{ store, sync, api }}>{children}</PreferencesContext.Provider>;
}

/** @throws Error outside a PreferencesProvider (spec point 8). */
export function usePreferencesContext(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used within a PreferencesProvider');
  return value;
}

/** The current preferences (all four groups); re-renders on every change. @throws outside the provider. */
export function usePreferences(): Preferences {
  return useStore(usePreferencesContext().store, (state) => state.preferences);
}

/** Selects from the preferences; re-renders only when the selected value changes. @throws outside the provider. */
export function usePreference<T>(selector: (preferences: Preferences) => T): T {
  return useStore(usePreferencesContext().store, (state) => selector(state.preferences));
}

/** Updates preferences: locally at once, then on the server when signed in (spec point 4). @throws outside the provider. */
export function useUpdatePreferences(): (patch: PreferencesPatch) => void {
  const { sync } = usePreferencesContext();
  return sync.update;
}

/** Whether the preferences are local, loading, saving, synced or failed, and the recorded error. @throws outside the provider. */
export function usePreferencesSyncState(): { status: SyncStatus; error: PreferencesUpdateError | null } {
  return useStore(
    usePreferencesContext().store,
    useShallow((state) => ({ status: state.status, error: state.error })),
  );
}
