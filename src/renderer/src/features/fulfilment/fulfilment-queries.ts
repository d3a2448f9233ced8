import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FulfilmentApi } from '@renderer/api/fulfilment';
import { useServices } from '@renderer/platform/services';

/** Query keys of the fulfilment feature. */
export const fulfilmentKeys = {
  all: ['fulfilment'] as const,
  /** One page of the shipments in a state. */
  shipments: (state: 'ready' | 'shipped' | 'delivered', page: number) => [...fulfilmentKeys.all, 'shipments', state, page] as const,
  cancellations: () => [...fulfilmentKeys.all, 'cancellations'] as const,
  log: (page: number) => [...fulfilmentKeys.all, 'log', page] as const,
};

/** GET /api/fulfilment/shipments/?state=&page= (staff). */
export function shipmentsQuery(api: Pick<FulfilmentApi, 'shipments'>, state: 'ready' | 'shipped' | 'delivered', page: number) {
  return queryOptions({ queryKey: fulfilmentKeys.shipments(state, page), queryFn: () => api.shipments(state, page) });
}

/** GET /api/fulfilment/cancellations/ (staff). */
export function cancellationsQuery(api: Pick<FulfilmentApi, 'cancellations'>) {
  return queryOptions({ queryKey: fulfilmentKeys.cancellations(), queryFn: () => api.cancellations() });
}

/** GET /api/fulfilment/log/?page= (staff). */
export function staffLogQuery(api: Pick<FulfilmentApi, 'log'>, page: number) {
  return queryOptions({ queryKey: fulfilmentKeys.log(page), queryFn: () => api.log(page) });
}

/**
 * A staff action (`run` calls the API); on success every fulfilment list and the staff log are
 * asked again (an action moves a shipment between lists and adds a log line), and so are orders
 * (the collector's order page, if open in this app, shows the change).
 */
export function useStaffAction<T>(run: (api: FulfilmentApi, input: T) => Promise<void>) {
  const { fulfilmentApi } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(fulfilmentApi, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: fulfilmentKeys.all }), queryClient.invalidateQueries({ queryKey: ['orders'] })]),
  });
}
