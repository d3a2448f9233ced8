/**
 * Builds the benchmarks' own pages with the renderer's Vite settings (vite.shared.ts: plugins,
 * aliases, output split, tree-shaking), production mode: tests/bench-harness (the app's client
 * pipeline without its UI) and tests/bench-harness/floor (FluentProvider + one Button on react-dom,
 * the least a page of this stack ships, printed beside the app's first route).
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { aliases, rendererConfig, rendererOutput, rendererTreeshake } from '../../../vite.shared.ts';
import { benchCacheDir, projectRoot } from './paths.ts';

/** Builds the page whose index.html is in `root` into `outDir` and returns `outDir`. */
async function buildPage(root: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    root,
    envDir: projectRoot,
    resolve: { alias: aliases },
    plugins: rendererConfig().plugins,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, rolldownOptions: { output: rendererOutput, treeshake: rendererTreeshake } },
  });
  return outDir;
}

/** Builds the harness against `apiUrl` into node_modules/.cache/bench/harness and returns that folder. */
export async function buildHarness(apiUrl: string): Promise<string> {
  // The renderer reads its configuration from VITE_* at build time (platform/config.ts).
  process.env.VITE_API_URL = apiUrl;
  return buildPage(resolve(projectRoot, 'tests/bench-harness'), resolve(benchCacheDir, 'harness'));
}

/** Builds the React + Fluent floor page into node_modules/.cache/bench/floor and returns that folder. */
export function buildFloor(): Promise<string> {
  return buildPage(resolve(projectRoot, 'tests/bench-harness/floor'), resolve(benchCacheDir, 'floor'));
}
