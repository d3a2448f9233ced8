/**
 * Reading the config from environment variables (docs/product-rules.md §Configuration): the same
 * rules and defaults for the web build (VITE_*) and the desktop app (FIGURE_SHOP_*). A bad value is
 * an error that names the variable, the value and what is wrong, never a confusing failure later.
 */
import type { z } from 'zod/mini';
import { OAUTH_PROVIDERS, isOAuthProvider } from '../oauth/providers';
import { zodIssueMessage } from '../validation/zod-issue-message';
import { DEFAULT_API_URL, DEFAULT_OAUTH_CLIENT_ID, DEFAULT_PRODUCT_NAME, DEFAULT_URL_SCHEME, derivedDefaults } from './defaults';
import { baseUrl, blankToUndefined, clientId, endpointUrl, flag, productName, scheme } from './fields';
import { appConfigSchema } from './schema';
import type { AppConfig } from './types';
import { CONFIG_VARIABLES, type ConfigTarget, type ConfigVariableNames } from './variables';

/** Environment variables as `process.env` or Vite's `import.meta.env` has them. */
export type ConfigEnv = Readonly<Record<string, unknown>>;

/** A bad configuration; `problems` holds one `NAME="value": problem` line per bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly target: ConfigTarget,
    readonly problems: readonly string[],
  ) {
    super(`Invalid ${target} configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const problemLine = (name: string, value: unknown, messages: readonly string[]) => `${name}=${JSON.stringify(value)}: ${messages.join('; ')}`;

/**
 * Reads variables one at a time and collects every problem, so one start-up reports them all.
 * The main process uses it for its own variables too (src/main/config.ts).
 */
export class ConfigReader {
  readonly problems: string[] = [];

  constructor(
    private readonly env: ConfigEnv,
    readonly target: ConfigTarget,
  ) {}

  /**
   * The parsed value of variable `name`, or `fallback` when it is unset, blank, or bad (then a
   * problem is recorded). A null `name` (no variable on this target) always gives `fallback`.
   */
  read<T>(name: string | null, schema: z.ZodMiniType<T>, fallback: T): T;
  read<T>(name: string | null, schema: z.ZodMiniType<T>, fallback: null): T | null;
  read<T>(name: string | null, schema: z.ZodMiniType<T>, fallback: T | null): T | null {
    if (name === null) return fallback;
    const raw = blankToUndefined(this.env[name]);
    if (raw === undefined) return fallback;
    // zod/mini loads no locale: a check without a message of its own is worded as classic zod did.
    const result = schema.safeParse(raw, { error: zodIssueMessage });
    if (result.success) return result.data;
    this.problems.push(problemLine(name, raw, result.error.issues.map((issue) => issue.message)));
    return fallback;
  }

  /** @throws ConfigError listing every problem recorded so far, if any. */
  finish(): void {
    if (this.problems.length > 0) throw new ConfigError(this.target, this.problems);
  }
}

/** Reads the {@link AppConfig} settings through `reader` (defaults filled in; problems recorded, not thrown). */
export function readAppConfig(reader: ConfigReader): AppConfig {
  const names: ConfigVariableNames = CONFIG_VARIABLES[reader.target];
  const apiUrl = reader.read(names.apiUrl, baseUrl, DEFAULT_API_URL);
  const oauth = {} as AppConfig['oauth'];
  for (const provider of OAUTH_PROVIDERS) {
    oauth[provider] = {
      clientId: reader.read(names.clientId[provider], clientId, DEFAULT_OAUTH_CLIENT_ID),
      authorizeUrl: reader.read(names.authorizeUrl[provider], endpointUrl, derivedDefaults.authorizeUrl(apiUrl, provider)),
    };
  }
  return {
    apiUrl,
    productName: reader.read(names.productName, productName, DEFAULT_PRODUCT_NAME),
    demoMode: reader.read(names.demoMode, flag, false),
    demoLinks: {
      playground: reader.read(names.demoPlaygroundUrl, endpointUrl, derivedDefaults.demoPlaygroundUrl(apiUrl)),
      dashboard: reader.read(names.demoDashboardUrl, endpointUrl, derivedDefaults.demoDashboardUrl(apiUrl)),
    },
    oauth,
    urlScheme: reader.read(names.urlScheme, scheme, DEFAULT_URL_SCHEME),
  };
}

/**
 * The config of `target` from `env` (`process.env` for the desktop, `import.meta.env` for the web).
 * Blank values count as unset.
 * @throws ConfigError listing every bad variable as `NAME="value": problem`.
 */
export function loadConfig(env: ConfigEnv, target: ConfigTarget): AppConfig {
  const reader = new ConfigReader(env, target);
  const config = readAppConfig(reader);
  reader.finish();
  return config;
}

/** The variable behind a path of {@link AppConfig} on `target`, or the dotted path when there is none. */
function variableAt(target: ConfigTarget, path: readonly PropertyKey[]): string {
  const names: ConfigVariableNames = CONFIG_VARIABLES[target];
  const [head, provider, leaf] = path.map(String);
  if (head === 'oauth' && isOAuthProvider(provider) && (leaf === 'clientId' || leaf === 'authorizeUrl')) return names[leaf][provider];
  const dotted = path.map(String).join('.');
  const byPath: Record<string, string | null> = {
    apiUrl: names.apiUrl,
    productName: names.productName,
    demoMode: names.demoMode,
    urlScheme: names.urlScheme,
    'demoLinks.playground': names.demoPlaygroundUrl,
    'demoLinks.dashboard': names.demoDashboardUrl,
  };
  return byPath[dotted] ?? (dotted || 'config');
}

/**
 * Checks a complete config object (the desktop bridge's `window.desktop.config`) with the same
 * rules as the variables, naming each bad field by `target`'s variable.
 * @returns the config, normalised as {@link loadConfig} would have it.
 * @throws ConfigError with one `NAME="value": problem` line per bad field.
 */
export function parseAppConfig(value: unknown, target: ConfigTarget): AppConfig {
  // Wrong types (the bridge hands over any JSON) get zod's English wording, as with classic zod.
  const result = appConfigSchema.safeParse(value, { error: zodIssueMessage });
  if (result.success) return result.data;
  const valueAt = (path: readonly PropertyKey[]) => path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], value);
  // One line per variable, its messages joined, as the loader words it.
  const byName = new Map<string, { value: unknown; messages: string[] }>();
  for (const issue of result.error.issues) {
    const name = variableAt(target, issue.path);
    const entry = byName.get(name) ?? { value: valueAt(issue.path), messages: [] };
    entry.messages.push(issue.message);
    byName.set(name, entry);
  }
  throw new ConfigError(target, [...byName].map(([name, entry]) => problemLine(name, entry.value, entry.messages)));
}
