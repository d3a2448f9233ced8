/**
 * The demo API (ARCHITECTURE.md "Demo API"; issues 2-4): a Fastify 5 server over a SQLite file,
 * implementing the calls of spec point 7 with the shared zod contract and DRF-shaped errors.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../shared/api/account';
import type { DemoConfig, DemoContext } from './context';
import { registerCors } from './cors';
import { openDatabase } from './db';
import { installErrorHandling } from './errors';
import { migrate } from './migrations';
import { loadEcbDaily, type EcbDay } from './ecb';
import { registerFaults } from './faults';
import { registerAccountRecoveryRoutes } from './routes/account-recovery';
import { registerAuthRoutes } from './routes/auth';
import { registerDashboardRoutes } from './routes/dashboard';
import { registerGraphqlRoutes } from './routes/graphql';
import { registerMediaRoutes } from './routes/media';
import { registerNotificationRoutes } from './routes/notifications';
import { registerOAuthProviderRoutes } from './routes/oauth-provider';
import { registerPreferencesRoutes } from './routes/preferences';
import { registerProfileRoutes } from './routes/profile';
import { registerRatesRoutes } from './routes/rates';
import { registerSocialRoutes } from './routes/social';
import { loadOrCreateSecret } from './secret';
import { seed } from './seed';

/** Defaults of the web origins CORS allows (the Vite dev server and preview). */
export const DEFAULT_WEB_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173'];
/** Default access-token lifetime: 5 minutes, in seconds (issue 2). */
export const DEFAULT_ACCESS_TOKEN_TTL_S = 300;
/** Default refresh-token lifetime: 14 days, in seconds (decided). */
export const DEFAULT_REFRESH_TOKEN_TTL_S = 14 * 24 * 3600;

export interface DemoServerOptions {
  /** Folder for demo.db, secret.key and uploads/ (created if missing). */
  dataDir: string;
  /** Access-token lifetime in seconds; default 300. */
  accessTokenTtlSeconds?: number;
  /** Refresh-token lifetime in seconds; default 14 days. */
  refreshTokenTtlSeconds?: number;
  /** Web origins allowed by CORS (app:// is always allowed); default DEFAULT_WEB_ORIGINS. */
  webOrigins?: string[];
  /** Absolute origin for links (e.g. "http://127.0.0.1:8000"); default: each request's Host. */
  publicOrigin?: string;
  /** Region for /api/location/ without a usable Accept-Language; default "JP". */
  defaultRegion?: string;
  /** Enables POST /__test__/faults (tests only). */
  enableFaults?: boolean;
  /** Clock in ms since the epoch; default Date.now. Tests inject one to expire tokens. */
  now?: () => number;
  /** Fastify logger option; default off. */
  logger?: FastifyServerOptions['logger'];
}

/** Resolves defaults; exported for the CLI's banner and for tests. */
export function resolveConfig(options: DemoServerOptions): DemoConfig {
  return {
    dataDir: options.dataDir,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_S,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_S,
    webOrigins: options.webOrigins ?? DEFAULT_WEB_ORIGINS,
    publicOrigin: options.publicOrigin?.replace(/\/+$/, ''),
    defaultRegion: (options.defaultRegion ?? 'JP').toUpperCase(),
    enableFaults: options.enableFaults ?? false,
  };
}

/**
 * JSON (an empty body is DRF's empty request.data, so it gets field errors, not a parse error),
 * HTML forms (the consent page and the dashboard), multipart (registered separately); plain text
 * is a 415 as in DRF.
 */
function registerBodyParsers(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else jsonParser(request, text, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}

/**
 * Opens (and migrates and seeds) `<dataDir>/demo.db`, loads or creates the signing secret and
 * returns a ready Fastify instance (not listening: call `listen`, or `inject` in tests).
 * Closing the instance closes the database.
 */
export async function buildServer(options: DemoServerOptions): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const now = options.now ?? Date.now;
  const db = await openDatabase(config.dataDir);
  let ctx: DemoContext;
  let ecb: EcbDay;
  try {
    await migrate(db, new Date(now()).toISOString());
    await seed(db, new Date(now()).toISOString());
    ctx = { db, secret: await loadOrCreateSecret(config.dataDir), now, config };
    ecb = await loadEcbDaily();
  } catch (error) {
    db.close();
    throw error;
  }

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  app.decorateRequest('authUser', null);
  app.addHook('onClose', async () => db.close());
  installErrorHandling(app);
  await registerCors(app, config.webOrigins);
  registerBodyParsers(app);
  // Multipart for the two uploads: one image of at most 5 MB plus a few short text fields.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });
  if (config.enableFaults) registerFaults(app);

  registerAuthRoutes(app, ctx);
  registerAccountRecoveryRoutes(app, ctx);
  registerSocialRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerPreferencesRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerRatesRoutes(app, ctx, ecb);
  registerGraphqlRoutes(app, ctx, ecb);
  registerMediaRoutes(app, ctx);
  registerOAuthProviderRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  return app;
}
