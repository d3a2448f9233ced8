/**
 * A Vite plugin for the web build, for an earlier largest contentful paint: `<link
 * rel="preconnect">` to the API origin in index.html, so the connection is open by the time the
 * app's first call and the first figure pictures (served by the API) go out. Two links: the API
 * calls are CORS requests (`crossorigin`), the pictures are not, and browsers keep separate
 * connections for the two.
 * @throws ConfigError (from `configResolved`) when the build's VITE_* config is invalid.
 */
import type { Plugin } from 'vite';
import { loadConfig } from '../../src/shared/config/index.ts';

/** The plugin. */
export function apiPreconnect(): Plugin {
  let origin = '';
  return {
    name: 'figure-shop:api-preconnect',
    apply: 'build',
    configResolved(config) {
      origin = new URL(loadConfig(config.env, 'web').apiUrl).origin;
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: 'anonymous' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' },
    ],
  };
}
