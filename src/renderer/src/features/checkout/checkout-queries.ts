import { queryOptions } from '@tanstack/react-query';
import type { DeliveryMethod } from '@shared/api/shipping';
import type { CheckoutApi } from '@renderer/api/checkout';
import { isHttpError } from '@renderer/api/http';
import { QUERY_RETRY } from '@shared/constants';

/** Query keys of the checkout feature. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** The signed-in user's address book. */
  addresses: () => [...checkoutKeys.all, 'addresses'] as const,
  /** The cart quoted for an address, a method (null: the options only) and whether everything ships together. */
  quote: (addressId: number, method: DeliveryMethod | null, together: boolean) => [...checkoutKeys.all, 'quote', addressId, method, together] as const,
};

/** A failed call is tried again (the app's one retry, docs/product-rules.md §API 2) unless the server answered 4xx: that answer would not change. */
function retryUnlessRefused(failures: number, error: unknown): boolean {
  const status = isHttpError(error) ? error.response?.status : undefined;
  return failures < QUERY_RETRY && !(status !== undefined && status >= 400 && status < 500);
}

/** GET /api/account/addresses/. */
export function addressesQuery(api: Pick<CheckoutApi, 'addresses'>) {
  return queryOptions({ queryKey: checkoutKeys.addresses(), queryFn: () => api.addresses(), retry: retryUnlessRefused });
}

/**
 * POST /api/account/checkout/quote/ for the address and delivery. Always asked again when a step
 * mounts (stale at once): prices, stock and rates may have changed since the last step.
 */
export function quoteQuery(api: Pick<CheckoutApi, 'quote'>, addressId: number, method: DeliveryMethod | null, together: boolean) {
  return queryOptions({
    queryKey: checkoutKeys.quote(addressId, method, together),
    queryFn: () => api.quote({ address_id: addressId, method, ship_together: together }),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}
