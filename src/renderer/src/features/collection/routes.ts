import { PAGES } from '@shared/prerender/pages';

/** The collection page (docs/product-rules.md §Collection 4). */
export const COLLECTION_PATH = PAGES.collection.path;
