/**
 * Builds tests/bench-harness (the app's client pipeline without its UI) with the renderer's own
 * Vite settings (vite.shared.ts), production mode, against the given API.
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { aliases, rendererConfig } from '../../../vite.shared.ts';
import { benchCacheDir, projectRoot } from './paths.ts';

/** Builds the harness into node_modules/.cache/bench/harness and returns that folder. */
export async function buildHarness(apiUrl: string): Promise<string> {
  const outDir = resolve(benchCacheDir, 'harness');
  // The renderer reads its configuration from VITE_* at build time (platform/config.ts).
  process.env.VITE_API_URL = apiUrl;
  await build({
    configFile: false,
    root: resolve(projectRoot, 'tests/bench-harness'),
    envDir: projectRoot,
    resolve: { alias: aliases },
    plugins: rendererConfig().plugins,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return outDir;
}
