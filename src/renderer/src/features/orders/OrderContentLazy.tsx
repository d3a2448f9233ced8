import { use } from 'react';
import { onceUntilFailure } from '@renderer/platform/once-until-failure';
import type * as OrderContentExports from './components/OrderContent';
import type { OrderContentProps } from './components/OrderContent';

type OrderContentModule = typeof OrderContentExports;

let loaded: OrderContentModule | undefined;

/**
 * Loads the order page's content once (its components, strings and the print styles stay out of
 * this index, which the checkout imports for startPayment) and resolves with it; the order page
 * starts it as it first renders. A failed load is tried again on the next call.
 */
export const loadOrderContent: () => Promise<OrderContentModule> = onceUntilFailure(() => import('./components/OrderContent').then((module) => (loaded = module)));

/**
 * The order page's content (components/OrderContent): renders at once when its chunk is in
 * (loadOrderContent), otherwise suspends to the nearest Suspense boundary (the route's progress bar).
 */
export function OrderContent(props: OrderContentProps) {
  const { OrderContent: Content } = loaded ?? use(loadOrderContent());
  return <Content {...props} />;
}
