import { PAGES } from '@shared/prerender/pages';

/** The app's account routes, from the page table (docs/product-rules.md §Web 1). */
export const PASSWORD_RESET_PATH = PAGES.passwordReset.path;
export const VERIFY_EMAIL_ROUTE = PAGES.verifyEmail.path;
export const PROFILE_PATH = PAGES.profile.path;
export const OAUTH_CALLBACK_ROUTE = PAGES.oauthCallback.path;

/** Where a provider sends the browser back to after consent (web flow). */
export const oauthCallbackPath = (provider: string) => OAUTH_CALLBACK_ROUTE.replace(':provider', () => encodeURIComponent(provider));
