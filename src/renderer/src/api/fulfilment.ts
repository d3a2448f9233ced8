import type { HttpClient } from './http';
import { fulfilmentLogSchema, staffCancellationListSchema, staffShipmentListSchema, type Carrier, type CancellationDecision, type RefundRequest, fulfilmentPaths } from '@shared/api';
import { parseAnswer } from './errors';

/**
 * The fulfilment endpoints for staff (docs/product-rules.md §Fulfilment 4; moderators only: 401
 * without a token, 403 for anyone else), parsed with the shared contract. Rejects with the axios
 * error of a failed call (400 with field errors: a tracking number of the wrong format, a refund
 * over what is left; 409 with `detail` and `code`: not ready, not shipped, not refundable, no
 * request), or ApiContractError.
 */
export function createFulfilmentApi(http: HttpClient) {
  return {
    /** GET /api/fulfilment/shipments/?state=&page= → DRF page of shipments in that state. */
    async shipments(state: 'ready' | 'shipped' | 'delivered', page = 1) {
      const { data } = await http.get(fulfilmentPaths.shipments, { params: { state, page } });
      return parseAnswer(staffShipmentListSchema, data, `GET ${fulfilmentPaths.shipments}`);
    },
    /** POST …/shipments/{position}/ship/ {carrier, tracking_number}. */
    async ship(orderId: number, position: number, carrier: Carrier, trackingNumber: string) {
      await http.post(fulfilmentPaths.ship(orderId, position), { carrier, tracking_number: trackingNumber });
    },
    /** POST …/shipments/{position}/deliver/. */
    async deliver(orderId: number, position: number) {
      await http.post(fulfilmentPaths.deliver(orderId, position), {});
    },
    /** POST …/lines/{position}/refund/ {amount_jpy, note}. */
    async refund(orderId: number, position: number, body: RefundRequest) {
      await http.post(fulfilmentPaths.refund(orderId, position), body);
    },
    /** GET /api/fulfilment/cancellations/ → the requests waiting, oldest first. */
    async cancellations() {
      const { data } = await http.get(fulfilmentPaths.cancellations);
      return parseAnswer(staffCancellationListSchema, data, `GET ${fulfilmentPaths.cancellations}`).results;
    },
    /** POST …/lines/{position}/cancellation/ {decision, message}. */
    async decide(orderId: number, position: number, body: CancellationDecision) {
      await http.post(fulfilmentPaths.cancellation(orderId, position), body);
    },
    /** GET /api/fulfilment/log/?page= → DRF page of staff actions, newest first. */
    async log(page = 1) {
      const { data } = await http.get(fulfilmentPaths.log, { params: { page } });
      return parseAnswer(fulfilmentLogSchema, data, `GET ${fulfilmentPaths.log}`);
    },
  };
}

export type FulfilmentApi = ReturnType<typeof createFulfilmentApi>;
