import { CheckoutFrame } from '../components/CheckoutFrame';
import { DeliveryStep } from '../components/DeliveryStep';

/** `/checkout/delivery?address=<id>` (docs/product-rules.md §Checkout 1, 3–4): how the order travels. Lazy-loaded (./index.ts). */
export function CheckoutDeliveryPage() {
  return (
    <CheckoutFrame step="delivery">
      <DeliveryStep />
    </CheckoutFrame>
  );
}

export default CheckoutDeliveryPage;
