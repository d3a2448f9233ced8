import { PAGES } from '@shared/prerender/pages';

/** The notifications feature's route, from the page table (docs/product-rules.md §Web 1). */
export const NOTIFICATIONS_PATH = PAGES.notifications.path;
