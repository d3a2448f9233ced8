import { PAGES } from '@shared/prerender/pages';

/** The moderation feature's route, from the page table: the moderator tools. */
export const MODERATION_PATH = PAGES.moderation.path;
