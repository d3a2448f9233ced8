/** Settings both renderer builds share (the Electron renderer and the web app), so they cannot drift. */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export const projectRoot = import.meta.dirname;

export const aliases = {
  '@shared': resolve(projectRoot, 'src/shared'),
  '@renderer': resolve(projectRoot, 'src/renderer/src'),
};

export const rendererRoot = resolve(projectRoot, 'src/renderer');

/**
 * How the renderer's output is split, shared by both builds (pass as build.rolldownOptions.output).
 * zod and src/renderer/src/zod-no-eval.ts form one chunk of their own: that module must run after
 * zod and before any schema is built, and modules of one chunk run in import order while a chunk's
 * imports run before it (issue 6: no eval probe under the CSP).
 */
export const rendererOutput = {
  codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-no-eval\.ts$/ }] },
};

/** The renderer's Vite options, minus where it is written. */
export function rendererConfig(): UserConfig {
  return {
    root: rendererRoot,
    resolve: { alias: aliases },
    plugins: [react()],
    envDir: projectRoot,
  };
}
