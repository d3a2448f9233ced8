import { PAGES } from '@shared/prerender/pages';

/** The collection page (docs/product-rules.md §Collection 4). */
export const COLLECTION_PATH = PAGES.collection.path;
/** A shared collection's page, `:token` its share token (§Collection 7). */
export const SHARED_COLLECTION_PATH = PAGES.sharedCollection.path;
