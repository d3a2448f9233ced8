import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '@renderer/features/toast/toast-store';
import { renderToastHost } from './render-toast-host';

// The toast's bar is a chunk of its own. Here that chunk cannot be loaded.
vi.mock('@renderer/features/toast/ToastBar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('<ToastHost> when the bar chunk cannot be loaded', () => {
  afterEach(() => vi.restoreAllMocks());

  it('still says the words in the live region, then closes after 2 s as usual', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createToastStore();
    renderToastHost(store);
    act(() => store.getState().set({ open: true, severity: 'error', title: 'Error 500', content: 'The server failed.' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error 500: The server failed.'), { timeout: 10_000 });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Could not load'), expect.anything());
    await vi.waitFor(() => expect(store.getState().open).toBe(false), { timeout: 4000 });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
