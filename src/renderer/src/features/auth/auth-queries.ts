/**
 * Query keys of the auth feature, like the other features' `<feature>Keys`. The signed-in user's
 * profile is not among them: it lives in the auth store (persisted under `profile`, docs/product-rules.md §Sessions 1),
 * loaded by the session. What runs as a query is a one-shot account call made by a page.
 */
export const authKeys = {
  all: ['auth'] as const,
  /** GET /api/account/verify-email/{uid}/{token}/, once per link. */
  verifyEmail: (uid: string, token: string) => [...authKeys.all, 'verify-email', uid, token] as const,
  /** The web OAuth callback's sign-in, once per callback URL (provider and its query string). */
  oauthCallback: (provider: string, search: string) => [...authKeys.all, 'oauth-callback', provider, search] as const,
};
