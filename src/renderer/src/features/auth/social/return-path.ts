/**
 * Where to go back to after a sign-in that left the app (docs/product-rules.md §Sign-in 11). Only a same-origin,
 * relative path is ever followed: an address kept in storage could be forged, and following it
 * would make the sign-in an open redirect.
 */

/** Where a sign-in returns to when the kept path is missing or refused. */
export const DEFAULT_RETURN_PATH = '/';

/**
 * `value` when it is a same-origin relative path (path, optional search and hash): it starts with
 * exactly one '/', holds no '//' and no '\\' (browsers read '/\\evil' as '//evil'), no control
 * characters or spaces, and so no scheme or host. Anything else (`//evil.example`,
 * `https://evil.example`, `/\\evil`, `javascript:…`, a non-string) gives null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.includes('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  try {
    // The last word: resolved against a placeholder origin, it must stay on that origin.
    const base = 'https://same-origin.invalid';
    if (new URL(value, base).origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}
