/**
 * The auth feature's pages, its second public entry (for app/router.tsx only). Each loader imports
 * its page on demand in the shape React.lazy takes, so every page stays its own chunk, off the
 * first route: a barrel re-exporting the components would bundle all three into one chunk.
 */
export const loadPasswordResetPage = async () => ({ default: (await import('./PasswordResetPage')).PasswordResetPage });
/** Loads the e-mail verification page (see above). */
export const loadVerifyEmailPage = async () => ({ default: (await import('./VerifyEmailPage')).VerifyEmailPage });
/** Loads the web OAuth callback page (see above). */
export const loadOAuthCallbackPage = async () => ({ default: (await import('./OAuthCallbackPage')).OAuthCallbackPage });
