/**
 * The Content-Security-Policy of every app:// response (Electron security checklist §7). Strict:
 * scripts only from the app itself, no eval of any kind, no plugins, no <base>, no framing; the
 * network only to the app and the API.
 */
import { originOf } from './app-origin.ts';

/** What the policy needs to know. */
export interface CspOptions {
  /** The API's origin, e.g. http://127.0.0.1:8000: the only host the renderer talks to. */
  apiOrigin: string;
  /**
   * Hash sources of the inline scripts the page may run, each `'sha256-<base64>'` (the web build's
   * early-tap recorder, scripts/vite/web-csp.ts). None by default: the desktop app has none.
   */
  scriptHashes?: readonly string[];
}

/** A CSP hash source of a SHA-256 digest (CSP Level 3 §2.3.1: `'sha256-` base64 of 32 bytes `'`). */
const SHA256_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** A CSP source must be a bare origin; anything with spaces, quotes or `;` could inject directives. */
function assertOrigin(origin: string): string {
  if (originOf(origin) !== origin || /[\s;'",]/.test(origin)) {
    throw new TypeError(`CSP source must be a bare origin, got ${JSON.stringify(origin)}`);
  }
  return origin;
}

/**
 * Builds the policy string:
 * - `default-src 'self'`; `script-src 'self'` and the given script hashes (no 'unsafe-inline', no
 *   'unsafe-eval', no wasm eval);
 * - `style-src 'self' 'unsafe-inline'`: Fluent UI's Griffel injects <style> at run time;
 * - `img-src 'self' data: blob: <api>` (avatars and backgrounds come from the API, previews are blobs);
 * - `connect-src 'self' <api>`; `font-src 'self' data:`;
 * - `object-src 'none'`, `base-uri 'none'`, `frame-ancestors 'none'`, `frame-src 'none'`,
 *   `form-action 'none'` (forms are submitted by script, never navigated), `worker-src 'self'`.
 * @throws TypeError when `apiOrigin` is not a bare origin, or a script hash is not a SHA-256 hash source.
 */
export function buildContentSecurityPolicy(options: CspOptions): string {
  const api = assertOrigin(options.apiOrigin);
  const hashes = options.scriptHashes ?? [];
  const badHash = hashes.find((hash) => !SHA256_SOURCE.test(hash));
  if (badHash !== undefined) throw new TypeError(`CSP script hash must be 'sha256-<base64>', got ${JSON.stringify(badHash)}`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', api],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", api],
    ['media-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
