/**
 * Request-time rendering (docs/product-rules.md §Web 6): a page whose render mode says so
 * (src/shared/prerender/pages.ts: a figure page; home and the bare catalogue on a first visit) is
 * rendered per request with its data fetched from the API, so its first picture, its LCP, is in the
 * HTML instead of waiting for the entry, the API chunk and the answer. The page carries the query
 * cache it was rendered from (src/shared/prerender/page-state.ts) and the client hydrates with it.
 * Used by the web server (src/web-server: `npm start`, the e2e suites and the benchmarks).
 *
 * The server entry is the one the pre-render ran (`vite build --ssr`), which build-web.ts keeps in
 * `<outDir>-server/` (its imports resolve from the project's node_modules, as the pre-render's do).
 * A build without it, a render that throws, or an API that does not answer within
 * SERVER_DATA_LIMIT_MS all fall back to the build-time page (null), never an error page.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageVariant, PrerenderedPage } from '../../src/shared/prerender/select-page.ts';
import { SHELL_FILE } from '../../src/shared/prerender/select-page.ts';
import { rendersAtRequest } from '../../src/shared/prerender/pages.ts';
import { fillShell, type RenderPage } from './prerender.ts';
import { modulepreloadTags, type ManifestChunk } from './modulepreload.ts';

/**
 * Node's own `import()` of the entry. (`require` of the ES module loads it, but the chunks it then
 * imports get a second copy of the modules they share with it: two React contexts.)
 */
const nativeImport = (specifier: string): Promise<unknown> => import(specifier);

/**
 * Renders in flight at most (per server). Each costs ~50 ms of CPU and up to SERVER_DATA_LIMIT_MS of
 * waiting on the API: under a flood of page requests, the ones beyond this get the build-time page
 * at once, so the server keeps answering and the API is not asked five times per request.
 */
export const MAX_CONCURRENT_RENDERS = 4;

/** Where build-web.ts keeps the server entry of the build in `outDir`. */
export function serverEntryOf(outDir: string): string {
  return join(`${outDir.replace(/[/\\]+$/, '')}-server`, 'entry-server.js');
}

/** One page request, as a server sees it. */
export interface PageRequest {
  page: PrerenderedPage;
  /** Path and query. */
  url: string;
  variant: PageVariant;
  /** No `user_prefs` cookie came with it (render mode `request-first-visit`). */
  firstVisit: boolean;
  /** Its Accept-Language header, forwarded to the API. */
  acceptLanguage?: string;
}

/**
 * The Vary header of a page answer (RFC 9110 §12.5.5: every request header that chose it), so a
 * cache never hands one visitor's variant to another: Accept-Encoding (Brotli or not), Cookie
 * (`user_prefs` picks the variant, and its absence makes a first visit) and, for a page rendered
 * at request time (`rendered`: the renderer gave HTML), Accept-Language, which the render forwards
 * to the API (home's local currency offer comes from it).
 */
export function pageVary(rendered: boolean): string {
  return rendered ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding, Cookie';
}

/** Renders one page request with its data; null: serve the build-time page instead. */
export type RequestRenderer = (request: PageRequest) => Promise<string | null>;

/**
 * The renderer for the build in `outDir`, or null when it has no server entry (a build from before
 * request-time rendering, or a host that only serves files). Which pages it renders with data,
 * and for whom, is their render mode (pages.ts rendersAtRequest). `load` imports the entry (tests
 * pass their runner's own `import`); past `maxConcurrent` renders in flight, requests get null.
 */
export async function createRequestRenderer(
  outDir: string,
  log: (message: string, error?: unknown) => void = console.error,
  load: (url: string) => Promise<unknown> = nativeImport,
  maxConcurrent = MAX_CONCURRENT_RENDERS,
): Promise<RequestRenderer | null> {
  const entry = serverEntryOf(outDir);
  if (!existsSync(entry)) return null;
  const server = (await load(pathToFileURL(entry).href)) as { render: RenderPage };
  const template = await readFile(join(outDir, SHELL_FILE), 'utf8');
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  let inFlight = 0;
  return async ({ page, url, variant, firstVisit, acceptLanguage }) => {
    if (!rendersAtRequest(page, firstVisit)) return null;
    if (inFlight >= maxConcurrent) return null;
    inFlight += 1;
    try {
      const { html, styles, state } = await server.render(url, variant, { withData: true, acceptLanguage });
      // No data (the API is down, slow, or said 404): the build-time frame is the same page, cached.
      if (!state) return null;
      return fillShell(template, { html, head: styles + modulepreloadTags(manifest, page, '/', true, variant.language), state }, variant);
    } catch (error) {
      log(`request-time render of ${url} failed; serving the build-time page`, error);
      return null;
    } finally {
      inFlight -= 1;
    }
  };
}
