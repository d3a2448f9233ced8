/**
 * The collection in the app (features/collection; docs/product-rules.md §Collection): the state badge
 * on the catalogue's card, the collection page as the app composes it (pressed filters with counts, ordering,
 * all in the address), and the figure page's "Your collection" section with its form, checked in the
 * interface language before anything is sent.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences, type CollectionItem, type CollectionListResponse, type FigureCard as FigureCardData, type OwnedDetails } from '@shared/api';
import { loadCollectionPage, loadSharedCollectionPage } from '@renderer/app/pages/lazy-pages';
import { SharedCollectionPage } from '@renderer/app/pages/SharedCollectionPage';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices } from '@renderer/app/services';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CollectionPage } from '@renderer/app/pages/CollectionPage';
import { FigureCard, loadFigureCard } from '@renderer/features/catalogue';
import { OwnedPanel } from '@renderer/features/collection';
import { ToastHost } from '@renderer/features/toast';
import { sampleFigureCard } from '../support/samples';
import { renderWithApp, storeSignedIn, TEST_API, testPlatform } from './render-app';

const owned = sampleFigureCard({ slug: 'figma-link', name: 'figma Link' });
const ordered = sampleFigureCard({ slug: 'rem-summer', name: 'Rem Summer' });
const wished = sampleFigureCard({ slug: 'nendoroid-miku', name: 'Nendoroid Miku' });
const item = (card: FigureCardData, state: CollectionItem['state'], since: string, extra: Partial<CollectionItem> = {}): CollectionItem => ({
  ...card,
  state,
  since,
  order_number: null,
  owned: null,
  ...extra,
});
const ITEMS = [
  item(owned, 'owned', '2026-11-20T10:00:00Z', { order_number: 'FS-000123' }),
  item(ordered, 'ordered', '2026-11-01T10:00:00Z', { order_number: 'FS-000124' }),
  item(wished, 'wished', '2026-10-01T10:00:00Z'),
];
const rates = (base: 'JPY' | 'CNY') => ({ base, date: '2026-04-13', rates: { EUR: 0.005, USD: 0.0062, JPY: 1, CNY: 0.043 } });

let listRequests: URLSearchParams[] = [];
let puts: unknown[] = [];
let entered: OwnedDetails | null = null;
let imports: Array<{ confirm: boolean; text: string }> = [];
let shareToken: string | null = null;
let shares = 0;
const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(defaultPreferences)),
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json({ lines: [], item_count: 0, subtotals: [], ready: true, unknown: [] })),
  http.get(`${TEST_API}/api/account/wishlist/`, () => HttpResponse.json({ count: 1, next: null, previous: null, results: [], slugs: [wished.slug], hidden: 0 })),
  http.get(`${TEST_API}/api/account/collection/states/`, () => HttpResponse.json({ states: { [owned.slug]: 'owned', [ordered.slug]: 'ordered', [wished.slug]: 'wished' } })),
  http.get(`${TEST_API}/api/account/collection/`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    const state = params.get('state');
    const results = ITEMS.filter((candidate) => !state || candidate.state === state);
    const answer: CollectionListResponse = { count: results.length, next: null, previous: null, results, counts: { owned: 1, ordered: 1, wished: 1 }, hidden: 2 };
    return HttpResponse.json(answer);
  }),
  http.get(`${TEST_API}/api/account/collection/summary/`, () =>
    HttpResponse.json({
      owned: 2,
      paid: [
        { amount: 89.99, currency: 'EUR' },
        { amount: 10_000, currency: 'JPY' },
      ],
      unpriced: 1,
      value: [{ amount: 12_000, currency: 'JPY' }],
    }),
  ),
  http.get(`${TEST_API}/api/account/collection/owned/:slug/`, () => (entered ? HttpResponse.json(entered) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }))),
  http.put(`${TEST_API}/api/account/collection/owned/:slug/`, async ({ request }) => {
    const body = (await request.json()) as { price_paid: OwnedDetails['price_paid']; acquired_on: string | null; shop: string; note: string };
    puts.push(body);
    entered = { price_paid: body.price_paid, acquired_on: body.acquired_on, shop: body.shop, note: body.note };
    return HttpResponse.json({ slug: owned.slug }, { status: 201 });
  }),
  http.post(`${TEST_API}/api/account/collection/import/`, async ({ request }) => {
    const confirm = new URL(request.url).searchParams.get('confirm') === 'true';
    const text = await request.text();
    imports.push({ confirm, text });
    if (!text.startsWith('jan,')) return HttpResponse.json({ detail: 'This file is not a CSV text file.' }, { status: 400 });
    return HttpResponse.json({
      applied: confirm,
      encoding: 'utf-8',
      counts: { add: 1, update: 0, unchanged: 1, skipped: 0, error: 1 },
      rows: [
        { line: 2, jan: '4580590123456', name: owned.name, state: 'owned', slug: owned.slug, outcome: 'add', reason: null },
        { line: 3, jan: '', name: 'Rem', state: 'owned', slug: null, outcome: 'error', reason: 'Several figures have this name: add its JAN.' },
        { line: 4, jan: '', name: wished.name, state: 'wished', slug: wished.slug, outcome: 'unchanged', reason: null },
      ],
    });
  }),
  http.get(`${TEST_API}/api/account/collection/share/`, () => HttpResponse.json({ token: shareToken })),
  http.post(`${TEST_API}/api/account/collection/share/`, () => {
    shareToken = `${'t'.repeat(23)}${++shares}`;
    return HttpResponse.json({ token: shareToken }, { status: 201 });
  }),
  http.delete(`${TEST_API}/api/account/collection/share/`, () => {
    shareToken = null;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${TEST_API}/api/shared/collections/:token/`, ({ params }) =>
    params.token === 'shared-token-of-24-chars'
      ? HttpResponse.json({ count: 2, next: null, previous: null, owner: 'mika', counts: { owned: 1, ordered: 0, wished: 1 }, hidden: 0, results: [{ ...owned, state: 'owned' }, { ...wished, state: 'wished' }] })
      : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
  ),
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json(rates('JPY'))),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json(rates('CNY'))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  listRequests = [];
  puts = [];
  entered = null;
  imports = [];
  shareToken = null;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the state badge on a card (§Collection 4)', () => {
  it('says Owned, Ordered or Wished in words, from the account’s states and the heart', async () => {
    storeSignedIn();
    await loadFigureCard();
    renderWithApp(
      <>
        <FigureCard figure={owned} blur={false} />
        <FigureCard figure={ordered} blur={false} />
        <FigureCard figure={wished} blur={false} />
      </>,
    );
    expect(await within(screen.getByRole('article', { name: owned.name })).findByText('Owned')).toBeInTheDocument();
    expect(await within(screen.getByRole('article', { name: ordered.name })).findByText('Ordered')).toBeInTheDocument();
    expect(await within(screen.getByRole('article', { name: wished.name })).findByText('Wished')).toBeInTheDocument();
  });

  it('signed out: Wished follows the device’s hearts, and nothing asks the account', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify([ordered.slug]));
    await loadFigureCard();
    renderWithApp(<FigureCard figure={ordered} blur={false} />);
    const card = screen.getByRole('article', { name: ordered.name });
    expect(await within(card).findByText('Wished')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: `Remove ${ordered.name} from wishlist` }));
    await waitFor(() => expect(within(card).queryByText('Wished')).not.toBeInTheDocument());
  });
});

describe('the collection page (§Collection 4)', () => {
  it('lists each figure with its state and since when, the counts on the filters; a filter and the ordering ask the server again', async () => {
    storeSignedIn();
    await loadCollectionPage();
    renderWithApp(<CollectionPage />);
    const list = await screen.findByRole('list', { name: 'Figures in your collection' });
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([owned.name, ordered.name, wished.name]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/Owned since Nov 20, 2026 · FS-000123$/);
    expect(screen.getByText('2 hidden by your settings')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Show figures' });
    expect(within(filters).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['All (3)', 'true'],
      ['Owned (1)', 'false'],
      ['Ordered (1)', 'false'],
      ['Wished (1)', 'false'],
    ]);

    await userEvent.click(within(filters).getByRole('button', { name: 'Ordered (1)' }));
    expect(await within(filters).findByRole('button', { name: 'Ordered (1)', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Figures in your collection' })).getAllByRole('article')).toHaveLength(1));
    expect(listRequests.at(-1)?.get('state')).toBe('ordered');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(listRequests.at(-1)?.get('ordering')).toBe('price'));
    // Changing the ordering keeps the tab.
    expect(listRequests.at(-1)?.get('state')).toBe('ordered');
  });

  it('says what the owned figures cost and are worth, in the collector’s currency with every currency beside it', async () => {
    storeSignedIn();
    window.localStorage.setItem('user_preferences', JSON.stringify({ ...defaultPreferences, currency: { ...defaultPreferences.currency, primary: 'EUR' } }));
    await loadCollectionPage();
    renderWithApp(<CollectionPage />);
    const value = await screen.findByRole('region', { name: 'Your 2 owned figures' });
    // 10,000 JPY × 0.005 = 50.00 EUR, plus 89.99 EUR.
    expect(await within(value).findByText('≈ €139.99')).toBeInTheDocument();
    expect(within(value).getByText('€89.99 + ¥10,000')).toBeInTheDocument();
    expect(within(value).getByText('≈ €60.00')).toBeInTheDocument();
    expect(within(value).getByText('1 figure bought elsewhere has no price.')).toBeInTheDocument();
  });

  it('signed out: the sign-in panel, and no call to the account', async () => {
    await loadCollectionPage();
    renderWithApp(<CollectionPage />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show figures' })).not.toBeInTheDocument();
    expect(listRequests).toEqual([]);
  });
});

describe('the collection’s CSV (§Collection 6)', () => {
  const renderPage = async () => {
    storeSignedIn();
    await loadCollectionPage();
    const view = renderWithApp(
      <>
        <CollectionPage />
        <ToastHost />
      </>,
    );
    await screen.findByRole('button', { name: 'Import CSV' });
    return view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  };

  it('previews a chosen file row by row, writes nothing until confirmed, then imports', async () => {
    const input = await renderPage();
    await userEvent.upload(input, new File(['jan,name,state\n'], 'figures.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import figures.csv' });
    expect(within(dialog).getByText('1 to add, 0 to change, 1 unchanged, 0 skipped, 1 with errors.')).toBeInTheDocument();
    const rows = within(dialog).getByRole('list', { name: 'Rows that change or need a look' });
    expect(within(rows).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      `Line 2 · ${owned.name} · to add`,
      'Line 3 · Rem · errorSeveral figures have this name: add its JAN.',
    ]);
    expect(imports).toEqual([{ confirm: false, text: 'jan,name,state\n' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 figure' }));
    expect(await within(screen.getByTestId('toast-region')).findByText('Imported 1 figure.')).toBeInTheDocument();
    expect(imports.map((call) => call.confirm)).toEqual([false, true]);
  });

  it('a file the server cannot read says why, and opens no preview', async () => {
    const input = await renderPage();
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'text/csv' }));
    expect(await screen.findByText('Could not read photo.png. This file is not a CSV text file.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('sharing (§Collection 7)', () => {
  it('is private until shared; then shows the read-only address, and a new link replaces it; stopped, private again', async () => {
    storeSignedIn();
    await loadCollectionPage();
    renderWithApp(<CollectionPage />);
    const panel = await screen.findByRole('region', { name: 'Share' });
    expect(within(panel).getByText('Your collection is private: only you see it.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Share my collection' }));
    const first = `${window.location.origin}/shared/${'t'.repeat(23)}1`;
    expect(await within(panel).findByRole('link', { name: first })).toHaveAttribute('href', `/shared/${'t'.repeat(23)}1`);
    await userEvent.click(within(panel).getByRole('button', { name: 'New link' }));
    expect(await within(panel).findByRole('link', { name: `${window.location.origin}/shared/${'t'.repeat(23)}2` })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(panel).findByText('Your collection is private: only you see it.')).toBeInTheDocument();
    expect(shareToken).toBeNull();
  });

  const renderShared = async (token: string) => {
    await loadSharedCollectionPage();
    render(
      <AppProviders services={createAppServices(testPlatform())}>
        <MemoryRouter initialEntries={[`/shared/${token}`]}>
          <Routes>
            <Route path="/shared/:token" element={<SharedCollectionPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
  };

  it('a shared collection shows the owner’s name and each figure’s state, to anyone', async () => {
    await renderShared('shared-token-of-24-chars');
    expect(await screen.findByRole('heading', { level: 1, name: 'mika’s collection' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Figures in mika’s collection' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent?.includes('mika:'))).toEqual([true, true]);
    expect(within(within(list).getByRole('article', { name: owned.name }).closest('li')!).getByText('Owned')).toBeInTheDocument();
  });

  it('a link that is not shared says so', async () => {
    await renderShared('revoked-token-of-24-char');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not shared' })).toBeInTheDocument();
    expect(screen.getByText(/This collection is not shared, or its link was replaced\./)).toBeInTheDocument();
  });
});

describe('“Your collection” on the figure page (§Collection 2)', () => {
  const renderPanel = () =>
    renderWithApp(
      <>
        <OwnedPanel slug={ordered.slug} name={ordered.name} />
        <ToastHost />
      </>,
    );

  it('names a bad price and a future date in the interface language and sends nothing; a good form is sent as typed', async () => {
    storeSignedIn();
    renderPanel();
    expect(await screen.findByText('Ordered: on its way to your collection.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I own this' }));
    const dialog = await screen.findByRole('dialog', { name: `Add ${ordered.name} to your collection` });
    const price = within(dialog).getByRole('textbox', { name: /Price paid/ });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'JPY · Japanese Yen');
    await userEvent.type(price, '1200.5');
    await userEvent.type(within(dialog).getByLabelText(/Date of purchase/), '2999-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('JPY prices have no decimal places.')).toBeInTheDocument();
    expect(within(dialog).getByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await userEvent.clear(price);
    await userEvent.type(price, '12,800');
    await userEvent.clear(within(dialog).getByLabelText(/Date of purchase/));
    await userEvent.type(within(dialog).getByLabelText(/Date of purchase/), '2024-05-03');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Shop/ }), '  AmiAmi ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([{ price_paid: { amount: 12800, currency: 'JPY' }, acquired_on: '2024-05-03', shop: 'AmiAmi', note: '' }]));
    expect(await within(screen.getByTestId('toast-region')).findByText(`${ordered.name} is in your collection.`)).toBeInTheDocument();
    // The section shows what was entered once it is fetched again.
    expect(await screen.findByText('Paid ¥12,800 · May 3, 2024 · AmiAmi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('a failed load says so, offers a retry and opens no form that would overwrite what was entered', async () => {
    storeSignedIn();
    server.use(http.get(`${TEST_API}/api/account/collection/owned/:slug/`, () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })));
    renderPanel();
    // One retry first (the query client's default), then the failure shows.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Could not load what you entered for this figure.');
    expect(screen.getByRole('button', { name: 'I own this' })).toBeDisabled();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'I own this' })).toBeEnabled();
  });

  it('signed out: nothing', async () => {
    const { container } = renderPanel();
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
