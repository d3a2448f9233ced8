/**
 * The moderation page's gate (docs/product-rules.md §Moderation 1): an anonymous visitor sees the
 * shared sign-in panel (§Shell 16), a collector the "for moderators" panel, neither a form; a
 * signed-in moderator the figure editor, the announcement form and the change log. The API is
 * mocked with msw.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModerationPage } from '@renderer/features/moderation/pages/ModerationPage';
import { fakeJwt } from '../support/jwt';
import { sampleFigureDetail, sampleProfile } from '../support/samples';
import { TEST_API, renderWithApp } from './render-app';

const logCalls: string[] = [];
const patches: unknown[] = [];
/** A figure as GET /api/figures/{slug}/ answers it (the editor reads only the card's fields). */
const figure = sampleFigureDetail({
  slug: 'rem-1-7',
  name: 'Rem 1/7',
  name_ja: 'レム 1/7',
  manufacturer: { slug: 'good-smile', name: 'Good Smile Company' },
  status: 'in_stock',
  preorder_closes_at: null,
  stock: 4,
  allocation: null,
  price: { amount: 18000, currency: 'JPY' },
  release: '2026-01',
  images: [],
});
const announcements: unknown[] = [];
const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ preferences: {} })),
  http.get(`${TEST_API}/api/moderation/log/`, ({ request }) => {
    logCalls.push(new URL(request.url).search);
    return HttpResponse.json({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: 7,
          moderator: { id: 2, username: 'moderator' },
          figure: { slug: 'rem-1-7', name: 'Rem 1/7', currency: 'JPY' },
          field: 'price',
          old_value: '18000',
          new_value: '16500',
          at: '2026-05-01T10:00:00Z',
        },
      ],
    });
  }),
  http.patch(`${TEST_API}/api/moderation/figures/:slug/`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    patches.push(body);
    return HttpResponse.json({ status: ['A figure cannot go from "in_stock" to "preorder".'] }, { status: 400 });
  }),
  http.post(`${TEST_API}/api/moderation/announcements/`, async ({ request }) => {
    const body = (await request.json()) as { title: string; body: string };
    announcements.push(body);
    if (!body.body) return HttpResponse.json({ body: ['This field may not be blank.'] }, { status: 400 });
    return HttpResponse.json({ id: 1, ...body, created_at: '2026-05-01T10:00:00Z', recipients: 2 }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  logCalls.length = 0;
  patches.length = 0;
  announcements.length = 0;
});
afterAll(() => server.close());

function signIn(isModerator: boolean) {
  window.localStorage.setItem('auth_state', 'signedIn');
  window.localStorage.setItem('access_token', fakeJwt({ exp: Math.floor(Date.now() / 1000) + 300 }));
  window.localStorage.setItem('refresh_token', 'refresh-1');
  window.localStorage.setItem('profile', JSON.stringify({ ...sampleProfile, is_moderator: isModerator, lastUpdated: Date.now() }));
}

describe('moderation page gate (§Moderation 1)', () => {
  it('anonymous: the shared sign-in panel (§Shell 16), no form, no moderation call', async () => {
    renderWithApp(<ModerationPage />);
    expect(await screen.findByRole('region', { name: 'Sign in to see this page' })).toBeInTheDocument();
    expect(screen.queryByText('This page is for moderators')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(logCalls).toEqual([]);
  });

  it('collector: the panel, no form, no moderation call', async () => {
    signIn(false);
    renderWithApp(<ModerationPage />);
    expect(await screen.findByText('This page is for moderators')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign in to see this page' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send announcement' })).toBeNull();
    expect(logCalls).toEqual([]);
  });

  it('moderator: the figure editor, the announcement form and the change log', async () => {
    signIn(true);
    renderWithApp(<ModerationPage />);
    expect(screen.queryByText('This page is for moderators')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Figure name or slug/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find figure' })).toBeInTheDocument();
    // The announcement form and the change log are chunks of their own, in a moment later.
    expect(await screen.findByRole('textbox', { name: /Title/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Changes made by moderators/ });
    expect(table).toHaveTextContent('moderator');
    // In the figure's currency, with grouping (docs/product-rules.md §Locales 3).
    expect(table).toHaveTextContent('¥18,000 → ¥16,500');
    expect(screen.getByRole('link', { name: 'Rem 1/7' })).toHaveAttribute('href', '/figures/rem-1-7');
    expect(logCalls).toEqual(['?page=1&page_size=20']);
  });

  it('moderator: the announcement counter, a field error from the server under its field, then a send', async () => {
    signIn(true);
    const user = userEvent.setup();
    renderWithApp(<ModerationPage />);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await user.type(title, 'Sale');
    expect(screen.getByText('4 / 200 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByText('This field may not be blank.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Everything half price.');
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    await waitFor(() => expect(title).toHaveValue(''));
    expect(announcements).toEqual([
      { title: 'Sale', body: '' },
      { title: 'Sale', body: 'Everything half price.' },
    ]);
  });

  it('moderator: the figure editor offers only the allowed statuses, sends only what changed, and shows a field error under its field', async () => {
    signIn(true);
    server.use(http.get(`${TEST_API}/api/figures/:slug/`, () => HttpResponse.json(figure)));
    const user = userEvent.setup();
    renderWithApp(<ModerationPage />);
    await user.type(screen.getByRole('textbox', { name: /Figure name or slug/ }), 'rem-1-7');
    await user.click(screen.getByRole('button', { name: 'Find figure' }));
    const price = await screen.findByRole('spinbutton', { name: 'Price (JPY)' });
    expect(price).toHaveValue(18000);
    expect(screen.getByRole('spinbutton', { name: /Stock/ })).toHaveValue(4);
    const status = screen.getByRole('combobox', { name: 'Status' });
    // In stock may go to sold out or released (src/shared/api/moderation.ts), never back to pre-order.
    expect([...(status as HTMLSelectElement).options].map((option) => option.value)).toEqual(['in_stock', 'sold_out', 'released']);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed yet.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '16500');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A figure cannot go from "in_stock" to "preorder".')).toBeInTheDocument();
    expect(patches).toEqual([{ price: 16500 }]);
  });

  it('moderator: finds a figure by name, a typo tolerated, and edits the one picked', async () => {
    signIn(true);
    const searches: string[] = [];
    server.use(
      http.get(`${TEST_API}/api/figures/`, ({ request }) => {
        const url = new URL(request.url);
        searches.push(`${url.searchParams.get('search')} ${url.searchParams.get('adult')} ${url.searchParams.get('page_size')}`);
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [figure], facets: { series: [], manufacturer: [], line: [], scale: [], status: [] }, corrected_search: 'rem' });
      }),
      http.get(`${TEST_API}/api/figures/:slug/`, () => HttpResponse.json(figure)),
    );
    const user = userEvent.setup();
    renderWithApp(<ModerationPage />);
    await user.type(screen.getByRole('textbox', { name: /Figure name or slug/ }), 'Remm');
    await user.click(screen.getByRole('button', { name: 'Find figure' }));
    const found = await screen.findByRole('region', { name: 'Figures found for “Remm”' });
    expect(found).toHaveTextContent('Nothing matched as typed; figures for “rem”:');
    expect(searches).toEqual(['Remm true 6']);
    await user.click(within(found).getByRole('button', { name: 'Rem 1/7 · Good Smile Company (rem-1-7)' }));
    expect(await screen.findByRole('spinbutton', { name: 'Price (JPY)' })).toHaveValue(18000);
    expect(screen.queryByRole('region', { name: /Figures found for/ })).toBeNull();
  });
});
