/**
 * The same renderer built as a static web app into dist-web/ (npm run build:web, dev:web); npm start
 * and preview:web serve the build with src/web-server.
 * Always loaded with `--configLoader runner` (the npm scripts and the Playwright configs pass it): the
 * CSP plugin reads src/shared/config, whose extensionless TypeScript imports Vite's native config
 * loader would warn about on every start.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { apiPreconnect } from './scripts/vite/api-preconnect.ts';
import { inlineCss } from './scripts/vite/inline-css.ts';
import { shellHtml } from './scripts/vite/shell-html.ts';
import { webAppManifest } from './scripts/vite/pwa.ts';
import { webContentSecurityPolicy } from './scripts/vite/web-csp.ts';
import { projectRoot, rendererConfig, rendererOutput, rendererTreeshake } from './vite.shared.ts';

const renderer = rendererConfig();

export default defineConfig(({ isSsrBuild }) => ({
  ...renderer,
  // The CSP as a <meta> in the built index.html (docs/product-rules.md §Security); the desktop app sends it as a header;
  // a preconnect to the API and the font sheet inline (a faster first paint).
  // shell.html: the empty page the pre-render fills and the fallback for other routes; the web
  // server (src/web-server, npm start) answers pages with the variant the user_prefs cookie asks for.
  plugins: [...(renderer.plugins ?? []), webContentSecurityPolicy(), apiPreconnect(), inlineCss(), shellHtml(), ...webAppManifest()],
  // The first route is one chunk on purpose (vite.shared.ts); its budget is gzip, checked by npm test.
  build: { outDir: resolve(projectRoot, 'dist-web'), emptyOutDir: true, chunkSizeWarningLimit: 1000, rolldownOptions: { output: rendererOutput, treeshake: rendererTreeshake }, copyPublicDir: !isSsrBuild },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
}));
