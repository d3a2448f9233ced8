/**
 * The checkout feature's pages, its second public entry (for app/router.tsx only): each loads on
 * demand in the shape React.lazy takes, so it stays its own chunk, off the first route. The review
 * step's page is composed by the app (app/pages/CheckoutReviewPage.tsx), which passes it the
 * catalogue's naming rule.
 */
export const loadCheckoutAddressPage = async () => ({ default: (await import('./CheckoutAddressPage')).CheckoutAddressPage });
export const loadCheckoutDeliveryPage = async () => ({ default: (await import('./CheckoutDeliveryPage')).CheckoutDeliveryPage });
