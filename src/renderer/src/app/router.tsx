import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PAGE_NAMES, PAGES, type PageName, type PrerenderedPage } from '@shared/prerender/pages';
import { lazyWithPreload, type PreloadableComponent } from '@renderer/platform/lazy-with-preload';
import { settledWithin } from '@renderer/platform/settled-within';
import { AppLayout, DemoBanner, Footer } from './layout/AppLayout';
import { PAGE_TABLE } from './page-table';

/** What the routes need of a page's renderer half (app/page-table.tsx): its component or its loader. */
type PageSource = { component: ComponentType } | { load: () => Promise<{ default: ComponentType }> };

/**
 * The component of every page (src/shared/prerender/pages.ts, app/page-table.tsx). Pages off the
 * first screen load lazily (docs/product-rules.md §Performance 1–2); AppLayout's Suspense shows the route progress
 * bar meanwhile. A pre-rendered one can also load before hydration (preloadPrerenderedPage), and
 * it is kept in `prerenderedPageModules`; its HTML modulepreloads the same module
 * (scripts/prerender/modulepreload.ts).
 */
const pageComponents = {} as Record<PageName, ComponentType>;
const prerenderedPageModules: Partial<Record<PageName, PreloadableComponent<object>>> = {};
for (const name of PAGE_NAMES) {
  const source: PageSource = PAGE_TABLE[name];
  if ('component' in source) pageComponents[name] = source.component;
  else if (PAGES[name].render === 'client') pageComponents[name] = lazy(source.load);
  else {
    const preloadable = lazyWithPreload(source.load);
    pageComponents[name] = preloadable;
    prerenderedPageModules[name] = preloadable;
  }
}

/** The component the routes render for page `name` (a lazy one's wrapper). */
export function pageComponent(name: PageName): ComponentType {
  return pageComponents[name];
}

/**
 * Loads the lazy chunks a pre-rendered page shows (its page, the footer) as hydration starts, so
 * React hydrates each in its first pass if it is in by then (see lazyWithPreload), else as soon as
 * it arrives. Meanwhile that part stays dehydrated, and an update that reaches it first
 * (a cache read after hydration) makes React render it again on the client. Rejects when a chunk fails.
 */
export function preloadPrerenderedPage(page: PrerenderedPage): Promise<unknown> {
  const pageModule = prerenderedPageModules[page];
  return Promise.all([...(pageModule ? [pageModule] : []), Footer].map((part) => part.preload()));
}

/** How long hydration waits at most for a pre-rendered page's own module (ms), should its modulepreload be missing. */
export const PAGE_MODULE_WAIT_MS = 2000;

/**
 * Resolves once `page`'s own module is in (at once for home), or after PAGE_MODULE_WAIT_MS, or when
 * it failed to load; never rejects. The page's HTML modulepreloads that module, so this is a moment:
 * hydrating after it lets React adopt the page's HTML in its first pass instead of painting the
 * page again later (the settings page's LCP was its second paint: docs/product-rules.md §Performance 5).
 */
export function pageModuleReady(page: PrerenderedPage): Promise<void> {
  const pageModule = prerenderedPageModules[page];
  return pageModule ? settledWithin(pageModule.preload(), PAGE_MODULE_WAIT_MS) : Promise.resolve();
}

/**
 * Loads the lazy parts of the shell that every page shows from its first paint, now: the demo
 * banner in demo mode (docs/product-rules.md §Demo 1). On a pre-rendered page hydration does not wait for it (see
 * preloadPrerenderedPage); an empty shell renders once it is in (or failed), so the banner never
 * pushes the header down after the first paint. Rejects when its chunk fails.
 */
export function preloadShellParts(demoMode: boolean): Promise<unknown> {
  return demoMode ? DemoBanner.preload() : Promise.resolve();
}

/**
 * The routes, inside a BrowserRouter: one per page of src/shared/prerender/pages.ts
 * (docs/product-rules.md §Web 1; its path pattern; `/` is the index route). The shell is the layout route
 * around every page. Declarative routes: the data router's loaders are not used, and leaving them
 * out keeps ~17 kB gzip of router code off the first route. `onPageHydrated`: called once the
 * first routed page has committed (on a pre-rendered page, once React has hydrated it; see startPageData).
 */
export function AppRoutes({ onPageHydrated }: { onPageHydrated?: () => void } = {}) {
  return (
    <Routes>
      <Route element={<AppLayout onPageHydrated={onPageHydrated} />}>
        {PAGE_NAMES.map((name) => {
          const Page = pageComponents[name];
          const { path } = PAGES[name];
          return path === '/' ? <Route key={name} index element={<Page />} /> : <Route key={name} path={path} element={<Page />} />;
        })}
      </Route>
    </Routes>
  );
}
