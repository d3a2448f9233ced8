/**
 * A Vite plugin for the web build: writes the app's Content-Security-Policy into index.html as
 * `<meta http-equiv="Content-Security-Policy">`, first thing in <head>, so a static host needs no
 * header configuration. The policy is the desktop app's (src/main/csp.ts, one source of truth) for
 * the API origin the build is configured with (VITE_API_URL, default as in the app), minus the
 * directives a <meta> policy may not carry (frame-ancestors, report-uri, sandbox: browsers ignore
 * them there and say so in the console). Build only: the dev server's hot reload needs inline script.
 */
import type { Plugin } from 'vite';
import { buildContentSecurityPolicy } from '../../src/main/csp.ts';

/** The renderer's default API (DEFAULT_API_URL in src/renderer/src/platform/config.ts, which this Node-side file cannot import). */
const DEFAULT_API_URL = 'http://127.0.0.1:8000';

/** Directives that only work in a header. */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** The policy for a <meta> element: the header policy without header-only directives. */
export function metaPolicy(headerPolicy: string): string {
  return headerPolicy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !HEADER_ONLY.has(directive.split(/\s+/)[0] ?? ''))
    .join('; ');
}

/** The plugin; `apiUrl` overrides VITE_API_URL (tests). */
export function webContentSecurityPolicy(apiUrl?: string): Plugin {
  let policy = '';
  return {
    name: 'figure-shop:web-csp',
    apply: 'build',
    configResolved(config) {
      const configured = apiUrl ?? (config.env.VITE_API_URL as string | undefined)?.trim();
      policy = metaPolicy(buildContentSecurityPolicy({ apiOrigin: new URL(configured || DEFAULT_API_URL).origin }));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
    },
  };
}
