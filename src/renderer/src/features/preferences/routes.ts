import { PAGES } from '@shared/prerender/pages';

/** The preferences feature's route, from the page table (spec point 2: the settings page). */
export const SETTINGS_PATH = PAGES.settings.path;
