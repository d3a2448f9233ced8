/**
 * The checkout's API client (src/renderer/src/api/checkout.ts; docs/product-rules.md §Checkout,
 * §Orders 1) over the app's real HTTP client, its transport (the edge) answering as the demo API
 * would: placing an order sends the Idempotency-Key header, a 201 is the order, a 409
 * `order_changed` is a typed outcome (not an error), and every other failure rejects.
 */
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, orderMessages, type PlaceOrderRequest } from '@shared/api';
import { createApiClient } from '@renderer/api/client';
import { createCheckoutApi } from '@renderer/api/checkout';
import { ApiContractError } from '@renderer/api/errors';
import { sampleAddress, sampleOrder, sampleQuote } from '../../../support/checkout-samples';

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown };

/** The checkout API over a client whose transport is `handler`; `seen` collects every request. */
function setup(handler: Handler) {
  const client = createApiClient({ baseURL: 'https://api.test', session: { getAccessToken: () => 'token', refreshAccessToken: async () => null } });
  const seen: InternalAxiosRequestConfig[] = [];
  client.defaults.adapter = async (config) => {
    seen.push(config);
    const { status, data } = handler(config);
    const response = { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  return { api: createCheckoutApi(client), seen };
}

const reviewed = sampleQuote({ method: 'ems' });
const request: PlaceOrderRequest = {
  address_id: 1,
  method: 'ems',
  ship_together: false,
  expected: { lines: [{ slug: 'rem-summer', quantity: 1, unit_price_jpy: 12800 }, { slug: 'miku-2027', quantity: 1, unit_price_jpy: 12720 }], total_jpy: 31520, due_now_jpy: 15800 },
};
const body = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data)) as unknown;

describe('placeOrder (§Orders 1)', () => {
  it('posts the review with the Idempotency-Key header and answers the placed order', async () => {
    const { api, seen } = setup(() => ({ status: 201, data: sampleOrder(reviewed) }));
    const outcome = await api.placeOrder(request, 'key-1');
    expect(outcome).toEqual({ placed: true, order: sampleOrder(reviewed) });
    expect(seen[0]?.method).toBe('post');
    expect(seen[0]?.url).toBe('/api/orders/');
    expect(AxiosHeaders.from(seen[0]!.headers).get(IDEMPOTENCY_KEY_HEADER)).toBe('key-1');
    expect(body(seen[0]!)).toEqual(request);
  });

  it('answers a 409 order_changed as a typed outcome with the changes and the quote as it is now', async () => {
    const now = sampleQuote({ method: 'ems' });
    const changed = { detail: orderMessages.changed, code: 'order_changed', changes: [{ kind: 'price', slug: 'rem-summer', was: 12800, now: 11800 }], quote: now };
    const { api } = setup(() => ({ status: 409, data: changed }));
    await expect(api.placeOrder(request, 'key-1')).resolves.toEqual({ placed: false, changed });
  });

  it('rejects a 409 that is not the contract’s order_changed, and every other failure, as the error it is', async () => {
    await expect(setup(() => ({ status: 409, data: { detail: 'Conflict.' } })).api.placeOrder(request, 'k')).rejects.toBeInstanceOf(ApiContractError);
    const refused = setup(() => ({ status: 400, data: { non_field_errors: ['Your cart is empty.'] } }));
    await expect(refused.api.placeOrder(request, 'k')).rejects.toMatchObject({ response: { status: 400 } });
    const reused = setup(() => ({ status: 422, data: { detail: orderMessages.idempotencyKeyReused, code: 'idempotency_key_reused' } }));
    await expect(reused.api.placeOrder(request, 'k')).rejects.toMatchObject({ response: { status: 422 } });
  });
});

describe('the address book and the quote (§Checkout 2–3)', () => {
  it('reads, adds, edits, deletes and quotes at the contract’s paths, parsing each answer', async () => {
    const address = sampleAddress();
    const { api, seen } = setup((config) => {
      if (config.method === 'get') return { status: 200, data: [address] };
      if (config.method === 'delete') return { status: 204 };
      if (config.url === '/api/account/checkout/quote/') return { status: 200, data: sampleQuote() };
      return { status: config.method === 'post' ? 201 : 200, data: address };
    });
    await expect(api.addresses()).resolves.toEqual([address]);
    await expect(api.createAddress({ ...address, is_default: false })).resolves.toEqual(address);
    await expect(api.updateAddress(1, { is_default: true })).resolves.toEqual(address);
    await expect(api.deleteAddress(1)).resolves.toBeUndefined();
    await expect(api.quote({ address_id: 1, method: null, ship_together: false })).resolves.toEqual(sampleQuote());
    expect(seen.map((config) => `${config.method} ${config.url}`)).toEqual([
      'get /api/account/addresses/',
      'post /api/account/addresses/',
      'patch /api/account/addresses/1/',
      'delete /api/account/addresses/1/',
      'post /api/account/checkout/quote/',
    ]);
    expect(body(seen[4]!)).toEqual({ address_id: 1, method: null, ship_together: false });
  });

  it('refuses an answer that does not fit the contract', async () => {
    const { api } = setup(() => ({ status: 200, data: [{ id: 'one' }] }));
    await expect(api.addresses()).rejects.toBeInstanceOf(ApiContractError);
  });
});
