/**
 * The desktop app's configuration, read once at start from FIGURE_SHOP_* environment variables
 * (issue 5, point 5), validated with zod and typed. A bad value stops the app with an error that
 * names the variable, the value and what is wrong, instead of a confusing failure later.
 *
 * | Variable                                  | Default                                  |
 * |-------------------------------------------|------------------------------------------|
 * | FIGURE_SHOP_API_URL                       | http://127.0.0.1:8000 (the demo API)     |
 * | FIGURE_SHOP_PRODUCT_NAME                  | Figure Shop                              |
 * | FIGURE_SHOP_DEMO_MODE                     | false (true/false/1/0/yes/no/on/off)     |
 * | FIGURE_SHOP_DEMO_PLAYGROUND_URL           | <API URL>/graphql                        |
 * | FIGURE_SHOP_DEMO_DASHBOARD_URL            | <API URL>/dashboard                      |
 * | FIGURE_SHOP_DISCORD_CLIENT_ID             | figure-shop-demo                         |
 * | FIGURE_SHOP_GOOGLE_CLIENT_ID              | figure-shop-demo                         |
 * | FIGURE_SHOP_OAUTH_AUTHORIZE_URL_DISCORD   | <API URL>/oauth/discord/authorize        |
 * | FIGURE_SHOP_OAUTH_AUTHORIZE_URL_GOOGLE    | <API URL>/oauth/google/authorize         |
 * | FIGURE_SHOP_URL_SCHEME                    | com.figureshop.app                       |
 * | FIGURE_SHOP_USER_DATA_DIR  (main only)    | Electron's userData folder               |
 * | FIGURE_SHOP_REGISTER_SCHEME (main only)   | on when packaged, off in development     |
 *
 * The defaults match the renderer's web config (src/renderer/src/platform/config.ts).
 */
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { DEFAULT_URL_SCHEME, URL_SCHEME_PATTERN } from '@shared/deep-link';
import type { DesktopConfig } from '@shared/ipc';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@shared/oauth';

/** Settings only the main process uses; never sent to the renderer. */
export interface MainOptions {
  /** Overrides Electron's userData folder (store file, window state, single-instance lock). */
  userDataDir: string | null;
  /** Whether to call setAsDefaultProtocolClient; null = decide by `app.isPackaged`. */
  registerScheme: boolean | null;
}

/** The parsed configuration. */
export interface LoadedConfig {
  desktop: DesktopConfig;
  main: MainOptions;
}

/** Environment variables as `process.env` has them. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Thrown by {@link loadDesktopConfig}; `problems` holds one line per bad variable. */
export class DesktopConfigError extends Error {
  override name = 'DesktopConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid desktop configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export const DEFAULT_API_URL = 'http://127.0.0.1:8000';
export const DEFAULT_PRODUCT_NAME = 'Figure Shop';
export const DEFAULT_OAUTH_CLIENT_ID = 'figure-shop-demo';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for http(s) URLs on this machine, where plain http is acceptable (RFC 8252 §8.3 spirit). */
export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname) || /^127(?:\.\d{1,3}){3}$/.test(url.hostname);
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * An absolute http(s) URL with no credentials, query or fragment, trailing slash removed. Plain
 * http only on loopback: the renderer is a secure origin (app://), so Chromium would block http
 * requests to any other host as mixed content anyway.
 */
const baseUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not an absolute URL' });
      return z.NEVER;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: 'must use http or https' });
    } else if (url.protocol === 'http:' && !isLoopbackUrl(url)) {
      ctx.addIssue({ code: 'custom', message: 'must use https unless it points at this machine (127.0.0.1, localhost, [::1])' });
    }
    if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'must not contain credentials' });
    if (url.search || url.hash) ctx.addIssue({ code: 'custom', message: 'must not contain a query or fragment' });
    return url.toString().replace(/\/+$/, '');
  });

