/**
 * Public surface of the collection feature (docs/product-rules.md §Collection): the badge on cards
 * and the figure page, the figure page's "Your collection" section, the page's content (the app
 * composes the page with the catalogue's card: app/pages/CollectionPage.tsx, lazy-loaded) and the
 * query keys an order invalidates.
 */
export { CollectionBadge, CollectionStateBadge } from './components/CollectionBadge';
export { OwnedPanel } from './components/OwnedPanel';
export { CollectionContent, type CollectionCardProps } from './components/CollectionContent';
export { SharedCollectionContent } from './components/SharedCollectionContent';
export { useCollectionState } from './use-collection-state';
export { collectionKeys } from './collection-queries';
export { COLLECTION_PATH } from './routes';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { CollectionServices } from './services';
