import { Navigate } from 'react-router';
import { CHECKOUT_ADDRESS_PATH } from '../checkout-steps';

/** `/checkout`: the checkout starts at its address step (docs/product-rules.md §Checkout 1); the address bar says so. */
export function CheckoutPage() {
  return <Navigate to={CHECKOUT_ADDRESS_PATH} replace />;
}

export default CheckoutPage;