/** Like baseUrl but a query is allowed (authorization endpoints sometimes need one). */
const endpointUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not an absolute URL' });
      return z.NEVER;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(url))) {
      ctx.addIssue({ code: 'custom', message: 'must use https (http only on 127.0.0.1/localhost)' });
    }
    if (url.username || url.password || url.hash) ctx.addIssue({ code: 'custom', message: 'must not contain credentials or a fragment' });
    return url.toString();
  });

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be one of true/false/1/0/yes/no/on/off' }))
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const productName = z
  .string()
  .trim()
  .min(1)
  .max(64, 'must be at most 64 characters')
  // eslint-disable-next-line no-control-regex
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must not contain control characters');

const clientId = z
  .string()
  .trim()
  .max(256, 'must be at most 256 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

const scheme = z
  .string()
  .trim()
  .regex(URL_SCHEME_PATTERN, 'must be a lower-case reverse-DNS scheme such as com.figureshop.app (RFC 8252 §7.1)')
  .refine((value) => !['http', 'https', 'file', 'app', 'javascript', 'data'].includes(value), 'is reserved');

const absolutePath = z.string().trim().refine((value) => isAbsolute(value), 'must be an absolute path');

/** Env variable names, exported for the README and tests. */
export const ENV = {
  apiUrl: 'FIGURE_SHOP_API_URL',
  productName: 'FIGURE_SHOP_PRODUCT_NAME',
  demoMode: 'FIGURE_SHOP_DEMO_MODE',
  demoPlaygroundUrl: 'FIGURE_SHOP_DEMO_PLAYGROUND_URL',
  demoDashboardUrl: 'FIGURE_SHOP_DEMO_DASHBOARD_URL',
  clientId: (provider: OAuthProvider) => `FIGURE_SHOP_${provider.toUpperCase()}_CLIENT_ID`,
  authorizeUrl: (provider: OAuthProvider) => `FIGURE_SHOP_OAUTH_AUTHORIZE_URL_${provider.toUpperCase()}`,
  urlScheme: 'FIGURE_SHOP_URL_SCHEME',
  userDataDir: 'FIGURE_SHOP_USER_DATA_DIR',
  registerScheme: 'FIGURE_SHOP_REGISTER_SCHEME',
} as const;

/**
 * Reads and validates the configuration from `env` (issue 5, point 5). Blank values count as unset.
 * @param env usually `process.env`.
 * @throws DesktopConfigError listing every bad variable as `NAME="value": problem`.
 */
export function loadDesktopConfig(env: Env): LoadedConfig {
  const problems: string[] = [];
  function read<T>(name: string, schema: z.ZodType<T>, fallback: T): T;
  function read<T>(name: string, schema: z.ZodType<T>, fallback: null): T | null;
  function read<T>(name: string, schema: z.ZodType<T>, fallback: T | null): T | null {
    const raw = blankToUndefined(env[name]);
    if (raw === undefined) return fallback;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    problems.push(`${name}=${JSON.stringify(raw)}: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
    return fallback;
  }

  const apiUrl = read(ENV.apiUrl, baseUrl, DEFAULT_API_URL);
  const oauth = {} as DesktopConfig['oauth'];
  for (const provider of OAUTH_PROVIDERS) {
    oauth[provider] = {
      clientId: read(ENV.clientId(provider), clientId, DEFAULT_OAUTH_CLIENT_ID),
      authorizeUrl: read(ENV.authorizeUrl(provider), endpointUrl, `${apiUrl}/oauth/${provider}/authorize`),
    };
  }
  const desktop: DesktopConfig = {
    apiUrl,
    productName: read(ENV.productName, productName, DEFAULT_PRODUCT_NAME),
    demoMode: read(ENV.demoMode, flag, false),
    demoLinks: {
      playground: read(ENV.demoPlaygroundUrl, endpointUrl, `${apiUrl}/graphql`),
      dashboard: read(ENV.demoDashboardUrl, endpointUrl, `${apiUrl}/dashboard`),
    },
    oauth,
    urlScheme: read(ENV.urlScheme, scheme, DEFAULT_URL_SCHEME),
  };
  const main: MainOptions = {
    userDataDir: read(ENV.userDataDir, absolutePath, null),
    registerScheme: read(ENV.registerScheme, flag, null),
  };
  if (problems.length > 0) throw new DesktopConfigError(problems);
  return { desktop, main };
}
