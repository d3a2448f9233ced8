/**
 * The header's cart link (docs/product-rules.md §Cart 3–4): named with the number of items, the
 * device's count when anonymous and the account cart's when signed in, and the same in every tab:
 * another tab's change reaches it through the storage event.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPreferences, type Cart, type CartEntry } from '@shared/api';
import { CartLink } from '@renderer/features/cart';
import { sampleFigureCard } from '../support/samples';
import { renderShell, renderWithApp, storeSignedIn, TEST_API } from './render-app';

let itemCount = 0;
let previews = 0;
let mergeFails = false;
const merged: string[] = [];
const serverCart = (): Cart => ({ lines: [], item_count: itemCount, subtotals: [], ready: true, unknown: [] });
const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(defaultPreferences)),
  http.get(`${TEST_API}/api/notifications/count/`, () => HttpResponse.json({ unread: 0 })),
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json(serverCart())),
  http.post(`${TEST_API}/api/account/cart/merge/`, async ({ request }) => {
    const { lines } = (await request.json()) as { lines: CartEntry[] };
    merged.push(...lines.map((line) => line.slug));
    if (mergeFails) return HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });
    itemCount += lines.reduce((sum, line) => sum + line.quantity, 0);
    // The server took every line: the merged cart holds them.
    const taken = lines.map((line) => ({ ...line, figure: sampleFigureCard({ slug: line.slug }), max_quantity: 3, notices: [] }));
    return HttpResponse.json({ ...serverCart(), lines: taken, capped: [] });
  }),
  http.post(`${TEST_API}/api/cart/preview/`, () => {
    previews += 1;
    return HttpResponse.json(serverCart());
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  itemCount = 0;
  previews = 0;
  mergeFails = false;
  merged.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const entry = (slug: string, quantity: number): CartEntry => ({
  slug,
  quantity,
  added_price: { amount: 5800, currency: 'JPY' },
  added_status: 'in_stock',
  added_at: '2026-11-23T10:00:00Z',
});

/** What another tab does: writes the key, and this tab hears the storage event. */
function otherTabWrites(key: string, value: string) {
  act(() => {
    window.localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  });
}

describe('<CartLink> (§Cart 3–4)', () => {
  it('anonymous: names the device count and follows another tab, without asking for the preview', async () => {
    window.localStorage.setItem('cart', JSON.stringify([entry('a', 2)]));
    renderWithApp(<CartLink />);
    const link = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(link).toHaveAttribute('href', '/cart');
    otherTabWrites('cart', JSON.stringify([entry('b', 1), entry('a', 2)]));
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    otherTabWrites('cart', JSON.stringify([entry('b', 1)]));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(previews).toBe(0);
  });

  it('signed in: names the account cart\'s item_count, fetched again when another tab changed the cart', async () => {
    storeSignedIn();
    itemCount = 2;
    renderShell();
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    itemCount = 5;
    otherTabWrites('cart_changed', String(Date.now()));
    expect(await within(header).findByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    expect(previews).toBe(0);
  });

  it('signed in with lines on the device: the shell merges them into the account, and the device keeps none of the lines taken', async () => {
    storeSignedIn();
    window.localStorage.setItem('cart', JSON.stringify([entry('a', 2)]));
    itemCount = 1;
    renderShell();
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(merged).toEqual(['a']);
    await waitFor(() => expect(window.localStorage.getItem('cart')).toBeNull());
  });

  it('a merge that fails keeps every line on the device for the next sign-in', async () => {
    storeSignedIn();
    mergeFails = true;
    const lines = JSON.stringify([entry('b', 1), entry('a', 2)]);
    window.localStorage.setItem('cart', lines);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell();
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('Could not merge the device cart'), expect.anything()));
    expect(merged).toEqual(['b', 'a']);
    expect(window.localStorage.getItem('cart')).toBe(lines);
    error.mockRestore();
  });
});
