import type { HttpClient } from './http';
import { apiPaths, orderListSchema, orderSchema, paymentSessionSchema, type CancellationReason, orderPaths } from '@shared/api';
import { parseAnswer } from './errors';

/**
 * The orders' endpoints (docs/product-rules.md §Orders 4, §Payment 1), parsed with the shared
 * contract: the signed-in collector's orders, one order, a payment session for it, and the changes
 * the collector may make (cancel a line, ask staff to, stop shipping together). Rejects with
 * the axios error of a failed call (401 signed out; 404 an unknown order or another collector's;
 * 400 a return URL that is not registered; 409 nothing to pay), or ApiContractError.
 */
export function createOrdersApi(http: HttpClient) {
  return {
    /** GET /api/orders/?page= → DRF page {count, next, previous, results} of order summaries, newest first. */
    async list(page = 1) {
      const { data } = await http.get(apiPaths.orders, { params: { page } });
      return parseAnswer(orderListSchema, data, `GET ${apiPaths.orders}`);
    },
    /** GET /api/orders/{id}/ → the order (lines, shipments, address, totals, payment, events). */
    async get(id: number) {
      const path = apiPaths.order(id);
      const { data } = await http.get(path);
      return parseAnswer(orderSchema, data, `GET ${path}`);
    },
    /**
     * POST /api/orders/{id}/payment/ {return_url} → 201 {session_id, url, expires_at}: the provider's
     * page to send the collector to; `returnUrl` is `<web origin>/orders/<id>` or `<scheme>:/orders/<id>`.
     */
    async createPaymentSession(id: number, returnUrl: string) {
      const path = orderPaths.payment(id);
      const { data } = await http.post(path, { return_url: returnUrl });
      return parseAnswer(paymentSessionSchema, data, `POST ${path}`);
    },
    /** POST /api/orders/{id}/lines/{position}/cancel/ {reason} → the order (409 when the line can no longer be cancelled). */
    async cancelLine(id: number, position: number, reason: CancellationReason) {
      const path = orderPaths.lineCancel(id, position);
      const { data } = await http.post(path, { reason });
      return parseAnswer(orderSchema, data, `POST ${path}`);
    },
    /** POST /api/orders/{id}/lines/{position}/cancellation-request/ {reason} → the order (409 unless paid and not shipped, or when one waits). */
    async requestCancellation(id: number, position: number, reason: CancellationReason) {
      const path = orderPaths.lineCancellationRequest(id, position);
      const { data } = await http.post(path, { reason });
      return parseAnswer(orderSchema, data, `POST ${path}`);
    },
    /** POST /api/orders/{id}/ship-together/ {ship_together: false} → the order, what was ready invoiced (409 when nothing is held). */
    async stopShippingTogether(id: number) {
      const path = orderPaths.shipTogether(id);
      const { data } = await http.post(path, { ship_together: false });
      return parseAnswer(orderSchema, data, `POST ${path}`);
    },
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
