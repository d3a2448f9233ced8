/**
 * The installable web app (docs/product-rules.md §Web 12–15): a web app manifest and a Workbox
 * service worker (vite-plugin-pwa, `generateSW`) for the web build only. The desktop build
 * (electron.vite.config.ts) must never get this plugin: app:// pages register no worker.
 *
 * The worker precaches the shell and every lazy page, so a repeat visit paints from cache and a visit
 * with the network down still shows the shell (and the app's own offline banner). Deliberately:
 * - `shell.html` is the navigation fallback and is precached; `index.html` and `prerendered/**` are
 *   not: the pre-render step rewrites them after the client build, so their
 *   revisions in sw.js would be stale, and a client-rendered shell is right for every route;
 * - no runtime caching at all: the API lives on another origin and is never answered by the worker
 *   (TanStack Query and the app's 24-hour Web Storage caches own API data);
 * - registration is the app's (features/pwa, workbox-window), not the plugin's, and a new worker
 *   waits until the person accepts "A new version is available" (registerType 'prompt').
 */
import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { THEME_LIGHT_BACKGROUND_COLOR, THEME_PRIMARY_COLOR } from '../../src/shared/constants.ts';
import { DEFAULT_PRODUCT_NAME } from '../../src/shared/config/index.ts';
import { SHELL_FILE } from '../../src/shared/prerender/select-page.ts';

/** The worker's file at the site root; the app registers this URL (features/pwa). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The plugin's options (exported for tests). */
export function pwaOptions(): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    // The app registers the worker itself (workbox-window), so the desktop build needs no
    // `virtual:pwa-register` module and the first route carries no registration code.
    injectRegister: false,
    filename: SERVICE_WORKER_FILE,
    // Public files the shell uses besides the manifest's icons (precached with them).
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: DEFAULT_PRODUCT_NAME,
      short_name: DEFAULT_PRODUCT_NAME,
      description: 'Figure Shop: a storefront for anime figure collectors.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The primary blue (as index.html's theme-color) on the light background: docs/product-rules.md §Shell 2.
      theme_color: THEME_PRIMARY_COLOR,
      background_color: THEME_LIGHT_BACKGROUND_COLOR,
      // Not maskable: the icons have transparent rounded corners and the pedestal reaches past the
      // 80 % safe zone (build/make-icons.mjs), so a mask would crop them.
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    },
    workbox: {
      // Scripts, styles, the shell and the woff2 fonts (every browser with a worker reads woff2).
      globPatterns: ['**/*.{js,css,woff2}', SHELL_FILE],
      globIgnores: ['index.html', 'prerendered/**'],
      navigateFallback: SHELL_FILE,
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once, so the very next visit works offline;
      // an update still waits for the person (no skipWaiting).
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [],
    },
  };
}

/** The plugin list for vite.web.config.ts's `plugins` (build only; nothing in `vite dev`). */
export function webAppManifest(): Plugin[] {
  return VitePWA(pwaOptions());
}
