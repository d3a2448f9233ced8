/**
 * Query keys of the profile feature. The profile itself lives in the auth store (spec point 3);
 * what runs as a query here is the one-shot call a page makes.
 */
export const profileKeys = {
  all: ['profile'] as const,
  /** POST /api/account/email/change/confirm/, once per confirmation link (issue 14 item 8). */
  confirmEmail: (uid: string, token: string) => [...profileKeys.all, 'confirm-email', uid, token] as const,
};
