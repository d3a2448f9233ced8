/**
 * The order page's path in the app, `/orders/<id>`: the notification target, the web return URL's
 * path and the desktop deep link's path (docs/product-rules.md §Orders 4, §Payment 2). Kept apart
 * from orders.ts so the deep-link grammar does not pull the order schemas.
 */
export const ORDERS_PAGE_PATH = '/orders';
export const orderPagePath = (orderId: number): string => `${ORDERS_PAGE_PATH}/${orderId}`;
/** An order id as it is written in those paths: a positive integer of 1 to 12 digits, one spelling only (no sign, no leading zero). */
export const ORDER_ID_PATTERN = /^[1-9][0-9]{0,11}$/;
