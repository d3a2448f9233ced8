import { jwtDecode } from 'jwt-decode';
import { TOKEN_EXPIRY_LEEWAY_MS } from '@shared/constants';

/**
 * The `exp` claim of a JWT access token in epoch milliseconds, or null when the token is missing,
 * malformed or carries no numeric `exp` (malformed tokens in storage count as missing: docs/product-rules.md §Sessions 4).
 */
export function accessTokenExpiryMs(token: string | null | undefined): number | null {
  if (!token) return null;
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Whether an access token must be refreshed before use: it is missing, malformed, or expires
 * within {@link TOKEN_EXPIRY_LEEWAY_MS} (2000 ms) of `nowMs` (docs/product-rules.md §Sessions 4: a token
 * counts as expired 2000 ms before its exp).
 */
export function isAccessTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const expiryMs = accessTokenExpiryMs(token);
  return expiryMs === null || expiryMs - TOKEN_EXPIRY_LEEWAY_MS <= nowMs;
}
