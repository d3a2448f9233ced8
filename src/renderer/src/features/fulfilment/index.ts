/**
 * Public surface of the fulfilment feature (docs/product-rules.md §Fulfilment 4): staff's page for
 * shipping, delivering, refunding and deciding cancellation requests. Its route and services; the
 * page is lazy-loaded from `./pages`.
 */
export { FULFILMENT_PATH } from './routes';
export { fulfilmentKeys } from './fulfilment-queries';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { FulfilmentServices } from './services';
