import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressCreateRequest } from '@shared/api/addresses';
import { useServices } from '@renderer/platform/services';
import { addressesQuery, checkoutKeys } from './checkout-queries';

/** The address book and its changes, as the address step uses them. */
export interface AddressBook {
  addresses: Address[] | undefined;
  pending: boolean;
  error: boolean;
  retry: () => void;
  /** Adds an address → the kept one. Rejects with the API's error (400 field messages, `non_field_errors` when full). */
  create(fields: AddressCreateRequest): Promise<Address>;
  /** Saves new fields of an address → the kept one. Rejects as create. */
  update(id: number, fields: AddressCreateRequest): Promise<Address>;
  remove(id: number): Promise<void>;
  makeDefault(id: number): Promise<Address>;
}

/**
 * The signed-in user's address book (docs/product-rules.md §Checkout 2): GET
 * /api/account/addresses/ and its changes; after each one the book is fetched again (the default
 * may have moved) and every quote is dropped (its address may have changed). @throws outside a ServicesProvider.
 */
export function useAddressBook(): AddressBook {
  const { checkoutApi } = useServices();
  const queryClient = useQueryClient();
  const query = useQuery(addressesQuery(checkoutApi));
  const refresh = () => {
    queryClient.removeQueries({ queryKey: [...checkoutKeys.all, 'quote'] });
    return queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses() });
  };
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: refresh,
  });
  const run = <T>(call: () => Promise<T>) => change.mutateAsync(call) as Promise<T>;
  return {
    addresses: query.data,
    pending: query.isPending,
    error: query.isError,
    retry: () => void query.refetch(),
    create: (fields) => run(() => checkoutApi.createAddress(fields)),
    update: (id, fields) => run(() => checkoutApi.updateAddress(id, fields)),
    remove: (id) => run(() => checkoutApi.deleteAddress(id)),
    makeDefault: (id) => run(() => checkoutApi.updateAddress(id, { is_default: true })),
  };
}
