import { lazy, useState, type ComponentType } from 'react';
import { onceUntilFailure } from './once-until-failure';

/** A lazily loaded component that can also be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's chunk (once; tried again after a failure). */
  preload(): Promise<unknown>;
};

/**
 * React.lazy, plus `preload()`. A component whose chunk is already loaded when it mounts renders
 * at once instead of suspending (React.lazy always suspends on its first render, even when the
 * promise has settled). That matters while hydrating: a suspended boundary stays
 * dehydrated, and an update that reaches it first makes React drop the server's HTML and render it
 * again on the client. The choice is made once per mount, so a mounted page is never swapped.
 *
 * @param load the dynamic import, in the shape React.lazy takes (`{ default: Component }`)
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = onceUntilFailure(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
