/** The app's private-use URI scheme (RFC 8252 §7.1) and the redirect URIs built on it. */
import { orderPagePath } from '../api/order-paths';
import type { OAuthProvider } from '../oauth/providers';

/** The default scheme: the reverse domain name of figureshop.com, as RFC 8252 §7.1 recommends. */
export const DEFAULT_URL_SCHEME = 'com.figureshop.app';

/**
 * A usable private-use scheme: RFC 3986 §3.1 syntax (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`),
 * lower case (schemes compare case-insensitively, so we pick one spelling), and at least one dot,
 * i.e. reverse-DNS form (RFC 8252 §7.1), which keeps it from clashing with `http`, `app`, `file`...
 */
export const URL_SCHEME_PATTERN = /^[a-z][a-z0-9+-]*(?:\.[a-z0-9+-]+)+$/;

/** True when `value` is a valid private-use scheme by {@link URL_SCHEME_PATTERN}. */
export function isPrivateUseScheme(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 100 && URL_SCHEME_PATTERN.test(value);
}

/**
 * The OAuth redirect URI for a provider: `<scheme>:/oauth/<provider>`, with a single slash and no
 * authority (RFC 8252 §7.1). The token request must repeat it byte for byte (RFC 6749 §4.1.3).
 */
export function buildOAuthRedirectUri(scheme: string, provider: OAuthProvider): string {
  return `${scheme}:/oauth/${provider}`;
}

/**
 * The `redirectUrl` the desktop app sends with a password-reset request, so the e-mail's link
 * comes back to the app: `<scheme>:/account/password-reset` (docs/product-rules.md §Desktop 9).
 */
export function buildPasswordResetRedirectUrl(scheme: string): string {
  return `${scheme}:/account/password-reset`;
}

/**
 * The payment provider's return URL for an order on the desktop: `<scheme>:/orders/<id>`; the
 * system browser hands it back to the app as a deep link (docs/product-rules.md §Payment 2).
 */
export function buildOrderReturnUrl(scheme: string, orderId: number): string {
  return `${scheme}:${orderPagePath(orderId)}`;
}
