/**
 * Bundles page-bridge.ts (and the preload modules it imports) into one classic script for
 * `page.addInitScript`, with Vite (the project's bundler) and the project's path aliases.
 */
import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { aliases } from '../../../vite.shared';

/** Global name the bundle assigns; its `installDesktopBridge` builds `window.desktop`. */
export const PAGE_BRIDGE_GLOBAL = '__contractPageBridge';

/** @returns the script source; @throws when the bundle fails to build. */
export async function bundlePageBridge(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: aliases },
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      emptyOutDir: false,
      lib: { entry: resolve(import.meta.dirname, 'page-bridge.ts'), formats: ['iife'], name: PAGE_BRIDGE_GLOBAL, fileName: 'page-bridge' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error('bundling the page bridge produced no script');
  return chunk.code;
}
