/**
 * The add-to-cart button (docs/product-rules.md §Cart 1–2): "Add to cart" for an in-stock figure,
 * "Pre-order" for an open pre-order, nothing otherwise; the outcome as a toast, a refusal worded in
 * the UI language from the contract's rules. The API is mocked at the edge (msw).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences, utcToday, type Cart, type CartEntry, type FigureCard } from '@shared/api';
import { AddToCartButton } from '@renderer/features/cart';
import { ToastHost } from '@renderer/features/toast';
import { sampleFigureCard } from '../support/samples';
import { renderWithApp, storeSignedIn, TEST_API } from './render-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => utcToday(new Date(Date.now() + days * DAY_MS));

const inStock = (overrides: Partial<FigureCard> = {}) =>
  sampleFigureCard({ slug: 'figma-link', name: 'figma Link', status: 'in_stock', stock: 10, allocation: null, preorder_closes_at: null, max_per_order: 2, ...overrides });
const openPreorder = (overrides: Partial<FigureCard> = {}) =>
  sampleFigureCard({ slug: 'rem-summer', name: 'Rem Summer', status: 'preorder', preorder_closes_at: dayFromToday(30), allocation: 50, stock: null, ...overrides });

/** The signed-in cart the server holds: one line of `figure` × `quantity` (none when 0). */
function serverCart(figure: FigureCard, quantity: number): Cart {
  const lines =
    quantity === 0
      ? []
      : [{ figure, quantity, added_price: figure.price, added_status: figure.status, added_at: '2026-11-23T10:00:00Z', max_quantity: 2, notices: [] }];
  return { lines, item_count: quantity, subtotals: quantity === 0 ? [] : [{ amount: figure.price.amount * quantity, currency: figure.price.currency }], ready: true, unknown: [] };
}

