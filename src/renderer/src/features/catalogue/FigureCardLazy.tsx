import { use } from 'react';
import type * as FigureCardExports from './components/FigureCard';
import type { FigureCardProps } from './components/FigureCard';

type FigureCardModule = typeof FigureCardExports;

let loaded: FigureCardModule | undefined;
let loading: Promise<FigureCardModule> | undefined;

/**
 * Loads the card's chunk once (its picture, status badge, skeleton and the catalogue's strings stay
 * off the first route: issue 15) and resolves with it. A page that shows cards calls it beside its
 * own import, so both arrive together. A failed load is tried again on the next call.
 */
export function loadFigureCard(): Promise<FigureCardModule> {
  loading ??= import('./components/FigureCard').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The catalogue's figure card (components/FigureCard) for other features' lazy pages: renders at
 * once when its chunk is in (loadFigureCard), otherwise suspends to the nearest Suspense boundary
 * (the route's progress bar) until it is.
 */
export function FigureCard(props: FigureCardProps) {
  const { FigureCard: Card } = loaded ?? use(loadFigureCard());
  return <Card {...props} />;
}
