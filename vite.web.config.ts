/** The same renderer built as a static web app into dist-web/ (npm run build:web, dev:web, preview:web). */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { projectRoot, rendererConfig } from './vite.shared.ts';

export default defineConfig({
  ...rendererConfig(),
  build: { outDir: resolve(projectRoot, 'dist-web'), emptyOutDir: true },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
