/**
 * The server entry of the pre-render (docs/product-rules.md §Web 2–6), built with `vite build --ssr` and called by
 * scripts/prerender/prerender.ts at build time and by scripts/prerender/request-render.ts at request
 * time: renders one URL of the app, as an anonymous first-time visitor in one colour mode and
 * language, to HTML plus Griffel's `<style>` elements for `<head>`, and at request time with the
 * page's data and the query cache it came from.
 */
import './zod-no-eval';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createDOMRenderer, renderToStyleElements, RendererProvider, SSRProvider } from '@fluentui/react-components';
import { AppProviders } from './app/AppProviders';
import type { HydrationVariant } from './app/hydration';
import { AppRoutes } from './app/router';
import { createAppServices } from './app/services';
import { fetchServerPageData, preloadDataParts } from './app/page-data';
import { selectPage } from '@shared/prerender/select-page';
import { loadWebConfig } from './platform/config';
import { createMemoryCookieJar } from './platform/memory-cookie-jar';
import { setAdoptingServerHtml } from './platform/use-hydrated';
import type { Platform } from './platform';

// Every render here is the server's own.
setAdoptingServerHtml(true);

/** An empty Web Storage in memory: the first-time visitor has nothing stored. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/**
 * One rendered page: `html` goes inside `#root`, `styles` (Griffel's style elements) before
 * `</head>`; `state` (a request-time render with data) is the query cache the page was rendered
 * from, for the client to hydrate with, or null when no data was rendered.
 */
export interface RenderedPage {
  html: string;
  styles: string;
  state: DehydratedState | null;
}

/** What to render besides the frame. */
export interface RenderOptions {
  /** Fetch the page's data from the API first (a request-time render: src/shared/prerender/pages.ts render modes). */
  withData?: boolean;
  /** The page request's Accept-Language, forwarded to the API (its location answer depends on it). */
  acceptLanguage?: string;
}

/**
 * Renders `url` (path and query) in `variant`. Resolves once every lazy page, lazy part and the
 * language's strings have loaded (react-dom/static waits for all Suspense boundaries).
 * @throws the first render error (a page that throws while rendering must fail the build).
 */
export async function render(url: string, variant: HydrationVariant, options: RenderOptions = {}): Promise<RenderedPage> {
  const platform: Platform = {
    kind: 'web',
    storage: memoryStorage(),
    cookies: createMemoryCookieJar(),
    config: loadWebConfig(import.meta.env),
    appUrl: (path) => path,
    ...(options.acceptLanguage ? { requestHeaders: { 'Accept-Language': options.acceptLanguage } } : {}),
  };
  const services = createAppServices(platform, variant);
  const address = new URL(url, 'http://localhost');
  const page = selectPage(address.pathname, address.search, null).page;
  // With data only when all of it came: a part-filled page would not be the page the visitor gets.
  const withData = !!options.withData && !!page && (await fetchServerPageData(page, services, address));
  if (withData && page) await preloadDataParts(page);
  const renderer = createDOMRenderer();
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RendererProvider renderer={renderer}>
        <SSRProvider>
          <AppProviders services={services}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </SSRProvider>
      </RendererProvider>
    </StrictMode>,
    {
      // Fizz moves boundaries over ~12.8 kB out of line behind inline <script>$RC(…)</script>, which
      // the CSP (script-src 'self') blocks: keep every boundary in line.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  // A Node Readable at run time (the renderer's tsconfig has no Node types). One streaming decoder:
  // a multi-byte character may be split across chunks.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array | string>) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  html += decoder.decode();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  // Successful queries only (TanStack's default): a failure is the client's to ask again and show.
  const state = withData ? dehydrate(services.queryClient) : null;
  // A web server renders many pages: drop this one's cache (and its garbage-collection timers).
  services.queryClient.clear();
  return { html, styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>), state: state && state.queries.length > 0 ? state : null };
}
