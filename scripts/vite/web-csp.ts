/**
 * A Vite plugin for the web build: writes the app's Content-Security-Policy into index.html as
 * `<meta http-equiv="Content-Security-Policy">`, first thing in <head>, so a static host needs no
 * header configuration. The policy is the desktop app's (src/main/csp.ts, one source of truth) for
 * the API origin the build is configured with (VITE_API_URL, default as in the app: both read
 * through the shared config module, so a bad value fails the build naming the variable), minus the
 * directives a <meta> policy may not carry (frame-ancestors, report-uri, sandbox: browsers ignore
 * them there and say so in the console). Right after it, the one inline script the policy allows,
 * by its hash: the page's start script (src/shared/prerender/page-start-script.ts: the early-tap
 * recorder and ICU's warm-up). Build only: the dev
 * server's hot reload needs inline script.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { PAGE_START_SCRIPT } from '../../src/shared/prerender/page-start-script.ts';
import { buildContentSecurityPolicy } from '../../src/main/csp.ts';
import { CONFIG_VARIABLES, loadConfig } from '../../src/shared/config/index.ts';

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

/** The CSP hash source of an inline script's exact text (CSP Level 3 §8.4: SHA-256 of its UTF-8 bytes, base64). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The plugin; `apiUrl` overrides VITE_API_URL (tests).
 * @throws ConfigError (from `configResolved`) when the build's VITE_* config is invalid.
 */
export function webContentSecurityPolicy(apiUrl?: string): Plugin {
  let policy = '';
  return {
    name: 'figure-shop:web-csp',
    apply: 'build',
    configResolved(config) {
      const env = apiUrl === undefined ? config.env : { ...config.env, [CONFIG_VARIABLES.web.apiUrl]: apiUrl };
      const apiOrigin = new URL(loadConfig(env, 'web').apiUrl).origin;
      policy = metaPolicy(buildContentSecurityPolicy({ apiOrigin, scriptHashes: [scriptHashSource(PAGE_START_SCRIPT)] }));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
        { tag: 'script', children: PAGE_START_SCRIPT, injectTo: 'head-prepend' },
      ],
    },
  };
}
