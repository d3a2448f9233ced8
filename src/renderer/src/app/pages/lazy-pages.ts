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

/** /collection (app/pages/CollectionPage.tsx); the catalogue's card chunk loads beside it, as the wishlist's. */
export const loadCollectionPage = async () => {
  const [page] = await Promise.all([import('./CollectionPage'), loadFigureCard()]);
  return { default: page.CollectionPage };
};

/** /shared/<token> (app/pages/SharedCollectionPage.tsx), with the card's chunk as the collection's. */
export const loadSharedCollectionPage = async () => {
  const [page] = await Promise.all([import('./SharedCollectionPage'), loadFigureCard()]);
  return { default: page.SharedCollectionPage };
};

/** /orders/<id> (app/pages/OrderPage.tsx; it loads the orders feature's content chunk as it first renders). */
export const loadOrderPage = async () => ({ default: (await import('./OrderPage')).OrderPage });

/** /cart (app/pages/CartPage.tsx). */
export const loadCartPage = async () => ({ default: (await import('./CartPage')).CartPage });

/** /checkout/review (app/pages/CheckoutReviewPage.tsx). */
export const loadCheckoutReviewPage = async () => ({ default: (await import('./CheckoutReviewPage')).CheckoutReviewPage });
