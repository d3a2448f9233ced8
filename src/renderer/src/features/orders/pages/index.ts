/**
 * The orders feature's list page, its second public entry (for app/page-table.tsx only): loads the
 * page on demand in the shape React.lazy takes, so it stays its own chunk, off the first route.
 * The order page is composed by the app (app/pages/OrderPage.tsx) with its not-found page.
 */
export const loadOrdersPage = async () => ({ default: (await import('./OrdersPage')).OrdersPage });
