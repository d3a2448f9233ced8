import { PAGES } from '@shared/prerender/pages';

/** The preferences feature's route, from the page table (docs/product-rules.md §Web 1). */
export const SETTINGS_PATH = PAGES.settings.path;
