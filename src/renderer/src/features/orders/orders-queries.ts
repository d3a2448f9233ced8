import { queryOptions } from '@tanstack/react-query';
import type { OrdersApi } from '@renderer/api/orders';
import { isHttpError } from '@renderer/api/http';
import { QUERY_RETRY } from '@shared/constants';

/** Query keys of the orders feature. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  /** One page (1-based) of the signed-in collector's orders. */
  list: (page: number) => [...ordersKeys.lists(), page] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  /** One order. */
  detail: (id: number) => [...ordersKeys.details(), id] as const,
};

/** Whether `error` is the API's 404: an unknown order, or another collector's (docs/product-rules.md §Orders 4). */
export function isNotFound(error: unknown): boolean {
  return isHttpError(error) && error.response?.status === 404;
}

/** GET /api/orders/?page= (signed in): newest first. */
export function orderListQuery(api: Pick<OrdersApi, 'list'>, page: number) {
  return queryOptions({ queryKey: ordersKeys.list(page), queryFn: () => api.list(page) });
}

/** GET /api/orders/{id}/ (signed in). A 404 is an answer, not a failure: it is not asked again. */
export function orderQuery(api: Pick<OrdersApi, 'get'>, id: number) {
  return queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: () => api.get(id),
    retry: (failures, error) => !isNotFound(error) && failures < QUERY_RETRY,
  });
}
