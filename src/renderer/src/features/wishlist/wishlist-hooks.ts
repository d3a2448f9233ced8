import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdultMode, WishlistListResponse } from '@shared/api';
import { adultModeOf } from '@shared/api/catalogue-constants';
import { useIsSignedIn } from '@renderer/features/auth';
import { usePreference } from '@renderer/features/preferences';
import { useServices } from '@renderer/platform/services';
import { followWishlistOwner } from './wishlist-owner';
import { serverWishlistQuery, wishlistKeys } from './wishlist-queries';

/** The `adult` mode of content.show_nsfw (adultModeOf), as every list sends it; re-renders on a change. */
export function useAdultMode(): AdultMode {
  return adultModeOf(usePreference((p) => p.content.show_nsfw));
}

const noSlugs: readonly string[] = [];
const serverSnapshot = () => noSlugs;

/**
 * The device list (anonymous visitor), re-rendering on every change here or in another tab. Empty
 * on the server and while hydrating (the pre-render knows no device), then the stored list.
 */
export function useDeviceWishlist(): readonly string[] {
  const device = useServices().deviceWishlist;
  return useSyncExternalStore(device.subscribe, device.getSnapshot, serverSnapshot);
}

/** The wished slugs wherever they live (the account's list's `slugs` signed in, the device's otherwise), and the account's query. */
function useWishedSlugs() {
  const wishlistApi = useServices().wishlistApi;
  const signedIn = useIsSignedIn();
  const adult = useAdultMode();
  const deviceSlugs = useDeviceWishlist();
  const server = useQuery({ ...serverWishlistQuery(wishlistApi, adult, 1), enabled: signedIn });
  const serverSlugs = server.data?.slugs;
  const wished = useMemo(() => new Set(signedIn ? (serverSlugs ?? []) : deviceSlugs), [signedIn, serverSlugs, deviceSlugs]);
  return { wished, server };
}

/** Whether `slug` is wished (the heart's state, read only: no mutation), re-rendering on a change here or in another tab. */
export function useIsWished(slug: string): boolean {
  return useWishedSlugs().wished.has(slug);
}

export interface WishlistState {
  /** Whether the wished slugs are known (the account's list loaded, or anonymous). */
  ready: boolean;
  isWished(slug: string): boolean;
  /** Adds or removes a figure: on the server when signed in, on the device otherwise. */
  setWished(slug: string, wished: boolean): void;
  /** The last server change failed (the heart shows the server's state again). */
  failed: boolean;
}

/**
 * The wishlist wherever it lives (docs/product-rules.md §Wishlist 2–3): the account's (GET /api/account/wishlist/,
 * its `slugs`) when signed in, with the change shown at once and undone if the server refuses it;
 * the device's otherwise. @throws outside a ServicesProvider.
 */
export function useWishlist(): WishlistState {
  const { wishlistApi, deviceWishlist } = useServices();
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const { wished, server } = useWishedSlugs();
  const mutation = useMutation({
    mutationFn: async ({ slug, wished }: { slug: string; wished: boolean }): Promise<void> => {
      if (wished) await wishlistApi.add(slug);
      else await wishlistApi.remove(slug);
    },
    onMutate: async ({ slug, wished }) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.server() });
      queryClient.setQueriesData<WishlistListResponse>({ queryKey: wishlistKeys.server() }, (page) =>
        page ? { ...page, slugs: wished ? [slug, ...page.slugs.filter((s) => s !== slug)] : page.slugs.filter((s) => s !== slug) } : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.server() }),
  });
  const { mutate } = mutation;
  const setWished = useCallback(
    (slug: string, value: boolean) => {
      if (signedIn) mutate({ slug, wished: value });
      else deviceWishlist.set(slug, value);
    },
    [signedIn, mutate, deviceWishlist],
  );
  return {
    ready: !signedIn || server.isSuccess,
    isWished: (slug) => wished.has(slug),
    setWished,
    failed: signedIn && mutation.isError,
  };
}

/**
 * Merges the device list into the account's at sign-in (and at start when signed in), then
 * refetches the account's list. The shell mounts it once. @throws outside a ServicesProvider.
 */
export function useWishlistOwner(): void {
  const { authStore, deviceWishlist, wishlistApi } = useServices();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followWishlistOwner({
        auth: authStore,
        device: deviceWishlist,
        merge: (slugs) => wishlistApi.merge(slugs),
        onMerged: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
      }),
    [authStore, deviceWishlist, wishlistApi, queryClient],
  );
}
