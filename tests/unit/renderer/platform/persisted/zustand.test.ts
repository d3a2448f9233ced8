/**
 * The zustand `persist` storage built from the registry (platform/persisted/zustand.ts), through
 * the two stores that use it: the same stored string as zustand's createJSONStorage wrote, a
 * corrupt value logged and read as the default, and nothing stored read as nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createJSONStorage } from 'zustand/middleware';
import { createColourModeStore } from '@renderer/features/colour-mode/colour-mode-store';
import { createCurrencyChoiceStore } from '@renderer/features/currency/currency-choice-store';
import { persistStorageFor } from '@renderer/platform/persisted';
import { MemoryStorage } from '../../../../support/memory-storage';

let storage: MemoryStorage;
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  storage = new MemoryStorage();
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('persistStorageFor', () => {
  it('stores exactly what createJSONStorage stored', () => {
    const before = new MemoryStorage();
    createJSONStorage(() => before)!.setItem('colour_mode', { state: { mode: 'dark' }, version: 0 });
    persistStorageFor(storage, 'colour_mode').setItem('colour_mode', { state: { mode: 'dark' }, version: 0 });
    expect(storage.getItem('colour_mode')).toBe(before.getItem('colour_mode'));
  });

  it('reads nothing stored as null, so the store keeps its state', () => {
    expect(persistStorageFor(storage, 'currency_choice').getItem('currency_choice')).toBeNull();
  });

  it('refuses a state its schema refuses', () => {
    const adapter = persistStorageFor(storage, 'colour_mode');
    expect(() => adapter.setItem('colour_mode', { state: { mode: 'purple' as 'dark' }, version: 0 })).toThrow(/Cannot store colour_mode/);
  });
});

describe('colour mode store (§Shell 5)', () => {
  it('starts light, persists a toggle as {"state":{"mode":"dark"},"version":0} and reads it back', () => {
    const store = createColourModeStore(storage);
    expect(store.getState().mode).toBe('light');
    store.getState().toggle();
    expect(storage.getItem('colour_mode')).toBe('{"state":{"mode":"dark"},"version":0}');
    expect(createColourModeStore(storage).getState().mode).toBe('dark');
  });

  it.each(['{"state": {"mode": "purple"}', '{"state":{"mode":"purple"},"version":0}'])('reads %j as light and logs it', (raw) => {
    storage.setItem('colour_mode', raw);
    expect(createColourModeStore(storage).getState().mode).toBe('light');
    expect(String(logged.mock.calls[0]?.[0])).toContain('colour_mode');
  });
});

describe('currency choice store', () => {
  it('persists the choice as {"state":{"chosen":true},"version":0} and reads it back', () => {
    createCurrencyChoiceStore(storage).getState().markChosen();
    expect(storage.getItem('currency_choice')).toBe('{"state":{"chosen":true},"version":0}');
    expect(createCurrencyChoiceStore(storage).getState().chosen).toBe(true);
  });

  it('reads a corrupt value as not chosen and logs it', () => {
    storage.setItem('currency_choice', '[[[');
    expect(createCurrencyChoiceStore(storage).getState().chosen).toBe(false);
    expect(String(logged.mock.calls[0]?.[0])).toContain('currency_choice');
  });
});
