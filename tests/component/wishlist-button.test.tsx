import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences } from '@shared/api';
import { WishlistButton } from '@renderer/features/wishlist';
import { renderWithApp, TEST_API } from './render-app';

const added: string[] = [];
const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(defaultPreferences)),
  http.get(`${TEST_API}/api/account/wishlist/`, () =>
    HttpResponse.json({ count: 0, next: null, previous: null, results: [], slugs: [...added], hidden: 0 }),
  ),
  http.post(`${TEST_API}/api/account/wishlist/`, async ({ request }) => {
    const { slug } = (await request.json()) as { slug: string };
    added.unshift(slug);
    return HttpResponse.json({ slug, added_at: '2026-11-23T00:00:00Z' }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  added.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('<WishlistButton> (§Wishlist 1)', () => {
  it('anonymous: a toggle named for the figure, kept on the device', async () => {
    renderWithApp(<WishlistButton slug="nendoroid-miku" name="Nendoroid Miku" />);
    const heart = screen.getByRole('button', { name: 'Add Nendoroid Miku to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    const pressed = screen.getByRole('button', { name: 'Remove Nendoroid Miku from wishlist' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '[]')).toEqual(['nendoroid-miku']);
    await userEvent.click(pressed);
    expect(screen.getByRole('button', { name: 'Add Nendoroid Miku to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('wishlist')).toBeNull();
  });

  it('signed in: adds on the server and shows it pressed, the device list untouched', async () => {
    window.localStorage.setItem('auth_state', 'signedIn');
    window.localStorage.setItem('access_token', 'a.b.c');
    renderWithApp(<WishlistButton slug="figma-link" name="figma Link" />);
    const heart = screen.getByRole('button', { name: 'Add figma Link to wishlist' });
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(heart);
    await waitFor(() => expect(added).toEqual(['figma-link']));
    expect(await screen.findByRole('button', { name: 'Remove figma Link from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('wishlist')).toBeNull();
  });
});
