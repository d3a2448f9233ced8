// The catalogue queries each pre-rendered page asks for as it mounts, built exactly as its
// components build them (same query keys, same content settings), so they can be
// started before the page hydrates (the first pictures are its LCP) and the components'
// own queries then join them in flight.
import type { AdultMode } from '@shared/api';
import { adultModeOf } from '@shared/api/catalogue-constants';
import type { Preferences } from '@shared/api/preferences';
import type { CatalogueApi } from '@renderer/api/catalogue';
import { GRID_PAGE_SIZE, figureQuery, figuresInfiniteQuery, figuresShelfQuery } from './catalogue-queries';
import { HOME_SHELVES, shelfQueryInput } from './home-shelves';
import { listQueryOf, parseCatalogueUrl } from './url-state';

/** The content settings the catalogue's queries hold (docs/product-rules.md §Adult 2–3, §Currency 8). */
export interface QueryContentSettings {
  adult: AdultMode;
  showPrices: boolean;
}

/** The content settings of stored preferences, as useContentSettings reads them in render. */
export function contentSettingsOf(preferences: Preferences): QueryContentSettings {
  return { adult: adultModeOf(preferences.content.show_nsfw), showPrices: preferences.content.show_prices };
}

/** Home: the three shelves (docs/product-rules.md §Catalogue 12). */
export function homeShelfQueries(api: Pick<CatalogueApi, 'list'>, settings: QueryContentSettings) {
  return HOME_SHELVES.map((shelf) => figuresShelfQuery(api, shelfQueryInput(shelf, settings)));
}

/** /figures: the grid's pages for the URL's search and facets (`search`: location.search). */
export function catalogueGridQuery(api: Pick<CatalogueApi, 'list'>, settings: QueryContentSettings, search: string) {
  const state = parseCatalogueUrl(new URLSearchParams(search));
  return figuresInfiniteQuery(api, listQueryOf(state, { ...settings, pageSize: GRID_PAGE_SIZE }));
}

/** /figures/<slug>: the figure (`slug` decoded, as the router's params give it). */
export function figurePageQuery(api: Pick<CatalogueApi, 'figure'>, settings: QueryContentSettings, slug: string) {
  return figureQuery(api, slug, settings.adult);
}
