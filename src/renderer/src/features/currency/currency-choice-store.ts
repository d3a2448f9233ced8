import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Local-storage key remembering that the user chose a currency (or answered the offer). */
export const CURRENCY_CHOICE_STORAGE_KEY = 'currency_choice';

export interface CurrencyChoiceState {
  /** True once the user picked a currency, in settings, through the offer, or on another device. */
  chosen: boolean;
  markChosen(): void;
}

/**
 * Whether the user ever chose a currency, so the location-based offer (issue 4) is made to those
 * who never did and never again after an answer. Persisted; a corrupt value reads as not chosen.
 */
export function createCurrencyChoiceStore(storage: Storage): StoreApi<CurrencyChoiceState> {
  return createStore<CurrencyChoiceState>()(
    persist((set) => ({ chosen: false, markChosen: () => set({ chosen: true }) }), {
      name: CURRENCY_CHOICE_STORAGE_KEY,
      storage: createJSONStorage(() => storage),
      partialize: ({ chosen }) => ({ chosen }),
      merge: (persisted, current) => ({ ...current, chosen: (persisted as { chosen?: unknown } | undefined)?.chosen === true }),
      onRehydrateStorage: () => (_state, error) => {
        if (error) console.error(`Ignoring stored ${CURRENCY_CHOICE_STORAGE_KEY}: corrupt`, error);
      },
    }),
  );
}
