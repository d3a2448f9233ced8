import { z } from 'zod';

/**
 * The renderer's typed configuration, read once at start-up by the platform (web: Vite build-time
 * env `VITE_*`; desktop: the main process's config passed through the preload).
 *
 * - apiUrl: origin of the product's API host, no trailing slash (spec point 7: "All calls go to the
 *   product's API host"). Default http://127.0.0.1:8000, the demo API.
 * - productName: the site title (spec point 1), default "Figure Shop".
 * - demoMode + demoLinks: the demo banner of spec point 1 (GraphQL playground and store dashboard).
 * - oauth: per provider, the client id and the authorize endpoint (default: the demo API's stand-in).
 */
export interface AppConfig {
  apiUrl: string;
  productName: string;
  demoMode: boolean;
  demoLinks: { playground: string; dashboard: string };
  oauth: Record<'discord' | 'google', { clientId: string; authorizeUrl: string }>;
}

export const DEFAULT_API_URL = 'http://127.0.0.1:8000';
export const DEFAULT_PRODUCT_NAME = 'Figure Shop';

const httpUrl = z
  .string()
  .trim()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** The raw, string-valued settings any platform provides; undefined means "use the default". */
export interface RawConfig {
  apiUrl?: string | undefined;
  productName?: string | undefined;
  demoMode?: string | boolean | undefined;
  demoPlaygroundUrl?: string | undefined;
  demoDashboardUrl?: string | undefined;
  discordClientId?: string | undefined;
  googleClientId?: string | undefined;
  discordAuthorizeUrl?: string | undefined;
  googleAuthorizeUrl?: string | undefined;
}

/** Thrown when a configuration value is present but unusable; names the setting and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseSetting<T>(name: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ConfigError(`Invalid setting ${name}=${JSON.stringify(value)}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  }
  return result.data;
}

const blankToUndefined = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

/**
 * Builds the typed {@link AppConfig} from raw settings, filling defaults.
 * @throws ConfigError when a given value is malformed (e.g. an API URL that is not http(s)).
 */
export function parseConfig(raw: RawConfig): AppConfig {
  const apiUrl = parseSetting('apiUrl', httpUrl, blankToUndefined(raw.apiUrl) ?? DEFAULT_API_URL);
  const demoMode =
    typeof raw.demoMode === 'boolean' ? raw.demoMode : parseSetting('demoMode', flag, (raw.demoMode ?? '').toLowerCase());
  const url = (name: string, value: string | undefined, fallback: string) =>
    parseSetting(name, httpUrl, blankToUndefined(value) ?? fallback);
  return {
    apiUrl,
    productName: blankToUndefined(raw.productName)?.trim() ?? DEFAULT_PRODUCT_NAME,
    demoMode,
    demoLinks: {
      playground: url('demoPlaygroundUrl', raw.demoPlaygroundUrl, `${apiUrl}/graphql`),
      dashboard: url('demoDashboardUrl', raw.demoDashboardUrl, `${apiUrl}/dashboard`),
    },
    oauth: {
      discord: {
        clientId: blankToUndefined(raw.discordClientId) ?? 'figure-shop-demo',
        authorizeUrl: url('discordAuthorizeUrl', raw.discordAuthorizeUrl, `${apiUrl}/oauth/discord/authorize`),
      },
      google: {
        clientId: blankToUndefined(raw.googleClientId) ?? 'figure-shop-demo',
        authorizeUrl: url('googleAuthorizeUrl', raw.googleAuthorizeUrl, `${apiUrl}/oauth/google/authorize`),
      },
    },
  };
}
