import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { onceUntilFailure } from './once-until-failure';

/** A lazily loaded part the page works without (see {@link lazyOptional}). */
export type OptionalComponent<P extends object> = ComponentType<P> & {
  /** Loads the part's chunk (once; tried again after a failure). Resolves the component. */
  preload(): Promise<ComponentType<P>>;
  /** Whether the chunk is in (its component would render at once). */
  isLoaded(): boolean;
};

/**
 * Starts loading `part` at mount and says when that load has settled (loaded, or failed and
 * logged), so a page can hold back what the part would otherwise push down when it arrives.
 */
export function useOptionalSettled(part: { preload(): Promise<unknown>; isLoaded(): boolean }): boolean {
  const [settled, setSettled] = useState(part.isLoaded);
  useEffect(() => {
    if (settled) return;
    let mounted = true;
    // A transition: the re-render the part's arrival causes is time-sliced, not one long task (less total blocking time).
    const done = () => {
      if (mounted) startTransition(() => setSettled(true));
    };
    part.preload().then(done, (error: unknown) => {
      console.error('Could not load a part of the page', error);
      done();
    });
    return () => {
      mounted = false;
    };
  }, [part, settled]);
  return settled;
}

/**
 * A part of the page loaded as its own chunk when first mounted, for parts the page works without
 * (off the first route, docs/product-rules.md §Performance 1). Unlike React.lazy it never suspends and never throws: until its
 * chunk is in it renders `placeholder` (nothing by default), and if the chunk cannot be loaded it
 * logs the error, keeps rendering the placeholder, and tries again at its next mount.
 *
 * @param load resolves the component, e.g. `() => import('./Bell').then((m) => m.Bell)`
 * @param placeholder what stands in until it is loaded (same size, so nothing moves when it arrives)
 */
export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: ReactNode = null): OptionalComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = onceUntilFailure(() => load().then((component) => (loaded = component)));
  function Optional(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      preload().then(
        (component) => {
          // A transition, so mounting the part is time-sliced (less total blocking time).
          if (mounted) startTransition(() => setComponent(() => component));
        },
        (error: unknown) => console.error('Could not load a part of the page; it stays hidden until the next try', error),
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : <>{placeholder}</>;
  }
  return Object.assign(Optional, { preload, isLoaded: () => loaded !== undefined });
}
