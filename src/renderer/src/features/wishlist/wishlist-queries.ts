import { queryOptions } from '@tanstack/react-query';
import { WISHLIST_PAGE_SIZE, type AdultMode } from '@shared/api';
import type { WishlistApi } from '@renderer/api/wishlist';
import type { CatalogueApi } from '@renderer/api/catalogue';
import { figureFailureKind } from '@renderer/api/figure-failure';

/**
 * Query keys of the wishlist feature. Every key holds the `adult` mode (content.show_nsfw), so a
 * settings change is a new key and refetches at once, as the catalogue's do.
 */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  /** The account's list (signed in). */
  server: () => [...wishlistKeys.all, 'server'] as const,
  serverPage: (adult: AdultMode, page: number) => [...wishlistKeys.server(), adult, page] as const,
  /** The device list's figures (anonymous). */
  device: (slugs: readonly string[], adult: AdultMode) => [...wishlistKeys.all, 'device', adult, ...slugs] as const,
};

/** One page (1-based) of GET /api/account/wishlist/ with the adult setting; its `slugs` mark every heart. */
export function serverWishlistQuery(api: Pick<WishlistApi, 'list'>, adult: AdultMode, page: number) {
  return queryOptions({
    queryKey: wishlistKeys.serverPage(adult, page),
    queryFn: () => api.list({ adult, page, page_size: WISHLIST_PAGE_SIZE }),
  });
}

/** The device list's figures as cards, and how many the content settings hide (403 adult_hidden). */
export interface DeviceWishlistFigures {
  figures: Awaited<ReturnType<CatalogueApi['figure']>>[];
  hidden: number;
}

/**
 * The figures of the device list, one GET /api/figures/{slug}/ each (there is no batch call for an
 * anonymous visitor). A figure gone from the catalogue (404) is left out; any other failure fails the query.
 */
export function deviceWishlistQuery(api: Pick<CatalogueApi, 'figure'>, slugs: readonly string[], adult: AdultMode) {
  return queryOptions({
    queryKey: wishlistKeys.device(slugs, adult),
    queryFn: async (): Promise<DeviceWishlistFigures> => {
      const settled = await Promise.allSettled(slugs.map((slug) => api.figure(slug, adult)));
      const result: DeviceWishlistFigures = { figures: [], hidden: 0 };
      for (const outcome of settled) {
        if (outcome.status === 'fulfilled') result.figures.push(outcome.value);
        else if (figureFailureKind(outcome.reason) === 'adult-hidden') result.hidden += 1;
        else if (figureFailureKind(outcome.reason) !== 'not-found') throw outcome.reason;
      }
      return result;
    },
  });
}
