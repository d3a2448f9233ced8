import { PageContainer } from '@renderer/features/ui';
import { CheckoutFrame } from '../components/CheckoutFrame';
import { DeliveryStep } from '../components/DeliveryStep';

/** `/checkout/delivery?address=<id>` (docs/product-rules.md §Checkout 1, 3–4): how the order travels. Lazy-loaded (./index.ts). */
export function CheckoutDeliveryPage() {
  return (
    <PageContainer size="md">
      <CheckoutFrame step="delivery">
        <DeliveryStep />
      </CheckoutFrame>
    </PageContainer>
  );
}

export default CheckoutDeliveryPage;
