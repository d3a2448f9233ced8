/**
 * The order page's path in the app, `/orders/<id>`: the notification target, the web return URL's
 * path and the desktop deep link's path (docs/product-rules.md §Orders 4, §Payment 2). Kept apart
 * from orders.ts so the deep-link grammar does not pull the order schemas.
 */
export const ORDERS_PAGE_PATH = '/orders';
export const orderPagePath = (orderId: number): string => `${ORDERS_PAGE_PATH}/${orderId}`;
