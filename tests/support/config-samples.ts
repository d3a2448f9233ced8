import type { AppConfig } from '../../src/shared/config';

/**
 * The app configuration with every default (docs/product-rules.md §Configuration 1: product name, the demo API on
 * 127.0.0.1:8000, the demo OAuth client, the desktop scheme), written out literally so that a
 * changed default fails the tests that compare against it.
 */
export const defaultAppConfig: AppConfig = {
  apiUrl: 'http://127.0.0.1:8000',
  productName: 'Figure Shop',
  demoMode: false,
  demoLinks: { playground: 'http://127.0.0.1:8000/graphql', dashboard: 'http://127.0.0.1:8000/dashboard' },
  oauth: {
    discord: { clientId: 'figure-shop-demo', authorizeUrl: 'http://127.0.0.1:8000/oauth/discord/authorize' },
    google: { clientId: 'figure-shop-demo', authorizeUrl: 'http://127.0.0.1:8000/oauth/google/authorize' },
  },
  urlScheme: 'com.figureshop.app',
};
