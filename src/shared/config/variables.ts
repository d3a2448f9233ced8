/**
 * The one table of environment variable names: `VITE_*` for the web build (read by Vite at build
 * time), `FIGURE_SHOP_*` for the desktop app (read by the main process at start). The README's
 * configuration sections list the same names.
 */
import type { OAuthProvider } from '../oauth/providers';

/** Which build reads the variables. */
export type ConfigTarget = 'web' | 'desktop';

/** The variable behind each setting of {@link AppConfig}; null = no variable, the default applies. */
export interface ConfigVariableNames {
  apiUrl: string;
  productName: string;
  demoMode: string;
  demoPlaygroundUrl: string;
  demoDashboardUrl: string;
  clientId: Readonly<Record<OAuthProvider, string>>;
  authorizeUrl: Readonly<Record<OAuthProvider, string>>;
  urlScheme: string | null;
}

export const CONFIG_VARIABLES = {
  web: {
    apiUrl: 'VITE_API_URL',
    productName: 'VITE_PRODUCT_NAME',
    demoMode: 'VITE_DEMO_MODE',
    demoPlaygroundUrl: 'VITE_DEMO_PLAYGROUND_URL',
    demoDashboardUrl: 'VITE_DEMO_DASHBOARD_URL',
    clientId: { discord: 'VITE_DISCORD_CLIENT_ID', google: 'VITE_GOOGLE_CLIENT_ID' },
    authorizeUrl: { discord: 'VITE_OAUTH_AUTHORIZE_URL_DISCORD', google: 'VITE_OAUTH_AUTHORIZE_URL_GOOGLE' },
    // Deep links exist only in the desktop app.
    urlScheme: null,
  },
  desktop: {
    apiUrl: 'FIGURE_SHOP_API_URL',
    productName: 'FIGURE_SHOP_PRODUCT_NAME',
    demoMode: 'FIGURE_SHOP_DEMO_MODE',
    demoPlaygroundUrl: 'FIGURE_SHOP_DEMO_PLAYGROUND_URL',
    demoDashboardUrl: 'FIGURE_SHOP_DEMO_DASHBOARD_URL',
    clientId: { discord: 'FIGURE_SHOP_DISCORD_CLIENT_ID', google: 'FIGURE_SHOP_GOOGLE_CLIENT_ID' },
    authorizeUrl: { discord: 'FIGURE_SHOP_OAUTH_AUTHORIZE_URL_DISCORD', google: 'FIGURE_SHOP_OAUTH_AUTHORIZE_URL_GOOGLE' },
    urlScheme: 'FIGURE_SHOP_URL_SCHEME',
  },
} as const satisfies Record<ConfigTarget, ConfigVariableNames>;

/** Desktop settings only the main process uses (src/main/config.ts); never sent to the renderer. */
export const MAIN_ONLY_VARIABLES = {
  userDataDir: 'FIGURE_SHOP_USER_DATA_DIR',
  registerScheme: 'FIGURE_SHOP_REGISTER_SCHEME',
} as const;

/** Every variable name of one target, in table order (for docs and tests). */
export function configVariableNames(target: ConfigTarget): string[] {
  const names = CONFIG_VARIABLES[target] as ConfigVariableNames;
  return [
    names.apiUrl,
    names.productName,
    names.demoMode,
    names.demoPlaygroundUrl,
    names.demoDashboardUrl,
    ...Object.values(names.clientId),
    ...Object.values(names.authorizeUrl),
    ...(names.urlScheme === null ? [] : [names.urlScheme]),
  ];
}
