import type { AdultMode, FiguresListQueryInput } from '@shared/api';
import { emptyCatalogueState, listQueryOf, type CatalogueUrlState } from './url-state';

/** Figures per shelf: one row of 6 on wide screens, 3 rows of 2 on a phone. */
export const SHELF_SIZE = 6;

/** One shelf of the home page: its id (also its strings' key) and the catalogue choice it shows. */
export interface HomeShelf {
  id: 'newArrivals' | 'closingSoon' | 'popular';
  state: CatalogueUrlState;
}

/**
 * The home page's shelves (docs/product-rules.md §Catalogue 12), each a catalogue query and a link to the same choice on
 * /figures. "Closing soon": pre-orders in `closing` order, the open ones (closing today or later,
 * by the API's clock) soonest first, so the shelf never offers a pre-order that has closed.
 */
export const HOME_SHELVES: readonly HomeShelf[] = [
  { id: 'newArrivals', state: { ...emptyCatalogueState, ordering: '-created' } },
  { id: 'closingSoon', state: { ...emptyCatalogueState, status: ['preorder'], ordering: 'closing' } },
  { id: 'popular', state: { ...emptyCatalogueState, ordering: '-popularity' } },
];

/** The list query of one shelf under the person's content settings (adult, prices). */
export function shelfQueryInput(shelf: HomeShelf, settings: { adult: AdultMode; showPrices: boolean }): FiguresListQueryInput {
  return listQueryOf(shelf.state, { adult: settings.adult, showPrices: settings.showPrices, pageSize: SHELF_SIZE });
}
