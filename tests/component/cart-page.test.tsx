/**
 * /cart as the app composes it (app/pages/CartPage.tsx; docs/product-rules.md §Cart 2–5): the
 * lines with their figure, price, quantity stepper bounded by max_quantity, remove button and
 * worded notices; subtotals per currency with ≈ the total; the show_prices note; the empty state;
 * an error with a retry. The device cart is priced by POST /api/cart/preview/, the signed-in cart
 * read from GET /api/account/cart/; the API is mocked at the edge (msw).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences, type Cart, type CartEntry, type CartLine, type FigureCard } from '@shared/api';
import { CartPage } from '@renderer/app/pages/CartPage';
import { sampleFigureCard } from '../support/samples';
import { renderWithApp, storeSignedIn, TEST_API } from './render-app';

const rem = sampleFigureCard({ slug: 'rem-summer', name: 'Rem Summer', name_ja: 'レム 夏', status: 'preorder', preorder_closes_at: '2099-01-15', allocation: 40, max_per_order: 2 });
const link = sampleFigureCard({ slug: 'figma-link', name: 'figma Link', name_ja: '', status: 'in_stock', stock: 1, allocation: null, preorder_closes_at: null, max_per_order: 3, price: { amount: 6000, currency: 'JPY' } });
const gone = sampleFigureCard({ slug: 'sold-figure', name: 'Sold Figure', name_ja: '', status: 'sold_out', stock: null, allocation: null, preorder_closes_at: null, price: { amount: 9000, currency: 'CNY' } });

/** What the server says of each figure's line: its limit now and what changed since it was added. */
const facts: Record<string, { figure: FigureCard; max: number; notices: CartLine['notices'] }> = {
  [rem.slug]: { figure: rem, max: 2, notices: [{ kind: 'price_dropped', was: { amount: 14800, currency: 'JPY' } }] },
  [link.slug]: { figure: link, max: 1, notices: [{ kind: 'price_rose', was: { amount: 5000, currency: 'JPY' } }, { kind: 'quantity_lowered', max: 1 }] },
  [gone.slug]: { figure: gone, max: 0, notices: [{ kind: 'unavailable', status: 'sold_out' }] },
};

/** Prices lines as the server would (subtotal of the lines that can be bought, per currency). */
function priced(entries: readonly Pick<CartEntry, 'slug' | 'quantity'>[]): Cart {
  const lines: CartLine[] = entries.map(({ slug, quantity }) => {
    const { figure, max, notices } = facts[slug]!;
    return { figure, quantity, added_price: figure.price, added_status: figure.status, added_at: '2026-11-23T10:00:00Z', max_quantity: max, notices };
  });
  const sums = new Map<'JPY' | 'CNY', number>();
  for (const line of lines) if (line.max_quantity > 0) sums.set(line.figure.price.currency, (sums.get(line.figure.price.currency) ?? 0) + line.figure.price.amount * line.quantity);
  return {
    lines,
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotals: [...sums].map(([currency, amount]) => ({ amount, currency })),
    ready: lines.every((line) => line.notices.every((notice) => notice.kind !== 'unavailable' && notice.kind !== 'quantity_lowered')),
    unknown: [],
  };
}

const entry = (slug: string, quantity: number): CartEntry => ({ slug, quantity, added_price: facts[slug]!.figure.price, added_status: 'in_stock', added_at: '2026-11-23T10:00:00Z' });
const deviceLines = () => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as CartEntry[];

