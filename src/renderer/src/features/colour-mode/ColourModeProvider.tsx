import { useEffect, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { usePreference, useUpdatePreferences } from '@renderer/features/preferences';
import { useServices } from '@renderer/platform/services';
import type { ColourMode } from './colour-mode-store';

/**
 * Keeps the colour mode (the store comes from useServices()) consistent with the ui.theme
 * preference (docs/product-rules.md §Shell 5): a new ui.theme (from settings, another tab or the server after sign-in)
 * sets the mode. On first mount the stored preference wins when the two disagree.
 */
export function ColourModeProvider({ children }: { children: ReactNode }) {
  const store = useServices().colourModeStore;
  const theme = usePreference((p) => p.ui.theme);
  const first = useRef(true);
  useEffect(() => {
    if (first.current || store.getState().mode !== theme) store.getState().setMode(theme);
    first.current = false;
  }, [theme, store]);
  return children;
}

/**
 * The colour mode and its toggle. Toggling switches at once and records ui.theme, so the preference
 * (and, signed in, the server) agrees. @throws Error outside a ServicesProvider (docs/product-rules.md §API 10).
 */
export function useColourMode(): { mode: ColourMode; toggle: () => void } {
  const store = useServices().colourModeStore;
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
