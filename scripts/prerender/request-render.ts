/**
 * Request-time rendering (issue 15): a page of SERVER_DATA_PAGES (src/renderer/src/app/page-data.ts,
 * today the figure page) is rendered per request with its data fetched from the API, so its first
 * picture, its LCP, is in the HTML instead of waiting for the entry, the API chunk and the answer.
 * The page carries the query cache it was rendered from (src/shared/prerender/page-state.ts) and
 * the client hydrates with it. Used by both web servers: `vite preview`
 * (scripts/vite/prerender-preview.ts) and the bench's static server.
 *
 * The server entry is the one the pre-render ran (`vite build --ssr`), which build-web.ts keeps in
 * `<outDir>-server/` (its imports resolve from the project's node_modules, as the pre-render's do).
 * A build without it, a render that throws, or an API that does not answer within
 * SERVER_DATA_LIMIT_MS all fall back to the build-time page (null), never an error page.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { PageVariant, PrerenderedPage } from '../../src/shared/prerender/select-page.ts';
import { SHELL_FILE } from '../../src/shared/prerender/select-page.ts';
import { fillShell, type RenderPage } from './prerender.ts';
import { modulepreloadTags, type ManifestChunk } from './modulepreload.ts';

/**
 * Loads the server entry with Node's own loader (require of an ES module, Node ≥ 20.19): `vite
 * preview` loads its config, and so this module, through Vite's module runner, which rewrites
 * `import()` to itself and is closed once the config is loaded.
 */
const nativeRequire = createRequire(import.meta.url);

/** Where build-web.ts keeps the server entry of the build in `outDir`. */
export function serverEntryOf(outDir: string): string {
  return join(`${outDir.replace(/[/\\]+$/, '')}-server`, 'entry-server.js');
}

/** Renders one page request with its data; null: serve the build-time page instead. */
export type RequestRenderer = (request: { page: PrerenderedPage; url: string; variant: PageVariant }) => Promise<string | null>;

/**
 * The renderer for the build in `outDir`, or null when it has no server entry (a build from before
 * request-time rendering, or a host that only serves files). `pages`: the pages it renders with
 * data (SERVER_DATA_PAGES from the server entry when not given).
 */
export async function createRequestRenderer(outDir: string, log: (message: string, error?: unknown) => void = console.error): Promise<RequestRenderer | null> {
  const entry = serverEntryOf(outDir);
  if (!existsSync(entry)) return null;
  const server = nativeRequire(entry) as { render: RenderPage; SERVER_DATA_PAGES: ReadonlySet<PrerenderedPage> };
  const template = await readFile(join(outDir, SHELL_FILE), 'utf8');
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  return async ({ page, url, variant }) => {
    if (!server.SERVER_DATA_PAGES.has(page)) return null;
    try {
      const { html, styles, state } = await server.render(url, variant, { withData: true });
      // No data (the API is down, slow, or said 404): the build-time frame is the same page, cached.
      if (!state) return null;
      return fillShell(template, { html, head: styles + modulepreloadTags(manifest, page), state }, variant);
    } catch (error) {
      log(`request-time render of ${url} failed; serving the build-time page`, error);
      return null;
    }
  };
}
