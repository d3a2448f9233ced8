import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { pinInitialState, readHydrationVariant } from '../../../../src/renderer/src/app/hydration';

/** A stand-in for <html>: only its dataset is read. */
function root(dataset: Record<string, string>): HTMLElement {
  return { dataset } as unknown as HTMLElement;
}

describe('readHydrationVariant (§Web 3–5)', () => {
  it('reads the variant the pre-render wrote on <html>', () => {
    expect(readHydrationVariant(root({ colourMode: 'dark', language: 'ja' }))).toEqual({ mode: 'dark', language: 'ja' });
  });

  it('answers null when a marker is missing or not a known value (the app then renders on the client)', () => {
    expect(readHydrationVariant(root({}))).toBeNull();
    expect(readHydrationVariant(root({ colourMode: 'dark' }))).toBeNull();
    expect(readHydrationVariant(root({ colourMode: 'sepia', language: 'en' }))).toBeNull();
    expect(readHydrationVariant(root({ colourMode: 'light', language: 'fr' }))).toBeNull();
  });
});

describe('pinInitialState', () => {
  it('makes the server snapshot the variant while the live state keeps what is stored', () => {
    const store = createStore<{ mode: string; other: number }>()(() => ({ mode: 'light', other: 1 }));
    store.setState({ mode: 'dark' });
    pinInitialState(store, (state) => ({ ...state, mode: 'light' }));
    expect(store.getInitialState()).toEqual({ mode: 'light', other: 1 });
    // The same object every time: useSyncExternalStore requires a stable server snapshot.
    expect(store.getInitialState()).toBe(store.getInitialState());
    expect(store.getState().mode).toBe('dark');
  });

  it('uses the stored state itself when its data equals the variant, so nothing re-renders after hydration', () => {
    const store = createStore<{ mode: string; toggle: () => void }>()(() => ({ mode: 'light', toggle: () => undefined }));
    store.setState({ mode: 'dark' });
    pinInitialState(store, (state) => ({ ...state, mode: 'dark' }));
    expect(store.getInitialState()).toBe(store.getState());
  });
});
