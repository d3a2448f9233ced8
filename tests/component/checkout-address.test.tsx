/**
 * The checkout's address step (features/checkout; docs/product-rules.md §Checkout 1–2, §Shell 16,
 * §Locales 6): signed out, the sign-in panel and the kept cart; the address book as a radio group
 * with the default chosen; adding an address (checked before sending; the API's field messages
 * under the fields in the app's words, what was typed kept); delete after a confirmation; make
 * default; Continue to the delivery step. The API is mocked at the edge (msw).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressMessages, defaultPreferences, type Address, type Cart, type Preferences } from '@shared/api';
import { fakeJwt } from '../support/jwt';
import { sampleFigureCard } from '../support/samples';
import { sampleAddress, sampleQuote } from '../support/checkout-samples';
import { storeSignedIn, TEST_API } from './render-app';
import { currentLocation, FIRST_RENDER, renderCheckout } from './render-checkout';

const figure = sampleFigureCard({ slug: 'rem-summer', name: 'Rem Summer', status: 'in_stock', stock: 5, allocation: null, preorder_closes_at: null });
const readyCart: Cart = {
  lines: [{ figure, quantity: 1, added_price: figure.price, added_status: 'in_stock', added_at: '2026-11-23T10:00:00Z', max_quantity: 5, notices: [] }],
  item_count: 1,
  subtotals: [figure.price],
  ready: true,
  unknown: [],
};

let preferences: Preferences = defaultPreferences;
let cart: Cart = readyCart;
let book: Address[] = [];
const calls: { method: string; path: string; body?: unknown }[] = [];
let refuseNext: Record<string, string[]> | null = null;

const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json(preferences)),
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json({ base: 'JPY', date: '2026-11-27', rates: { JPY: 1, USD: 0.0065 } })),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json({ base: 'CNY', date: '2026-11-27', rates: { CNY: 1, JPY: 21 } })),
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json(cart)),
  // The delivery step, where Continue leads.
  http.post(`${TEST_API}/api/account/checkout/quote/`, () => HttpResponse.json(sampleQuote())),
  http.get(`${TEST_API}/api/account/addresses/`, () => {
    calls.push({ method: 'GET', path: 'addresses' });
    return HttpResponse.json(book);
  }),
  http.post(`${TEST_API}/api/account/addresses/`, async ({ request }) => {
    const body = (await request.json()) as Omit<Address, 'id' | 'is_default' | 'created_at'>;
    calls.push({ method: 'POST', path: 'addresses', body });
    if (refuseNext) {
      const refusal = refuseNext;
      refuseNext = null;
      return HttpResponse.json(refusal, { status: 400 });
    }
    const added = sampleAddress({ ...body, id: 10 + book.length, is_default: book.length === 0 });
    book = [...book, added];
    return HttpResponse.json(added, { status: 201 });
  }),
  http.patch(`${TEST_API}/api/account/addresses/:id/`, async ({ params, request }) => {
    const body = (await request.json()) as Partial<Address>;
    calls.push({ method: 'PATCH', path: `addresses/${String(params.id)}`, body });
    if (body.is_default) book = book.map((address) => ({ ...address, is_default: address.id === Number(params.id) }));
    return HttpResponse.json(book.find((address) => address.id === Number(params.id)));
  }),
  http.delete(`${TEST_API}/api/account/addresses/:id/`, ({ params }) => {
    calls.push({ method: 'DELETE', path: `addresses/${String(params.id)}` });
    book = book.filter((address) => address.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  preferences = defaultPreferences;
  cart = readyCart;
  book = [];
  calls.length = 0;
  refuseNext = null;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const home = sampleAddress({ id: 1, full_name: 'Erika Mustermann', is_default: false });
const office = sampleAddress({ id: 2, full_name: 'Max Mustermann', line1: 'Friedrichstraße 2', postcode: '10117', is_default: true });

function useJapanese() {
  preferences = { ...defaultPreferences, ui: { ...defaultPreferences.ui, language: 'ja' } };
  window.localStorage.setItem('user_preferences', JSON.stringify(preferences));
}

describe('signed out', () => {
  it('shows the sign-in panel and says the cart is kept; nothing is asked of the address book', async () => {
    renderCheckout('/checkout/address');
    expect(await screen.findByRole('region', { name: 'Sign in to see this page' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('Your cart is kept: sign in or register to check out.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Address');
    expect(calls).toEqual([]);
  });

  it('shows the step as soon as the collector has signed in', async () => {
    book = [office];
    const { services } = renderCheckout('/checkout/address');
    await screen.findByRole('region', { name: 'Sign in to see this page' }, FIRST_RENDER);
    act(() => services.authStore.getState().setTokens({ accessToken: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }), refreshToken: 'refresh-1' }));
    expect(await screen.findByRole('radio', { name: /^Max Mustermann/ })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Sign in to see this page' })).toBeNull();
  });
});

describe('the address book (§Checkout 2)', () => {
  beforeEach(() => storeSignedIn());

  it('lists the addresses as radios labelled with the whole address, the default chosen; Continue goes to the delivery step', async () => {
    book = [office, home];
    renderCheckout('/checkout/address');
    const group = await screen.findByRole('radiogroup', { name: 'Delivery address' }, FIRST_RENDER);
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: /^Max Mustermann, Friedrichstraße 2, Berlin, 10117, Germany/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Erika Mustermann, Unter den Linden 1, Berlin, 10117, Germany' })).not.toBeChecked();
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('radio', { name: /^Erika/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(currentLocation()).toBe('/checkout/delivery?address=1');
  });

  it('makes the chosen address the default, and deletes it only after the confirmation', async () => {
    book = [office, home];
    renderCheckout('/checkout/address');
    await userEvent.click(await screen.findByRole('radio', { name: /^Erika/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'PATCH', path: 'addresses/1', body: { is_default: true } }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(within(dialog).getByText('Erika Mustermann, Unter den Linden 1, Berlin, 10117, Germany')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: 'addresses/1' }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^Erika/ })).toBeNull());
    expect(screen.getByRole('radio', { name: /^Max/ })).toBeChecked();
  });

  it('waits for a cart that can be checked out, with a way to the cart', async () => {
    book = [office];
    cart = { ...readyCart, ready: false };
    renderCheckout('/checkout/address');
    expect(await screen.findByText('Some lines of your cart must change first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('adding an address (§Checkout 2, §Locales 6)', () => {
  beforeEach(() => storeSignedIn());

  async function fillForm() {
    await userEvent.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Erika Mustermann');
    await userEvent.type(screen.getByRole('textbox', { name: /^Address line 1/ }), 'Unter den Linden 1');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Berlin');
    await userEvent.type(screen.getByRole('textbox', { name: /^Postcode/ }), '1234');
    await userEvent.click(screen.getByRole('combobox', { name: /^Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Phone number/ }), '12');
  }

  it('checks the required fields before sending, each message under its field', async () => {
    renderCheckout('/checkout/address');
    await userEvent.click(await screen.findByRole('button', { name: 'Save address' }, FIRST_RENDER));
    for (const name of [/^Full name/, /^Address line 1/, /^City/, /^Postcode/, /^Phone number/]) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('Fill in this field.');
    }
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveAccessibleDescription('Fill in this field.');
    expect(screen.getByRole('textbox', { name: /^Address line 2/ })).not.toHaveAccessibleDescription('Fill in this field.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the API's field messages under the fields and keeps what was typed; a good save chooses the new address", async () => {
    refuseNext = { postcode: [addressMessages.postcode], phone: [addressMessages.phone] };
    renderCheckout('/checkout/address');
    await screen.findByRole('button', { name: 'Save address' }, FIRST_RENDER);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const postcode = screen.getByRole('textbox', { name: /^Postcode/ });
    await waitFor(() => expect(postcode).toHaveAccessibleDescription('Enter a valid postcode for this country.'));
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription('Enter a valid phone number for this country.');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ full_name: 'Erika Mustermann', postcode: '1234', country: 'DE', phone: '12' });
    expect(postcode).toHaveValue('1234');
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Erika Mustermann');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('Germany');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '10117');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('radio', { name: /^Erika Mustermann, Unter den Linden 1, Berlin, 10117, Germany/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
  });

  it('words the messages in Japanese in the Japanese interface, and lists the countries by their Japanese names', async () => {
    useJapanese();
    refuseNext = { postcode: [addressMessages.postcode], phone: [addressMessages.phone] };
    renderCheckout('/checkout/address');
    await screen.findByRole('button', { name: '住所を保存' }, FIRST_RENDER);
    await userEvent.type(screen.getByRole('textbox', { name: /^氏名/ }), 'エリカ');
    await userEvent.type(screen.getByRole('textbox', { name: /^住所1/ }), 'Unter den Linden 1');
    await userEvent.type(screen.getByRole('textbox', { name: /^市区町村/ }), 'Berlin');
    await userEvent.type(screen.getByRole('textbox', { name: /^郵便番号/ }), '1234');
    await userEvent.click(screen.getByRole('combobox', { name: /^国・地域/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options.slice(0, 4)).toEqual(['アイルランド', 'アメリカ合衆国', 'アラブ首長国連邦', 'アルゼンチン']);
    await userEvent.click(screen.getByRole('option', { name: 'ドイツ' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^電話番号/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: '住所を保存' }));
    const postcode = screen.getByRole('textbox', { name: /^郵便番号/ });
    await waitFor(() => expect(postcode).toHaveAccessibleDescription('この国・地域の正しい郵便番号を入力してください。'));
    expect(screen.getByRole('textbox', { name: /^電話番号/ })).toHaveAccessibleDescription('この国・地域の正しい電話番号を入力してください。');
    expect(postcode).toHaveValue('1234');
    expect(screen.getByRole('textbox', { name: /^氏名/ })).toHaveValue('エリカ');
  });
});