const rates = (base: 'JPY' | 'CNY') => ({ base, date: '2026-11-27', rates: { USD: base === 'JPY' ? 0.0065 : 0.14, JPY: base === 'JPY' ? 1 : 21, CNY: base === 'JPY' ? 0.047 : 1 } });
let previewFails = 0;
let previews = 0;
let account: { slug: string; quantity: number }[] = [];
const patched: unknown[] = [];
const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json(rates('JPY'))),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json(rates('CNY'))),
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(defaultPreferences)),
  http.post(`${TEST_API}/api/cart/preview/`, async ({ request }) => {
    previews += 1;
    if (previewFails > 0) {
      previewFails -= 1;
      return HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });
    }
    const { lines } = (await request.json()) as { lines: CartEntry[] };
    return HttpResponse.json(priced(lines));
  }),
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json(priced(account))),
  http.patch(`${TEST_API}/api/account/cart/:slug/`, async ({ params, request }) => {
    const { quantity } = (await request.json()) as { quantity: number };
    patched.push({ slug: params.slug, quantity });
    account = account.map((line) => (line.slug === params.slug ? { ...line, quantity } : line));
    return HttpResponse.json(priced(account));
  }),
  http.delete(`${TEST_API}/api/account/cart/:slug/`, ({ params }) => {
    account = account.filter((line) => line.slug !== params.slug);
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  previewFails = 0;
  previews = 0;
  account = [];
  patched.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function storePreferences(patch: { content?: Partial<typeof defaultPreferences.content>; currency?: Partial<typeof defaultPreferences.currency> }) {
  window.localStorage.setItem(
    'user_preferences',
    JSON.stringify({ ...defaultPreferences, content: { ...defaultPreferences.content, ...patch.content }, currency: { ...defaultPreferences.currency, ...patch.currency } }),
  );
}

const lineOf = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Figures in your cart' });
  const heading = await within(list).findByRole('heading', { level: 2, name });
  return heading.closest('li')!;
};

describe('the cart page, anonymous (the device cart priced by the server)', () => {
  beforeEach(() => window.localStorage.setItem('cart', JSON.stringify([entry(rem.slug, 2), entry(link.slug, 2), entry(gone.slug, 1)])));

  it('shows each line: figure linking to its page, status, unit price, a stepper bounded by max_quantity, a remove button', async () => {
    renderWithApp(<CartPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    const line = await lineOf('Rem Summer');
    expect(within(line).getByRole('link', { name: 'Rem Summer' })).toHaveAttribute('href', '/figures/rem-summer');
    expect(within(line).getByText('Pre-order')).toBeInTheDocument();
    expect(within(line).getByText('¥12,800')).toBeInTheDocument();
    const stepper = within(line).getByRole('spinbutton', { name: 'Quantity of Rem Summer' });
    expect(stepper).toHaveAttribute('aria-valuenow', '2');
    expect(stepper).toHaveAttribute('aria-valuemin', '1');
    expect(stepper).toHaveAttribute('aria-valuemax', '2');
    expect(within(line).getByRole('button', { name: 'Remove Rem Summer' })).toBeInTheDocument();
    expect(within(await lineOf('Sold Figure')).getByRole('spinbutton', { name: 'Quantity of Sold Figure' })).toBeDisabled();
    expect(screen.getByText('Kept on this device. Sign in to keep it with your account.')).toBeInTheDocument();
  });

  it('words every notice', async () => {
    renderWithApp(<CartPage />);
    expect(within(await lineOf('Rem Summer')).getByText('Price dropped from ¥14,800')).toBeInTheDocument();
    const linkLine = await lineOf('figma Link');
    expect(within(linkLine).getByText('Price rose from ¥5,000')).toBeInTheDocument();
    expect(within(linkLine).getByText('Only 1 can be bought now: lower the quantity')).toBeInTheDocument();
    expect(within(await lineOf('Sold Figure')).getByText('Sold out: remove it to continue')).toBeInTheDocument();
  });

  it('sums a subtotal per currency, and ≈ the total in the collector\'s currency', async () => {
    storePreferences({ currency: { primary: 'USD' } });
    renderWithApp(<CartPage />);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('5 items')).toBeInTheDocument();
    // 2 × ¥12,800 + 2 × ¥6,000 (the sold-out CNY line is left out).
    expect(within(summary).getByText('Subtotal in JPY').nextElementSibling).toHaveTextContent('¥37,600');
    expect(within(summary).queryByText('Subtotal in CNY')).toBeNull();
    // ¥37,600 × 0.0065 = $244.40.
    expect(await within(summary).findByText('≈ $244.40')).toBeInTheDocument();
  });

  it('the stepper changes the device line within its bounds; Remove takes the line out', async () => {
    renderWithApp(<CartPage />);
    const stepper = within(await lineOf('Rem Summer')).getByRole('spinbutton', { name: 'Quantity of Rem Summer' });
    act(() => stepper.focus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(deviceLines().find((line) => line.slug === rem.slug)?.quantity).toBe(1));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(stepper).toHaveAttribute('aria-valuenow', '2'));
    expect(deviceLines().find((line) => line.slug === rem.slug)?.quantity).toBe(2);
    await userEvent.click(within(await lineOf('figma Link')).getByRole('button', { name: 'Remove figma Link' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'figma Link' })).toBeNull());
    expect(deviceLines().map((line) => line.slug)).toEqual([rem.slug, gone.slug]);
  });

  it('shows the prices even when show_prices is off, with a one-line note', async () => {
    storePreferences({ content: { show_prices: false } });
    renderWithApp(<CartPage />);
    expect(within(await lineOf('Rem Summer')).getByText('¥12,800')).toBeInTheDocument();
    expect(screen.getByText('Prices show in your cart even though you hide them elsewhere.')).toBeInTheDocument();
  });

  it('says when the cart cannot be loaded, and Try again loads it', async () => {
    previewFails = 2; // the query's own retry fails too
    renderWithApp(<CartPage />);
    expect(await screen.findByText('Could not load your cart.', undefined, { timeout: 8000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await lineOf('Rem Summer')).toBeInTheDocument();
    expect(screen.queryByText('Could not load your cart.')).toBeNull();
    expect(previews).toBe(3);
  });
});

describe('the cart page, empty', () => {
  it('says the cart is empty and links to the catalogue, without asking the server to price nothing', async () => {
    renderWithApp(<CartPage />);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse figures' })).toHaveAttribute('href', '/figures');
    expect(previews).toBe(0);
  });
});

describe('the cart page, signed in (the account cart)', () => {
  it('reads the account cart; the stepper sets the quantity on the server; Remove deletes the line', async () => {
    storeSignedIn();
    account = [
      { slug: rem.slug, quantity: 1 },
      { slug: link.slug, quantity: 1 },
    ];
    renderWithApp(<CartPage />);
    const stepper = within(await lineOf('Rem Summer')).getByRole('spinbutton', { name: 'Quantity of Rem Summer' });
    expect(screen.queryByText('Kept on this device. Sign in to keep it with your account.')).toBeNull();
    act(() => stepper.focus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(patched).toEqual([{ slug: rem.slug, quantity: 2 }]));
    await waitFor(() => expect(stepper).toHaveAttribute('aria-valuenow', '2'));
    await userEvent.click(within(await lineOf('figma Link')).getByRole('button', { name: 'Remove figma Link' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'figma Link' })).toBeNull());
    expect(account.map((line) => line.slug)).toEqual([rem.slug]);
    expect(previews).toBe(0);
  });
});
