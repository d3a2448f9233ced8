import type { HttpClient } from './http';
import { isHttpError } from './http';
import {
  IDEMPOTENCY_KEY_HEADER,
  addressListSchema,
  addressSchema,
  apiPaths,
  orderChangedErrorSchema,
  orderSchema,
  quoteSchema,
  type AddressCreateRequest,
  type AddressUpdateRequest,
  type Order,
  type OrderChangedError,
  type PlaceOrderRequest,
  type QuoteRequest,
} from '@shared/api';
import { parseAnswer } from './errors';

/**
 * What placing an order came to: the order (201), or the 409 `order_changed` answer (what changed
 * since the review, and the quote as it is now), which the review shows rather than an error.
 */
export type PlaceOrderOutcome = { placed: true; order: Order } | { placed: false; changed: OrderChangedError };

/**
 * The checkout's endpoints (docs/product-rules.md §Checkout 1–6, §Orders 1), parsed with the shared
 * contract: the signed-in user's address book, the quote for an address and a delivery method, and
 * placing the reviewed order. Rejects with the axios error of a failed call (400 field errors or
 * `non_field_errors`, 401 signed out, 404 another user's or an unknown address, 422 a reused
 * Idempotency-Key), or ApiContractError; a 409 of placeOrder is an outcome, not a rejection.
 */
export function createCheckoutApi(http: HttpClient) {
  return {
    /** GET /api/account/addresses/ → the addresses, the default first, then newest first. */
    async addresses() {
      const { data } = await http.get(apiPaths.addresses);
      return parseAnswer(addressListSchema, data, `GET ${apiPaths.addresses}`);
    },
    /** POST /api/account/addresses/ {fields, is_default?} → 201 the kept address (phone in E.164). */
    async createAddress(request: AddressCreateRequest) {
      const { data } = await http.post(apiPaths.addresses, request);
      return parseAnswer(addressSchema, data, `POST ${apiPaths.addresses}`);
    },
    /** PATCH /api/account/addresses/{id}/ {any field, is_default: true to make it the default} → the address. */
    async updateAddress(id: number, request: AddressUpdateRequest) {
      const { data } = await http.patch(apiPaths.address(id), request);
      return parseAnswer(addressSchema, data, `PATCH ${apiPaths.address(id)}`);
    },
    /** DELETE /api/account/addresses/{id}/ → 204 (the newest remaining address becomes the default when it was). */
    async deleteAddress(id: number): Promise<void> {
      await http.delete(apiPaths.address(id));
    },
    /** POST /api/account/checkout/quote/ {address_id, method?, ship_together} → the quote (options, shipments, totals in JPY, rate). */
    async quote(request: QuoteRequest) {
      const { data } = await http.post(apiPaths.checkoutQuote, request);
      return parseAnswer(quoteSchema, data, `POST ${apiPaths.checkoutQuote}`);
    },
    /**
     * POST /api/orders/ with header `Idempotency-Key: <idempotencyKey>` (1–255 printable ASCII
     * characters: the same key and body answer the same order, so a retry never orders twice) →
     * `{placed: true, order}` on 201, `{placed: false, changed}` on 409 `order_changed`.
     */
    async placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderOutcome> {
      try {
        const { data } = await http.post(apiPaths.orders, request, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
        return { placed: true, order: parseAnswer(orderSchema, data, `POST ${apiPaths.orders}`) };
      } catch (error) {
        if (!isHttpError(error) || error.response?.status !== 409) throw error;
        return { placed: false, changed: parseAnswer(orderChangedErrorSchema, error.response.data, `POST ${apiPaths.orders} (409)`) };
      }
    },
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
