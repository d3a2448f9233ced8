/**
 * The fulfilment feature's page, its second public entry (for app/page-table.tsx only): loads the
 * page on demand in the shape React.lazy takes, so it stays its own chunk, off the first route.
 */
export const loadFulfilmentPage = async () => ({ default: (await import('./FulfilmentPage')).FulfilmentPage });
