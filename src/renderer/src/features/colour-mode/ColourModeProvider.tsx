import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { usePreference, useUpdatePreferences } from '@renderer/features/preferences';
import type { ColourMode, ColourModeStore } from './colour-mode-store';

const ColourModeContext = createContext<ColourModeStore | null>(null);

/**
 * Provides the colour mode and keeps it consistent with the ui.theme preference (issue 4): a new
 * ui.theme (from settings, another tab or the server after sign-in) sets the mode. On first mount
 * the stored preference wins when the two disagree.
 */
export function ColourModeProvider({ store, children }: { store: ColourModeStore; children: ReactNode }) {
  const theme = usePreference((p) => p.ui.theme);
  const first = useRef(true);
  useEffect(() => {
    if (first.current || store.getState().mode !== theme) store.getState().setMode(theme);
    first.current = false;
  }, [theme, store]);
  return <ColourModeContext.Provider value={store}>{children}</ColourModeContext.Provider>;
}

function useColourModeStore(): ColourModeStore {
  const store = useContext(ColourModeContext);
  if (!store) throw new Error('useColourMode must be used within a ColourModeProvider');
  return store;
}

/**
 * The colour mode and its toggle. Toggling switches at once and records ui.theme, so the preference
 * (and, signed in, the server) agrees. @throws Error outside a ColourModeProvider (spec point 8).
 */
export function useColourMode(): { mode: ColourMode; toggle: () => void } {
  const store = useColourModeStore();
  const mode = useStore(store, (state) => state.mode);
  const update = useUpdatePreferences();
  return {
    mode,
    toggle: () => {
      store.getState().toggle();
      update({ ui: { theme: store.getState().mode } });
    },
  };
}
