import { PAGES } from '@shared/prerender/pages';

/** The orders feature's routes, from the page table: the list and one order's page (`orderPagePath(id)` builds its address). */
export const ORDERS_PATH = PAGES.orders.path;
export const ORDER_ROUTE = PAGES.order.path;
export { orderPagePath } from '@shared/api/order-paths';
