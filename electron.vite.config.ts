/**
 * electron-vite build of the desktop app: main (ESM, Node), preload (CommonJS, because sandboxed
 * preloads cannot be ES modules) and the renderer (the same React app the web build serves).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { aliases, projectRoot, rendererConfig, rendererOutput, rendererTreeshake } from './vite.shared.ts';

export default defineConfig({
  main: {
    resolve: { alias: aliases },
    build: {
      outDir: resolve(projectRoot, 'out/main'),
      rollupOptions: { input: { index: resolve(projectRoot, 'src/main/index.ts') } },
    },
  },
  preload: {
    resolve: { alias: aliases },
    build: {
      outDir: resolve(projectRoot, 'out/preload'),
      rollupOptions: {
        input: { index: resolve(projectRoot, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig(),
    build: {
      outDir: resolve(projectRoot, 'out/renderer'),
      // The first route is one chunk on purpose (vite.shared.ts).
      chunkSizeWarningLimit: 1000,
      rollupOptions: { input: { index: resolve(projectRoot, 'src/renderer/index.html') }, output: rendererOutput, treeshake: rendererTreeshake },
    },
  },
});
