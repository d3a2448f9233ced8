/** The config's defaults: the local demo API and its demo OAuth client (README, "Pointing the app at another API"). */
export { DEFAULT_URL_SCHEME } from '../deep-link/scheme';

/** The demo API as `npm run demo:api` starts it. */
export const DEFAULT_API_URL = 'http://127.0.0.1:8000';
/** The site and window title (docs/product-rules.md §Shell 1). */
export const DEFAULT_PRODUCT_NAME = 'Figure Shop';
/** The client id the demo API's OAuth provider accepts for Discord and Google alike. */
export const DEFAULT_OAUTH_CLIENT_ID = 'figure-shop-demo';

/** The defaults of the settings derived from the API URL. */
export const derivedDefaults = {
  demoPlaygroundUrl: (apiUrl: string) => `${apiUrl}/graphql`,
  demoDashboardUrl: (apiUrl: string) => `${apiUrl}/dashboard`,
  authorizeUrl: (apiUrl: string, provider: string) => `${apiUrl}/oauth/${provider}/authorize`,
} as const;
