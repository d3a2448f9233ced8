import { PAGES } from '@shared/prerender/pages';

/** The notifications feature's route, from the page table (spec point 2: the notifications page). */
export const NOTIFICATIONS_PATH = PAGES.notifications.path;
