/**
 * The one config module (ARCHITECTURE.md, "One source of truth"): the type, the zod schema, the
 * defaults, the variable names of both targets, the field parsers and the loader. Read by the main
 * process (FIGURE_SHOP_*), the web platform (VITE_*) and the web build's CSP plugin. Pure: no
 * node-only modules, since the renderer bundles it.
 */
export type { AppConfig, OAuthProviderConfig } from './types';
export { DEFAULT_API_URL, DEFAULT_OAUTH_CLIENT_ID, DEFAULT_PRODUCT_NAME, DEFAULT_URL_SCHEME } from './defaults';
export { LOOPBACK_HOSTNAMES, isLoopbackHostname, isLoopbackUrl } from './loopback';
export {
  CONFIG_VARIABLES,
  MAIN_ONLY_VARIABLES,
  configVariableNames,
  type ConfigTarget,
  type ConfigVariableNames,
} from './variables';
export { baseUrl, blankToUndefined, clientId, endpointUrl, flag, productName, scheme } from './fields';
export { appConfigSchema } from './schema';
export { ConfigError, ConfigReader, loadConfig, parseAppConfig, readAppConfig, type ConfigEnv } from './load';
