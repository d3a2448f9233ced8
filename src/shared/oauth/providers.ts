/** The social sign-in providers: discord and google (docs/product-rules.md §Sign-in 8). */

/** Provider ids, lower case, as they appear in API paths and redirect URIs. */
export const OAUTH_PROVIDERS = ['discord', 'google'] as const;

/** One provider id. */
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Display names, for messages such as "Sign-in with Discord was cancelled". */
export const OAUTH_PROVIDER_LABELS: Readonly<Record<OAuthProvider, string>> = { discord: 'Discord', google: 'Google' };

/**
 * Scopes requested per provider: the minimum that yields an identity and an e-mail address
 * (Discord: `identify email`; Google: OpenID Connect `openid email profile`).
 */
export const OAUTH_DEFAULT_SCOPES: Readonly<Record<OAuthProvider, readonly string[]>> = {
  discord: ['identify', 'email'],
  google: ['openid', 'email', 'profile'],
};

/** True when `value` is one of {@link OAUTH_PROVIDERS} (exact, case-sensitive). */
export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}
