import { CheckoutFrame } from './CheckoutFrame';
import { ReviewStep, type ReviewStepProps } from './ReviewStep';

/** The review step's page content (docs/product-rules.md §Checkout 4–6, §Orders 1), in the checkout's frame; the app passes what it needs from other features. */
export function CheckoutReview(props: ReviewStepProps) {
  return (
    <CheckoutFrame step="review">
      <ReviewStep {...props} />
    </CheckoutFrame>
  );
}
