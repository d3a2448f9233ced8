/**
 * Everything that talks to the API, in one chunk loaded on the first call (docs/product-rules.md §Performance 1): the
 * axios client with its interceptors and every endpoint group with its response schemas. The
 * composition root (app/services.ts) imports it dynamically, so none of it is on the first route and
 * the first call costs one chunk request, not one per group.
 */
export { createApiClient } from './client';
export { createAccountApi } from './account';
export { createCartApi } from './cart';
export { createCatalogueApi } from './catalogue';
export { createCollectionApi } from './collection';
export { createCheckoutApi } from './checkout';
export { createFulfilmentApi } from './fulfilment';
export { createModerationApi } from './moderation';
export { createNotificationsApi } from './notifications';
export { createOrdersApi } from './orders';
export { createPreferencesApi } from './preferences';
export { createRatesApi } from './rates';
export { createWishlistApi } from './wishlist';
