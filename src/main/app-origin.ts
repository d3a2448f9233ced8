/**
 * The app's own origin (its constants live in src/shared/app-origin.ts, which the demo API's CORS
 * reads too) and the origin checks the main process makes with it.
 */
import { APP_ORIGIN } from '../shared/app-origin';

export { APP_HOST, APP_ORIGIN, APP_SCHEME } from '../shared/app-origin';
/** The renderer's entry URL. */
export const APP_ENTRY_URL = `${APP_ORIGIN}/`;

/**
 * The origin of a URL as `<protocol>//<host>`, also for non-special schemes such as `app:` (where
 * WHATWG URL's `.origin` is the opaque "null"). Null for unparsable URLs, URLs without a host, and
 * URLs carrying credentials (`user:pass@`), which are a classic way to disguise a host.
 */
export function originOf(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '' || parsed.host === '') return null;
  return `${parsed.protocol}//${parsed.host}`;
}

/** True when `url` is on exactly `origin` (scheme, host and port; case-sensitive after parsing). */
export function isSameOrigin(url: string | null | undefined, origin: string): boolean {
  return originOf(url) === origin;
}
