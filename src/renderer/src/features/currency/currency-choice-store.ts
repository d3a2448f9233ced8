import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { persistStorageFor, type StorageLike } from '@renderer/platform/persisted';

export interface CurrencyChoiceState {
  /** True once the user picked a currency, in settings, through the offer, or on another device. */
  chosen: boolean;
  markChosen(): void;
}

/**
 * Whether the user ever chose a currency, so the location-based offer (docs/product-rules.md §Currency 10) is made to those
 * who never did and never again after an answer. Persisted under the registry's `currency_choice`;
 * a corrupt value is logged and reads as not chosen.
 */
export function createCurrencyChoiceStore(storage: StorageLike): StoreApi<CurrencyChoiceState> {
  return createStore<CurrencyChoiceState>()(
    persist((set) => ({ chosen: false, markChosen: () => set({ chosen: true }) }), {
      name: 'currency_choice',
      storage: persistStorageFor(storage, 'currency_choice'),
      partialize: ({ chosen }) => ({ chosen }),
    }),
  );
}
