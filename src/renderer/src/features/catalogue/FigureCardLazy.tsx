import { use } from 'react';
import { onceUntilFailure } from '@renderer/platform/once-until-failure';
import type * as FigureCardExports from './components/FigureCard';
import type { FigureCardProps } from './components/FigureCard';

type FigureCardModule = typeof FigureCardExports;

let loaded: FigureCardModule | undefined;

/**
 * Loads the card's chunk once (its picture, status badge, skeleton and the catalogue's strings stay
 * off the first route: docs/product-rules.md §Performance 1) and resolves with it. A page that shows cards calls it beside its
 * own import, so both arrive together. A failed load is tried again on the next call.
 */
export const loadFigureCard: () => Promise<FigureCardModule> = onceUntilFailure(() => import('./components/FigureCard').then((module) => (loaded = module)));

/**
 * The catalogue's figure card (components/FigureCard) for other features' lazy pages: renders at
 * once when its chunk is in (loadFigureCard), otherwise suspends to the nearest Suspense boundary
 * (the route's progress bar) until it is.
 */
export function FigureCard(props: FigureCardProps) {
  const { FigureCard: Card } = loaded ?? use(loadFigureCard());
  return <Card {...props} />;
}
