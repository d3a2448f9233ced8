/**
 * The desktop app's configuration, read once at start from FIGURE_SHOP_* environment variables
 * (docs/product-rules.md §Configuration). The settings the renderer uses, their defaults, names and
 * rules live once in src/shared/config (the web build reads the same ones as VITE_*); this file
 * adds the two settings only the main process uses, which need node:path and so cannot live in the
 * shared module:
 *
 * | Variable                                  | Default                                  |
 * |-------------------------------------------|------------------------------------------|
 * | FIGURE_SHOP_USER_DATA_DIR  (main only)    | Electron's userData folder               |
 * | FIGURE_SHOP_REGISTER_SCHEME (main only)   | on when packaged, off in development     |
 *
 * A bad value stops the app with an error that names the variable, the value and what is wrong.
 */
import { isAbsolute } from 'node:path';
import { z } from 'zod/mini';
import { ConfigReader, MAIN_ONLY_VARIABLES, flag, readAppConfig, type AppConfig, type ConfigEnv } from '@shared/config';

export { ConfigError, isLoopbackUrl } from '@shared/config';

/** Settings only the main process uses; never sent to the renderer. */
export interface MainOptions {
  /** Overrides Electron's userData folder (store file, window state, single-instance lock). */
  userDataDir: string | null;
  /** Whether to call setAsDefaultProtocolClient; null = decide by `app.isPackaged`. */
  registerScheme: boolean | null;
}

/** The parsed configuration: what the renderer gets, and the main process's own options. */
export interface LoadedConfig {
  desktop: AppConfig;
  main: MainOptions;
}

const absolutePath = z.string().check(z.trim(), z.refine((value) => isAbsolute(value), 'must be an absolute path'));

/**
 * Reads and validates the configuration from `env`. Blank values count as unset.
 * @param env usually `process.env`.
 * @throws ConfigError ("Invalid desktop configuration: …") listing every bad variable, shared and
 *   main-only alike, as `NAME="value": problem`.
 */
export function loadDesktopConfig(env: ConfigEnv): LoadedConfig {
  const reader = new ConfigReader(env, 'desktop');
  const desktop = readAppConfig(reader);
  const main: MainOptions = {
    userDataDir: reader.read(MAIN_ONLY_VARIABLES.userDataDir, absolutePath, null),
    registerScheme: reader.read(MAIN_ONLY_VARIABLES.registerScheme, flag, null),
  };
  reader.finish();
  return { desktop, main };
}
