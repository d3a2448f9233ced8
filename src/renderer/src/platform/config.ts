/**
 * The renderer's typed configuration, read once at start-up by the platform: the web from Vite's
 * build-time `VITE_*` variables, the desktop from the main process's config passed through the
 * preload. Type, defaults, variable names and rules are the shared ones (src/shared/config).
 */
import { loadConfig, parseAppConfig, type AppConfig, type ConfigEnv } from '@shared/config';

export { ConfigError, type AppConfig } from '@shared/config';

/**
 * The web build's config from its `VITE_*` variables (`import.meta.env`).
 * @throws ConfigError ("Invalid web configuration: …") naming every bad variable.
 */
export function loadWebConfig(env: ConfigEnv): AppConfig {
  return loadConfig(env, 'web');
}

/**
 * The desktop bridge's config, checked with the same schema the main process applied to the
 * FIGURE_SHOP_* variables (the renderer does not trust what crosses the bridge blindly).
 * @throws ConfigError naming the FIGURE_SHOP_* variable behind each bad field.
 */
export function readDesktopConfig(value: unknown): AppConfig {
  return parseAppConfig(value, 'desktop');
}
