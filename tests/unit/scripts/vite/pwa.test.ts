import { describe, expect, it } from 'vitest';
import { pwaOptions, SERVICE_WORKER_FILE } from '../../../../scripts/vite/pwa';
import { SHELL_FILE } from '../../../../src/shared/prerender/select-page';

describe('web app manifest and service worker options (§Web 12–15)', () => {
  const options = pwaOptions();

  it('precaches the shell, never index.html or the pre-rendered pages, and falls back to the shell', () => {
    expect(options.workbox?.globPatterns).toContain(SHELL_FILE);
    expect(options.workbox?.globIgnores).toEqual(expect.arrayContaining(['index.html', 'prerendered/**']));
    expect(options.workbox?.navigateFallback).toBe(SHELL_FILE);
    expect(options.workbox?.cleanupOutdatedCaches).toBe(true);
  });

  it('never answers the API: no runtime caching', () => {
    expect(options.workbox?.runtimeCaching ?? []).toEqual([]);
  });

  it('waits for the person before a new version takes over, and leaves registration to the app', () => {
    expect(options.registerType).toBe('prompt');
    expect(options.workbox?.skipWaiting).toBe(false);
    expect(options.injectRegister).toBe(false);
    // The app registers /sw.js (features/pwa/registration.ts); the e2e test proves the two meet.
    expect(options.filename).toBe(SERVICE_WORKER_FILE);
    expect(SERVICE_WORKER_FILE).toBe('sw.js');
  });

  it('describes the installable app with the spec colours and the public icons', () => {
    const manifest = options.manifest;
    if (!manifest) throw new Error('no manifest');
    expect(manifest).toMatchObject({ name: 'Figure Shop', start_url: '/', display: 'standalone', theme_color: '#2E70C7', background_color: '#FFFFFF' });
    expect(manifest.icons?.map((icon) => [icon.src, icon.sizes])).toEqual([
      ['/icon-192.png', '192x192'],
      ['/icon-512.png', '512x512'],
    ]);
  });
});
