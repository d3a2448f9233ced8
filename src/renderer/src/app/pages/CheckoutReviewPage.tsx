import { useFigureName } from '@renderer/features/catalogue';
import { CheckoutReview } from '@renderer/features/checkout';
import { startPayment } from '@renderer/features/orders';
import { PageContainer } from '@renderer/features/ui';

/**
 * The checkout's review step (/checkout/review; docs/product-rules.md §Checkout 4–6, §Orders 1):
 * the checkout feature's step naming each figure by the catalogue's rule and sending the collector
 * to pay with the orders feature's startPayment, both passed in. Composed here because the
 * checkout may not import the catalogue (eslint.config.js, feature dependency table). Lazy-loaded
 * (app/pages/lazy-pages.ts).
 */
export function CheckoutReviewPage() {
  return (
    <PageContainer size="md">
      <CheckoutReview nameOf={useFigureName()} startPayment={startPayment} />
    </PageContainer>
  );
}

export default CheckoutReviewPage;
