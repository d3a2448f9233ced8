/**
 * /wishlist as the app composes it (app/pages/WishlistPage.tsx): the wishlist feature's content
 * drawing each wished figure with the catalogue's card, which the app passes in (the catalogue
 * imports the wishlist, so the wishlist cannot import the catalogue).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGES } from '@shared/prerender/pages';
import { loadWishlistPage } from '@renderer/app/pages/lazy-pages';
import { WishlistPage } from '@renderer/app/pages/WishlistPage';
import { sampleFigureDetail } from '../support/samples';
import { renderWithApp, TEST_API } from './render-app';

const rem = sampleFigureDetail();
const rates = (base: 'JPY' | 'CNY') => ({ base, date: '2026-04-13', rates: { EUR: 0.005, USD: 0.0062, JPY: 1, CNY: 0.043 } });
const server = setupServer(
  http.get(`${TEST_API}/api/figures/:slug/`, ({ params }) =>
    params.slug === rem.slug ? HttpResponse.json(rem) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
  ),
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json(rates('JPY'))),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json(rates('CNY'))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => window.localStorage.clear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the wishlist page, composed by the app', () => {
  it("draws a wished figure with the catalogue's card, its heart pressed", async () => {
    window.localStorage.setItem('wishlist', JSON.stringify([rem.slug]));
    await loadWishlistPage(); // the card's chunk, as the route loads it
    renderWithApp(<WishlistPage />);
    const list = await screen.findByRole('list', { name: 'Wished figures' });
    const card = await within(list).findByRole('article', { name: rem.name });
    expect(within(card).getByRole('heading', { level: 2, name: rem.name })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Remove ${rem.name} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
  });

  it('an empty list links to the catalogue', async () => {
    renderWithApp(<WishlistPage />);
    expect(await screen.findByRole('link', { name: 'Browse figures' })).toHaveAttribute('href', PAGES.catalogue.path);
  });
});
