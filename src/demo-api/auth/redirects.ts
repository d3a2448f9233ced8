/**
 * The registered redirect URIs (docs/product-rules.md §Security 3): the only addresses the demo API puts in e-mails
 * or sends browsers back to. As a real provider does (RFC 9700 §4.1.3; Keycloak "Valid redirect
 * URIs", Auth0 "Allowed Callback URLs"), a client may name one only by exact string match: no
 * prefix, no wildcard, no other scheme, no extra path or query. The list is built once per server
 * from the configured web origins and the desktop app's private-use scheme (RFC 8252 §7.1), and
 * guards the three doors: the reset `redirectUrl`, the registration `verifyBaseUrl` and the demo
 * provider's `redirect_uri`.
 */
import type { SocialProvider } from '../../shared/api/account';
import { buildOAuthRedirectUri, buildPasswordResetRedirectUrl } from '../../shared/deep-link/scheme';

/** The 400 message for a redirect or link address outside the allow-list. */
export const REDIRECT_NOT_ALLOWED = 'This redirect address is not allowed.';

/**
 * The web app's own paths that outside links come back to; the same strings as the renderer's
 * PASSWORD_RESET_PATH and oauthCallbackPath (src/renderer/src/features/auth/routes.ts), which the
 * demo API may not import; tests/unit/demo-api/auth/redirects.test.ts pins them.
 */
export const WEB_PASSWORD_RESET_PATH = '/account/password-reset';
export const webOAuthCallbackPath = (provider: SocialProvider): string => `/oauth/${provider}/callback`;

/** The exact strings each door accepts. */
export interface RegisteredRedirects {
  /** `redirectUrl` of POST /api/account/password/reset/: `<origin>/account/password-reset` and `<scheme>:/account/password-reset`. */
  passwordReset: ReadonlySet<string>;
  /** `verifyBaseUrl` of POST /api/account/register/: each web origin, with or without its final "/" (links open in a mail client's browser, so no scheme form). */
  verifyBase: ReadonlySet<string>;
  /** `redirect_uri` per provider: `<origin>/oauth/<provider>/callback` and `<scheme>:/oauth/<provider>`. */
  oauthCallback: Readonly<Record<SocialProvider, ReadonlySet<string>>>;
}

/**
 * Builds the registered list. `webOrigins` are origins such as `http://127.0.0.1:5173` (no path,
 * no final slash, as resolveConfig keeps them); `desktopScheme` is the desktop app's scheme
 * (default com.figureshop.app).
 */
export function registeredRedirects(webOrigins: readonly string[], desktopScheme: string): RegisteredRedirects {
  const callbacks = (provider: SocialProvider): ReadonlySet<string> =>
    new Set([...webOrigins.map((origin) => `${origin}${webOAuthCallbackPath(provider)}`), buildOAuthRedirectUri(desktopScheme, provider)]);
  const oauthCallback = { discord: callbacks('discord'), google: callbacks('google') } satisfies Record<SocialProvider, ReadonlySet<string>>;
  return {
    passwordReset: new Set([...webOrigins.map((origin) => `${origin}${WEB_PASSWORD_RESET_PATH}`), buildPasswordResetRedirectUrl(desktopScheme)]),
    verifyBase: new Set(webOrigins.flatMap((origin) => [origin, `${origin}/`])),
    oauthCallback,
  };
}

/** True when `value` is one of `registered`, compared byte for byte (RFC 9700 §4.1.3). */
export function isRegistered(registered: ReadonlySet<string>, value: string): boolean {
  return registered.has(value);
}

/** True for a private-use scheme URI (neither http(s) nor app:); those need PKCE at the OAuth provider. */
export function isPrivateUseScheme(value: string): boolean {
  try {
    return !['http:', 'https:', 'app:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** `base` with the given query parameters added (existing ones kept, same names replaced). */
export function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}