let held = 0;
let addAnswer: () => Response = () => HttpResponse.json(serverCart(inStock(), ++held));
const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(defaultPreferences)),
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json(serverCart(inStock(), held))),
  http.post(`${TEST_API}/api/account/cart/`, () => addAnswer()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  held = 0;
  addAnswer = () => HttpResponse.json(serverCart(inStock(), ++held));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const deviceLines = (): CartEntry[] => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as CartEntry[];

function renderButtons(...buttons: React.ReactElement[]) {
  return renderWithApp(
    <>
      {buttons}
      <ToastHost />
    </>,
  );
}

describe('<AddToCartButton> (§Cart 1)', () => {
  it('"Add to cart" for an in-stock figure; adding says so with a link to the cart and shows the quantity held', async () => {
    renderButtons(<AddToCartButton key="1" figure={inStock()} name="figma Link" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const toast = screen.getByTestId('toast-region');
    expect(await within(toast).findByText('Added to your cart')).toBeInTheDocument();
    expect(within(toast).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(deviceLines()).toEqual([expect.objectContaining({ slug: 'figma-link', quantity: 1, added_price: { amount: 12800, currency: 'JPY' }, added_status: 'in_stock' })]);
    expect(await screen.findByRole('button', { name: 'Add to cart (1 in cart)' })).toBeInTheDocument();
  });

  it('"Pre-order" for an open pre-order; the card\'s small button is named after the figure', async () => {
    renderButtons(<AddToCartButton key="1" figure={openPreorder()} name="Rem Summer" />, <AddToCartButton key="2" figure={openPreorder()} name="Rem Summer" variant="compact" />);
    expect(await screen.findByRole('button', { name: 'Pre-order' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pre-order Rem Summer' }));
    expect(await screen.findByRole('button', { name: 'Pre-order Rem Summer (1 in cart)' })).toHaveTextContent('1');
  });

  it('nothing for a figure that cannot be bought: sold out, released, a pre-order past its closing date, an allocation used up, no stock', async () => {
    renderButtons(
      <AddToCartButton key="ok" figure={inStock({ slug: 'buyable' })} name="Buyable" variant="compact" />,
      <AddToCartButton key="1" figure={inStock({ slug: 'sold', status: 'sold_out', stock: null })} name="Sold" variant="compact" />,
      <AddToCartButton key="2" figure={inStock({ slug: 'released', status: 'released', stock: null })} name="Released" variant="compact" />,
      <AddToCartButton key="3" figure={openPreorder({ slug: 'closed', preorder_closes_at: dayFromToday(-1) })} name="Closed" variant="compact" />,
      <AddToCartButton key="4" figure={openPreorder({ slug: 'used-up', allocation: 0 })} name="Used up" variant="compact" />,
      <AddToCartButton key="5" figure={inStock({ slug: 'empty', stock: 0 })} name="Empty" variant="compact" />,
    );
    expect(await screen.findByRole('button', { name: 'Add Buyable to cart' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('anonymous: past max_per_order nothing is added and the toast says why', async () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify([{ slug: 'figma-link', quantity: 2, added_price: { amount: 12800, currency: 'JPY' }, added_status: 'in_stock', added_at: '2026-11-23T10:00:00Z' }]),
    );
    renderButtons(<AddToCartButton key="1" figure={inStock()} name="figma Link" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart (2 in cart)' }));
    const toast = screen.getByTestId('toast-region');
    expect(await within(toast).findByText('You can buy at most 2 of this figure in one order.')).toBeInTheDocument();
    expect(within(toast).getByText('Not added to your cart')).toBeInTheDocument();
    expect(deviceLines()[0]?.quantity).toBe(2);
  });
});

describe('<AddToCartButton> signed in (§Cart 2, 4)', () => {
  const refuseOverLimit = () => HttpResponse.json({ quantity: ['You can buy at most 2 of this figure in one order.'] }, { status: 400 });

  it('adds on the server, leaves the device cart alone and tells the other tabs', async () => {
    storeSignedIn();
    renderButtons(<AddToCartButton key="1" figure={inStock()} name="figma Link" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('button', { name: 'Add to cart (1 in cart)' })).toBeInTheDocument();
    expect(held).toBe(1);
    expect(window.localStorage.getItem('cart')).toBeNull();
    expect(window.localStorage.getItem('cart_changed')).toMatch(/^\d+$/);
  });

  it('a 400 shows the reason in English', async () => {
    storeSignedIn();
    held = 2;
    addAnswer = refuseOverLimit;
    renderButtons(<AddToCartButton key="1" figure={inStock()} name="figma Link" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart (2 in cart)' }));
    expect(await within(screen.getByTestId('toast-region')).findByText('You can buy at most 2 of this figure in one order.')).toBeInTheDocument();
  });

  it('a 400 shows the reason in Japanese, worked out by the app, not the server\'s English', async () => {
    storeSignedIn();
    window.localStorage.setItem('user_preferences', JSON.stringify({ ...defaultPreferences, ui: { ...defaultPreferences.ui, language: 'ja' } }));
    held = 2;
    addAnswer = refuseOverLimit;
    renderButtons(<AddToCartButton key="1" figure={inStock()} name="figma Link" />);
    await userEvent.click(await screen.findByRole('button', { name: 'カートに入れる（カートに2点）' }));
    const toast = screen.getByTestId('toast-region');
    expect(await within(toast).findByText('このフィギュアは1回の注文で2点まで購入できます。')).toBeInTheDocument();
    expect(within(toast).queryByText(/You can buy/)).toBeNull();
  });

  it('without an answer from the server it says nothing changed, and nothing did', async () => {
    storeSignedIn();
    held = 1;
    addAnswer = () => HttpResponse.error();
    renderButtons(<AddToCartButton key="1" figure={inStock()} name="figma Link" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart (1 in cart)' }));
    expect(
      await within(screen.getByTestId('toast-region')).findByText('Cannot reach the server. Nothing was changed: try again when you are back online.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart (1 in cart)' })).toBeInTheDocument();
    await waitFor(() => expect(held).toBe(1));
  });
});
