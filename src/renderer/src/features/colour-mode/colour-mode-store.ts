import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { Theme } from '@shared/api';
import { persistStorageFor, type StorageLike } from '@renderer/platform/persisted';

export type ColourMode = Theme;

export interface ColourModeState {
  mode: ColourMode;
  setMode(mode: ColourMode): void;
  toggle(): void;
}

export type ColourModeStore = StoreApi<ColourModeState>;

/**
 * The interface colour mode (docs/product-rules.md §Shell 5): starts light, toggles light ↔ dark, held in
 * memory and persisted in Web Storage under the registry's `colour_mode` (which says why it exists
 * beside ui.theme). A stored value that is not light/dark (or not JSON) reads as light and is logged.
 */
export function createColourModeStore(storage: StorageLike): ColourModeStore {
  return createStore<ColourModeState>()(
    persist(
      (set) => ({
        mode: 'light',
        setMode: (mode) => set({ mode }),
        toggle: () => set((state) => ({ mode: state.mode === 'light' ? 'dark' : 'light' })),
      }),
      {
        name: 'colour_mode',
        storage: persistStorageFor(storage, 'colour_mode'),
        partialize: ({ mode }) => ({ mode }),
      },
    ),
  );
}
