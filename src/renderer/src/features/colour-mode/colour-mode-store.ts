import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { themes, type Theme } from '@shared/api';

/** Local-storage key of the colour mode (spec point 2: "key names not shown"; decided). */
export const COLOUR_MODE_STORAGE_KEY = 'colour_mode';

export type ColourMode = Theme;

export interface ColourModeState {
  mode: ColourMode;
  setMode(mode: ColourMode): void;
  toggle(): void;
}

export type ColourModeStore = StoreApi<ColourModeState>;

/**
 * The interface colour mode (spec points 2 and 4): starts light, toggles light ↔ dark, held in
 * memory and persisted in Web Storage under `colour_mode`. A stored value that is not light/dark
 * (or not JSON) reads as light and is logged.
 */
export function createColourModeStore(storage: Storage): ColourModeStore {
  return createStore<ColourModeState>()(
    persist(
      (set) => ({
        mode: 'light',
        setMode: (mode) => set({ mode }),
        toggle: () => set((state) => ({ mode: state.mode === 'light' ? 'dark' : 'light' })),
      }),
      {
        name: COLOUR_MODE_STORAGE_KEY,
        storage: createJSONStorage(() => storage),
        partialize: ({ mode }) => ({ mode }),
        merge: (persisted, current) => {
          const mode = (persisted as { mode?: unknown } | undefined)?.mode;
          if (mode === undefined || (themes as readonly unknown[]).includes(mode)) return { ...current, mode: (mode as ColourMode | undefined) ?? current.mode };
          console.error(`Ignoring stored ${COLOUR_MODE_STORAGE_KEY}: "${String(mode)}" is not light or dark`);
          return current;
        },
        onRehydrateStorage: () => (_state, error) => {
          if (error) console.error(`Ignoring stored ${COLOUR_MODE_STORAGE_KEY}: corrupt`, error);
        },
      },
    ),
  );
}
