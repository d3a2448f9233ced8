/**
 * The JavaScript a built web app loads for its first route, read from the build itself: the
 * `<script type="module">` entries of index.html, every `<link rel="modulepreload">` (fetched at
 * load even if unused), and everything those import statically, transitively. Dynamic `import()`
 * targets (lazy routes and dialogs) are not part of it.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Static `import … from "x"`, `import "x"` and `export … from "x"` in bundler output (never `import(`). */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.m?js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g;

/** Paths (relative to the dist root, posix) that index.html loads as modules or preloads. */
export function htmlModuleEntries(html: string): string[] {
  const entries = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)) entries.add(stripRoot(match[1] ?? ''));
  for (const match of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)) entries.add(stripRoot(match[1] ?? ''));
  return [...entries].filter(Boolean);
}

function stripRoot(path: string): string {
  return path.replace(/^\.?\//, '');
}

/** The specifiers a chunk imports statically, and those it imports dynamically. */
export function chunkImports(code: string): { staticImports: string[]; dynamicImports: string[] } {
  const staticImports = [...code.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? '');
  const dynamicImports = [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? '');
  return { staticImports, dynamicImports };
}

/**
 * The files `starts` load: themselves and their static imports, transitively (paths relative to
 * `distDir`, posix), never entering a file of `exclude`.
 */
export function staticClosure(distDir: string, starts: readonly string[], exclude: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || exclude.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const specifier of chunkImports(code).staticImports) {
      // Chunks import each other relatively ("./x.js"); anything else (a bare name) is not a file of ours.
      if (!specifier.startsWith('.')) continue;
      queue.push(posix.normalize(posix.join(posix.dirname(file), specifier)));
    }
  }
  return seen;
}

/**
 * The first-route set of a build in `distDir`: the chunks index.html loads plus their static
 * imports, transitively. Throws when index.html names a file that is not in the build.
 */
export function firstRouteChunks(distDir: string): Set<string> {
  const entries = htmlModuleEntries(readFileSync(join(distDir, 'index.html'), 'utf8'));
  if (entries.length === 0) throw new Error(`${distDir}/index.html loads no module script`);
  return staticClosure(distDir, entries);
}
