// First: no zod eval probe under the CSP (see the module).
import './zod-no-eval';
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/600.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createDOMRenderer, RendererProvider, SSRProvider } from '@fluentui/react-components';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from './app/AppProviders';
import { readHydrationVariant } from './app/hydration';
import { AppRoutes, PAGE_MODULE_WAIT_MS, pageModuleReady, preloadPrerenderedPage, preloadShellParts } from './app/router';
import { preloadDataParts, startPageData } from './app/page-data';
import { settledWithin } from './platform/settled-within';
import { setAdoptingServerHtml } from './platform/use-hydrated';
import { yieldToMain } from './platform/yield-to-main';
import { markStart } from './platform/start-marks';
import { replayEarlyTaps } from './platform/early-taps';
import { translationLoaders } from './app/i18n-translations';
import { readPageState } from './app/page-state';
import { rememberServedCurrencyData } from './features/currency';
import { createAppServices } from './app/services';
import { getPlatform } from './platform';
import { selectPage } from '@shared/prerender/select-page';

declare global {
  interface Window {
    /** Hydration mismatches React recovered from, for the e2e test that fails on any (docs/product-rules.md §Web 5). */
    __hydrationErrors?: string[];
  }
}

markStart('fs:entry');
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// A pre-rendered page says on <html> which variant it is; hydrate exactly that (docs/product-rules.md §Web 5).
// The empty shell (other routes, the service worker's fallback) is rendered on the client.
const hydration = root.firstElementChild ? readHydrationVariant(document.documentElement) : null;
// Markers of what was served, not of the app's state (which may move on right after hydration).
document.documentElement.removeAttribute('data-colour-mode');
document.documentElement.removeAttribute('data-language');

void start(root, hydration);

/**
 * Starts the app in `root`: hydrates the pre-rendered page (`hydration`, its variant) or renders the
 * empty shell (null). For total blocking time: evaluating the entry's modules is already one
 * long task, so start-up runs in the tasks after it (yieldToMain): the services, then the page's
 * data and chunks, then React (hydration itself in a transition, 5 ms slices).
 */
async function start(root: HTMLElement, hydration: ReturnType<typeof readHydrationVariant> | null) {
  await yieldToMain();
  const platform = getPlatform();
  const services = createAppServices(platform, hydration);
  // A page rendered at request time carries the data it was rendered with (docs/product-rules.md §Web 6); the hydrating
  // render must find it in the cache, or it would render the loading frame and React would throw
  // the HTML away.
  const pageState = hydration ? readPageState(document) : null;
  if (pageState) hydrate(services.queryClient, pageState);
  const shellParts = preloadShellParts(platform.config.demoMode).catch((error: unknown) => console.error('Could not load a part of the page shell', error));
  // On start-up while signedIn, refresh an expiring token and fetch a missing profile (docs/product-rules.md §Sessions 4).
  void services.session.validateAtStartup();

  // A pre-rendered page's API calls go out now, not after hydration; their answers reach the
  // app once the page has hydrated (startPageData), so hydration still adopts the HTML.
  let markPageHydrated: () => void = () => undefined;
  const pageHydrated = new Promise<void>((resolve) => {
    markPageHydrated = resolve;
  });
  // Components mounted until then render as the server did (platform/use-hydrated.ts).
  setAdoptingServerHtml(hydration !== null);
  void pageHydrated.then(() => {
    setAdoptingServerHtml(false);
    markStart('fs:hydrated');
    // The 24 h rate and location caches (docs/product-rules.md §Currency 2), which the queries' own fetch would
    // have filled: written once the page works, not before (checking them on write is ~3 ms of a phone's start).
    if (pageState) rememberServedCurrencyData(services.queryClient, platform.storage);
  });
  // Taps on the served page before it hydrated were kept by its inline recorder: they act now
  // (docs/product-rules.md §Performance 15). Without a served page there was nothing to tap.
  void replayEarlyTaps(hydration ? pageHydrated : Promise.resolve());

  // One Griffel renderer for the document: it adopts the pre-rendered <style data-make-styles-bucket>
  // elements in <head>, so no rule is inserted twice. SSRProvider: the same ids as the pre-render.
  const app = (
    <StrictMode>
      <RendererProvider renderer={createDOMRenderer(document)} targetDocument={document}>
        <SSRProvider>
          <AppProviders services={services}>
            {/* Without transitions a lazily loaded page's Suspense fallback mounts at once, so the route
                progress bar shows while its code loads (a transition would hold the old page silently). */}
            <BrowserRouter useTransitions={false}>
              <AppRoutes onPageHydrated={markPageHydrated} />
            </BrowserRouter>
          </AppProviders>
        </SSRProvider>
      </RendererProvider>
    </StrictMode>
  );

  if (hydration) {
    await yieldToMain();
    // The page's lazy chunks start loading now. Its own module (modulepreloaded by its HTML) is waited
    // for, a moment, so React adopts the page in its first pass (pageModuleReady); the footer is not:
    // it hydrates when it arrives. A tap meanwhile waits for the page to hydrate (the recorder above),
    // so nothing else is waited for.
    const page = selectPage(window.location.pathname, window.location.search, null).page;
    if (page) {
      startPageData(page, services, window.location, pageHydrated);
      void preloadPrerenderedPage(page).catch(() => undefined);
    }
    // A page rendered with its data also shows lazy parts from its first render (home's shelves and
    // currency offer): wait for them too, or React would find their placeholders instead.
    const dataParts = page && pageState ? settledWithin(preloadDataParts(page), PAGE_MODULE_WAIT_MS) : null;
    // A page served in Japanese or Chinese needs its strings to hydrate (English is in the entry):
    // started now, not when the first render asks, and waited for, so hydration does not stop on them.
    const loadStrings = translationLoaders[hydration.language];
    const strings = loadStrings ? settledWithin(loadStrings(), PAGE_MODULE_WAIT_MS) : null;
    void Promise.all([page ? pageModuleReady(page) : null, dataParts, strings]).then(() => {
      // A transition: React hydrates in 5 ms slices, not one long task (less total blocking
      // time). A tap on a control meanwhile is kept by the recorder and replayed once hydrated;
      // other input (a select's change, a key) makes React finish hydrating at once, then it is handled.
      markStart('fs:started');
      startTransition(() => {
        hydrateRoot(root, app, {
          // React recovers by rendering on the client; record it so the e2e test fails on any mismatch.
          onRecoverableError(error, info) {
            console.error('[hydration]', error, info.componentStack);
            (window.__hydrationErrors ??= []).push(String(error));
          },
        });
      });
    });
  } else {
    // Nothing is painted yet: wait for the shell's parts (one small chunk) rather than move the header later.
    void shellParts.then(() => {
      root.replaceChildren();
      markStart('fs:started');
      createRoot(root).render(app);
    });
  }
}
