/**
 * Which addresses the demo API will put in e-mails and redirect browsers to (issue 3). A real
 * backend allow-lists them; so do we: the configured web origins, app:// (the desktop renderer)
 * and private-use URI schemes (RFC 8252 §7.1, the desktop OAuth redirect). Never javascript:,
 * data:, file: or http(s) origins we do not know.
 */
/** The 400 message for a redirect or link address outside the allow-list. */
export const REDIRECT_NOT_ALLOWED = 'This redirect address is not allowed.';

const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'file:', 'vbscript:', 'blob:', 'about:', 'ftp:', 'ws:', 'wss:']);

/** Parses `value` as an absolute URL, or undefined. */
export function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** True when `value` may be used as a redirect or e-mail link target. */
export function isAllowedRedirect(value: string, webOrigins: readonly string[]): boolean {
  const url = parseUrl(value);
  if (!url || url.username || url.password) return false;
  if (url.protocol === 'http:' || url.protocol === 'https:') return webOrigins.includes(url.origin);
  if (url.protocol === 'app:') return true;
  return !FORBIDDEN_SCHEMES.has(url.protocol);
}

/** True for a private-use scheme (neither http(s) nor app:); those need PKCE at the OAuth provider. */
export function isPrivateUseScheme(value: string): boolean {
  const url = parseUrl(value);
  return url !== undefined && !['http:', 'https:', 'app:'].includes(url.protocol);
}

/** `base` with the given query parameters added (existing ones kept, same names replaced). */
export function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}
