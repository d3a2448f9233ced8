import { loadFigureCard } from '@renderer/features/catalogue';

/**
 * The wishlist feature's page, its second public entry (for app/router.tsx only): loads on demand
 * in the shape React.lazy takes, so it stays its own chunk, off the first route. The catalogue's
 * card chunk loads beside it (the page lists cards), not after it.
 */
export const loadWishlistPage = async () => {
  const [page] = await Promise.all([import('./WishlistPage'), loadFigureCard()]);
  return { default: page.WishlistPage };
};
