import { loadFigureCard } from '@renderer/features/catalogue';

// The app's own lazy pages (those composed from several features' parts), in the shape React.lazy
// takes: each is its own chunk, off the first route, as the features' pages entries do theirs.

/** /settings (app/pages/SettingsPage.tsx). */
export const loadSettingsPage = async () => ({ default: (await import('./SettingsPage')).SettingsPage });

/** /wishlist (app/pages/WishlistPage.tsx); the catalogue's card chunk loads beside it (the page lists cards), not after it. */
export const loadWishlistPage = async () => {
  const [page] = await Promise.all([import('./WishlistPage'), loadFigureCard()]);
  return { default: page.WishlistPage };
};

/** /cart (app/pages/CartPage.tsx). */
export const loadCartPage = async () => ({ default: (await import('./CartPage')).CartPage });
