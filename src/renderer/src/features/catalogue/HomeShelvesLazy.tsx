import { Suspense, lazy } from 'react';

// The shelves (cards, pictures, queries) load after the first screen's code, so the first route
// does not grow with the catalogue (issue 12).
const Shelves = lazy(async () => ({ default: (await import('./components/HomeShelves')).HomeShelves }));

/** The home page's catalogue shelves (issue 12), loaded on demand; nothing shows until they are in. */
export function HomeShelves() {
  return (
    <Suspense fallback={null}>
      <Shelves />
    </Suspense>
  );
}
