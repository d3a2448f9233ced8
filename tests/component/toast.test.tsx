import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@renderer/features/toast';
import { preloadToastBar } from '@renderer/features/toast/ToastHost';
import { createToastStore, defaultToast } from '@renderer/features/toast/toast-store';
import { renderToastHost } from './render-toast-host';
import { TOAST_AUTO_HIDE_MS } from '@shared/constants';

describe('toast store (§Shell 7–8)', () => {
  it('starts closed, info, empty', () => {
    const store = createToastStore();
    expect(store.getState()).toMatchObject(defaultToast);
    expect(defaultToast).toEqual({ open: false, severity: 'info', title: '', content: '' });
  });

  it('set replaces the whole state; clear resets; close only closes', () => {
    const store = createToastStore();
    store.getState().set({ open: true, severity: 'error', title: 'Error 413', content: 'Too large' });
    expect(store.getState()).toMatchObject({ open: true, severity: 'error', title: 'Error 413', content: 'Too large' });
    // Fields left out are defaults, not the previous values.
    store.getState().set({ open: true, content: 'Saved' });
    expect(store.getState()).toMatchObject({ open: true, severity: 'info', title: '', content: 'Saved' });
    store.getState().set({ open: true, severity: 'warning', title: 'T', content: 'C' });
    store.getState().close();
    expect(store.getState()).toMatchObject({ open: false, severity: 'warning', title: 'T', content: 'C' });
    store.getState().clear();
    expect(store.getState()).toMatchObject(defaultToast);
  });

  it("a toast's follow-up link goes with the toast that set it: the next set without one has none", () => {
    const store = createToastStore();
    store.getState().set({ open: true, severity: 'success', title: 'Added to your cart', action: { label: 'View cart', to: '/cart' } });
    expect(store.getState().action).toEqual({ label: 'View cart', to: '/cart' });
    store.getState().set({ open: true, severity: 'error', title: 'Not added to your cart' });
    expect(store.getState().action).toBeUndefined();
  });
});

describe('<ToastHost>', () => {
  // The bar is its own chunk; the app loads it at start-up, long before a first toast.
  beforeAll(async () => {
    await preloadToastBar();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the toast at once and hides it after 2000 ms (not before)', () => {
    const store = createToastStore();
    renderToastHost(store);
    act(() => store.getState().set({ open: true, severity: 'success', title: 'Saved', content: 'Your settings are saved.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveTextContent('Your settings are saved.');
    act(() => vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(store.getState()).toMatchObject({ open: false, severity: 'success', title: 'Saved' });
  });

  it('restarts the 2 s when a new toast replaces the open one; errors use role alert', () => {
    const store = createToastStore();
    renderToastHost(store);
    act(() => store.getState().set({ open: true, content: 'first' }));
    act(() => vi.advanceTimersByTime(1500));
    act(() => store.getState().set({ open: true, severity: 'error', title: 'Error 500', content: 'second' }));
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('alert')).toHaveTextContent('second');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('closes from its dismiss button', () => {
    const store = createToastStore();
    renderToastHost(store);
    act(() => store.getState().set({ open: true, content: 'hello' }));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(store.getState().open).toBe(false);
  });

  it('useToast throws outside its provider (§API 10)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used within a ToastProvider');
  });
});
