/** What every route of the demo API shares: the database, the signing secret, the clock and the settings. */
import type { Client } from '@libsql/client';
import type { FastifyRequest } from 'fastify';
import type { RegisteredRedirects } from './auth/redirects';

/** Settings of one demo API instance, after defaults (see server.ts `DemoServerOptions`). */
export interface DemoConfig {
  /** Folder holding demo.db, secret.key and uploads/. */
  dataDir: string;
  /** Access-token lifetime in seconds (ACCESS_TOKEN_TTL_S, default 300). */
  accessTokenTtlSeconds: number;
  /** Refresh-token lifetime in seconds (default 14 days). */
  refreshTokenTtlSeconds: number;
  /** Seconds after a rotation in which the same refresh token is answered again with the same pair (docs/product-rules.md §Sessions 13; default 30). */
  refreshReuseIntervalSeconds: number;
  /** Web origins allowed by CORS (the desktop app's app://figure-shop is always allowed too). */
  webOrigins: string[];
  /** The desktop app's private-use URI scheme (FIGURE_SHOP_URL_SCHEME, default com.figureshop.app): its redirect URIs are registered. */
  desktopScheme: string;
  /** Public origin of this API for absolute links (media, OAuth pages); undefined = from each request's Host. */
  publicOrigin: string | undefined;
  /** Region used for /api/location/ when Accept-Language names none (DEMO_DEFAULT_REGION, default JP). */
  defaultRegion: string;
  /** Whether POST /__test__/faults is available (--enable-faults). */
  enableFaults: boolean;
  /** Development server (NODE_ENV=development): GraphQL keeps its field suggestions (docs/product-rules.md §Security 8). */
  development: boolean;
}

export interface DemoContext {
  db: Client;
  secret: Buffer;
  /** Clock in ms since the epoch; injectable so tests can expire tokens. */
  now: () => number;
  config: DemoConfig;
  /** The exact redirect URIs clients may name, built once from webOrigins and desktopScheme. */
  redirects: RegisteredRedirects;
}

/** The origin links should use: the configured public origin, else the request's own scheme and Host. */
export function requestOrigin(ctx: DemoContext, request: FastifyRequest): string {
  return ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** The clock as an ISO 8601 string (what the database stores for dates). */
export function nowIso(ctx: DemoContext): string {
  return new Date(ctx.now()).toISOString();
}
