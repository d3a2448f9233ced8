import { lazy, Suspense } from 'react';

// Its own chunk: the prompt and the registration stay off the first route (docs/product-rules.md §Performance 1);
// workbox-window is a further chunk that only the production web app loads.
const UpdatePrompt = lazy(async () => ({ default: (await import('./UpdatePrompt')).UpdatePrompt }));

/**
 * The update prompt (UpdatePrompt) as the layout mounts it: loaded after the first route, behind
 * its own Suspense boundary so that loading it never suspends the page around it.
 */
export function DeferredUpdatePrompt() {
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
