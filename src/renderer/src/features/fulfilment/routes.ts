import { PAGES } from '@shared/prerender/pages';

/** The fulfilment feature's route, from the page table: staff's shipments, refunds and requests. */
export const FULFILMENT_PATH = PAGES.fulfilment.path;
