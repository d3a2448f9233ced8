/**
 * Query keys of the profile feature. The profile itself lives in the auth store (docs/product-rules.md §Sessions 1);
 * what runs as a query here is the one-shot call a page makes.
 */
export const profileKeys = {
  all: ['profile'] as const,
  /** POST /api/account/email/change/confirm/, once per confirmation link (docs/product-rules.md §Account 10). */
  confirmEmail: (uid: string, token: string) => [...profileKeys.all, 'confirm-email', uid, token] as const,
};
