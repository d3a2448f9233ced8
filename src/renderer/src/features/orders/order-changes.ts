import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationReason, Order } from '@shared/api';
import { isHttpError, isNoResponseError } from '@renderer/api/http';
import { useServices } from '@renderer/platform/services';
import { ordersKeys } from './orders-queries';
import { collectionKeys } from '@renderer/features/collection';

/** A change the collector makes on their order (docs/product-rules.md §Fulfilment 2–3). */
export type OrderChangeRequest =
  | { kind: 'cancel'; position: number; reason: CancellationReason }
  | { kind: 'request'; position: number; reason: CancellationReason }
  | { kind: 'stopTogether' };

/**
 * Why a change failed, as the page says it: `offline` (no answer: nothing changed), the API's
 * `detail` (a 409 says why the line can no longer change), or `unknown`.
 */
export function changeProblem(error: unknown): { kind: 'offline' } | { kind: 'refused'; detail: string } | { kind: 'unknown' } {
  if (isNoResponseError(error)) return { kind: 'offline' };
  const detail = isHttpError(error) ? (error.response?.data as { detail?: unknown } | undefined)?.detail : undefined;
  return typeof detail === 'string' ? { kind: 'refused', detail } : { kind: 'unknown' };
}

/**
 * The mutation that sends a change of order `orderId` and puts the order the API answers in the
 * query cache (the page shows it at once); the order lists are asked again. A refused change (409)
 * also asks for the order again, since it changed elsewhere.
 */
export function useOrderChange(orderId: number) {
  const { ordersApi } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderChangeRequest): Promise<Order> => {
      if (change.kind === 'cancel') return ordersApi.cancelLine(orderId, change.position, change.reason);
      if (change.kind === 'request') return ordersApi.requestCancellation(orderId, change.position, change.reason);
      return ordersApi.stopShippingTogether(orderId);
    },
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      // A cancelled line takes its figure out of the collection (docs/product-rules.md §Collection 1).
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
    onError: (error) => {
      if (isHttpError(error) && error.response?.status === 409) void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(orderId) });
    },
  });
}
