/**
 * The JavaScript each lazily loaded page adds to the first route (docs/product-rules.md
 * §Performance 2: each lazy page's own JS ≤ 40 kB gzip): the page's chunk and everything it imports
 * statically, transitively, minus what the first route already loaded. That is what the browser
 * fetches when a visitor goes from the first page to that one. Pages are found in Vite's build
 * manifest (`vite build --manifest`): the dynamic entries whose source is a `pages/` module.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure } from './module-graph.ts';

/** One lazy page: its source module, chunk and own JS (bytes as written and gzip level 6). */
export interface LazyPageSize {
  source: string;
  chunk: string;
  files: string[];
  bytes: number;
  gzipBytes: number;
}

interface ManifestEntry {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/** Where `vite build --manifest` writes the manifest, inside the built folder. */
export const manifestPath = (distDir: string) => join(distDir, '.vite', 'manifest.json');

/** The chunk files of the lazy pages, by source module (`src/…/pages/X.tsx` → `assets/X-hash.js`). */
export function lazyPageChunks(manifest: Record<string, ManifestEntry>): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [key, entry] of Object.entries(manifest)) {
    if (entry.isDynamicEntry && /\/pages\/[^/]+\.tsx?$/.test(entry.src ?? key)) pages.set(entry.src ?? key, entry.file);
  }
  return pages;
}

/**
 * Every lazy page of the build in `distDir` with its own JS beyond `firstRoute`, largest first.
 * Throws when the build has no manifest (build it with `--manifest`).
 */
export function measureLazyPages(distDir: string, firstRoute: ReadonlySet<string>): LazyPageSize[] {
  const path = manifestPath(distDir);
  if (!existsSync(path)) throw new Error(`${path} is missing: build with vite build --manifest`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>;
  return [...lazyPageChunks(manifest)]
    .map(([source, chunk]) => {
      const files = [...staticClosure(distDir, [chunk], firstRoute)];
      const code = files.map((file) => readFileSync(join(distDir, file)));
      return {
        source,
        chunk,
        files,
        bytes: code.reduce((sum, buffer) => sum + buffer.length, 0),
        gzipBytes: code.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 6 }).length, 0),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
