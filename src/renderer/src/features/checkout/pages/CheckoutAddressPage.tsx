import { PageContainer } from '@renderer/features/ui';
import { AddressStep } from '../components/AddressStep';
import { CheckoutFrame } from '../components/CheckoutFrame';

/** `/checkout/address` (docs/product-rules.md §Checkout 1–2): where the order goes. Lazy-loaded (./index.ts). */
export function CheckoutAddressPage() {
  return (
    <PageContainer size="md">
      <CheckoutFrame step="address">
        <AddressStep />
      </CheckoutFrame>
    </PageContainer>
  );
}

export default CheckoutAddressPage;
