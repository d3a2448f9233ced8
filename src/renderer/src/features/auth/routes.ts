/** The app's account routes (spec point 2 names /account/password-reset; the others are ours). */
export const PASSWORD_RESET_PATH = '/account/password-reset';
export const VERIFY_EMAIL_ROUTE = '/account/verify-email/:uid/:token';
export const PROFILE_PATH = '/account/profile';
export const OAUTH_CALLBACK_ROUTE = '/oauth/:provider/callback';

/** Where a provider sends the browser back to after consent (web flow). */
export const oauthCallbackPath = (provider: string) => `/oauth/${encodeURIComponent(provider)}/callback`;
