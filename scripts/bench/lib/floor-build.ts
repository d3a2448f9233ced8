/**
 * Builds tests/bench-harness/floor (FluentProvider + one Button on react-dom: the least a page of
 * this stack ships) with the renderer's own Vite settings and output split, production mode, so
 * scripts/bench/bundle.ts can print the stack's floor next to the app's first route (issue 15 item 2).
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { aliases, rendererConfig, rendererOutput } from '../../../vite.shared.ts';
import { benchCacheDir, projectRoot } from './paths.ts';

/** Builds the floor page into node_modules/.cache/bench/floor and returns that folder. */
export async function buildFloor(): Promise<string> {
  const outDir = resolve(benchCacheDir, 'floor');
  await build({
    configFile: false,
    root: resolve(projectRoot, 'tests/bench-harness/floor'),
    envDir: projectRoot,
    resolve: { alias: aliases },
    plugins: rendererConfig().plugins,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rolldownOptions: { output: rendererOutput } },
  });
  return outDir;
}
