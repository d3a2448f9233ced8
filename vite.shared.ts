/** Settings both renderer builds share (the Electron renderer and the web app), so they cannot drift. */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { commonPasswordsModule } from './scripts/vite/common-passwords.ts';
import { griffelAheadOfTime } from './scripts/vite/griffel-aot.ts';

export const projectRoot = import.meta.dirname;

export const aliases = {
  '@shared': resolve(projectRoot, 'src/shared'),
  '@renderer': resolve(projectRoot, 'src/renderer/src'),
};

export const rendererRoot = resolve(projectRoot, 'src/renderer');

/**
 * How the renderer's output is split, shared by both builds (pass as build.rolldownOptions.output).
 * - zod and src/renderer/src/zod-no-eval.ts form one chunk of their own: that module must run after
 *   zod and before any schema is built, and modules of one chunk run in import order while a chunk's
 *   imports run before it (no eval probe under the CSP).
 * - Every other module the entry imports statically (rolldown's `$initial` tag) is one chunk. Left to
 *   itself, rolldown split the first route into 36 files, one per set of lazy pages sharing a module;
 *   each file is compressed on its own, so together they cost 12.7 kB gzip more than one file
 *   (204.2 -> 191.5 kB on the first route when it was made) and more requests. Lazy pages import what they share from it; it
 *   is always loaded before them.
 */
export const rendererOutput = {
  codeSplitting: {
    groups: [
      { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-no-eval\.ts$/, priority: 2 },
      { name: 'first-route', tags: ['$initial' as const], priority: 1 },
    ],
  },
};

/**
 * Which modules may run for their side effects alone (pass as build.rolldownOptions.treeshake),
 * the way a package's `"sideEffects"` field says it: of the renderer's and the shared code only the
 * entry, the zod set-up it imports for that (zod-no-eval.ts) and style sheets. Every other module of
 * ours is kept only for the exports used, so a feature's index.ts re-exporting a component does not
 * put that component and its Fluent parts on the first route (first route ≤ 197 kB gzip: docs/product-rules.md §Performance 1).
 */
const ownCode = /[\\/]src[\\/](renderer[\\/]src|shared)[\\/]/;
export const rendererTreeshake = {
  moduleSideEffects: (id: string) => !ownCode.test(id) || /[\\/](main\.tsx|zod-no-eval\.ts)$|\.css$/.test(id),
};

/** The renderer's Vite options, minus where it is written. */
export function rendererConfig(): UserConfig {
  return {
    root: rendererRoot,
    resolve: { alias: aliases },
    plugins: [react(), commonPasswordsModule(), griffelAheadOfTime()],
    envDir: projectRoot,
  };
}
