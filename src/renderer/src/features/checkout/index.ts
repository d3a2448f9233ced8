/**
 * Public surface of the checkout feature (docs/product-rules.md §Checkout, §Orders 1): the review
 * step for the app to compose (app/pages/CheckoutReviewPage.tsx) and the query keys. The address
 * and delivery steps are lazy-loaded from `./pages`. Nothing imports this feature but the app.
 */
export { CheckoutReview } from './components/CheckoutReview';
export type { ReviewStepProps } from './components/ReviewStep';
export { checkoutKeys } from './checkout-queries';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { CheckoutServices } from './services';
