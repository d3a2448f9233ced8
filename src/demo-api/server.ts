/**
 * The demo API (ARCHITECTURE.md "Demo API"; docs/product-rules.md §Demo): a Fastify 5 server over a
 * SQLite file, implementing the API's calls with the shared zod contract and DRF-shaped errors (§API 6–7).
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../shared/api/account';
import { DEFAULT_URL_SCHEME } from '../shared/deep-link/scheme';
import type { DemoConfig, DemoContext } from './context';
import { registerCompression } from './http/compression';
import { registerCors } from './http/cors';
import { openDatabase } from './storage/db';
import { drfClientErrorHandler, frameworkErrorHandler, installErrorHandling } from './http/errors';
import { migrate } from './storage/migrations';
import { loadReferenceRates, RATES_REFRESH_INTERVAL_MS, scheduleRatesRefresh, type ReferenceRates } from './rates/reference-rates';
import { registerFaults } from './http/faults';
import { registerFormBodyParser } from './http/form-body';
import { registerLocalOnly } from './http/local-only';
import { settleDeliveries } from './mail/mailbox';
import { registeredRedirects } from './auth/redirects';
import { registerAccountRecoveryRoutes } from './auth/account-recovery';
import { registerAccountSettingsRoutes } from './accounts/account-settings';
import { registerAuthRoutes } from './auth/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerGraphqlRoutes } from './graphql/routes';
import { registerMediaRoutes } from './accounts/media';
import { registerNotificationRoutes } from './notifications/routes';
import { registerOAuthProviderRoutes } from './auth/oauth-provider';
import { registerPreferencesRoutes } from './preferences/routes';
import { registerProfileRoutes } from './accounts/profile';
import { registerRatesRoutes } from './rates/routes';
import { registerSocialRoutes } from './auth/social';
import { registerAuthLimits, type AuthLimitSettings } from './auth/rate-limit';
import { loadOrCreateSecret } from './storage/secret';
import { seed, seedSteps } from './storage/seed';
import { CATALOGUE_SEED_STEP, catalogueSeedStep } from './catalogue/seed';
import { registerCatalogueRoutes } from './catalogue/routes';
import { alertClosingSoon } from './alerts/repository';
import { registerDigestRoutes } from './digest/routes';
import { registerModerationRoutes } from './moderation/routes';
import { ALERT_CHECK_INTERVAL_MS, DIGEST_INTERVAL_MS, startPeriodicJobs } from './periodic';
import { registerWishlistRoutes } from './wishlist/routes';
import { registerCollectionRoutes } from './collection/routes';
import { registerCartRoutes } from './cart/routes';
import { registerCheckoutRoutes } from './checkout/routes';
import { registerOrderRoutes } from './orders/routes';
import { expireUnpaidOrders, ORDER_EXPIRY_INTERVAL_MS } from './orders/expiry';
import { orderMailSettings } from './orders/order-mail';
import { registerPaymentRoutes, type PaymentSettings } from './payments/routes';
import { registerFulfilmentRoutes } from './fulfilment/routes';
import { useEnglishZodMessages } from './http/zod-locale';

/** Defaults of the web origins CORS allows (the Vite dev server and preview). */
export const DEFAULT_WEB_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173'];
/** Default access-token lifetime: 5 minutes, in seconds (§Sessions 2). */
export const DEFAULT_ACCESS_TOKEN_TTL_S = 300;
/** Default refresh-token lifetime: 14 days, in seconds (decided). */
export const DEFAULT_REFRESH_TOKEN_TTL_S = 14 * 24 * 3600;
/** Default reuse interval of a just-rotated refresh token: 30 s (§Sessions 13, as Auth0's and Okta's defaults suggest). */
export const DEFAULT_REFRESH_REUSE_INTERVAL_S = 30;

export interface DemoServerOptions {
  /** Folder for demo.db, secret.key and uploads/ (created if missing). */
  dataDir: string;
  /** Access-token lifetime in seconds; default 300. */
  accessTokenTtlSeconds?: number;
  /** Refresh-token lifetime in seconds; default 14 days. */
  refreshTokenTtlSeconds?: number;
  /** Reuse interval of a rotated refresh token in seconds (refresh-tokens.ts); default 30, 0 = strict reuse detection. */
  refreshReuseIntervalSeconds?: number;
  /** Web origins allowed by CORS (the desktop app's app://figure-shop is always allowed); default DEFAULT_WEB_ORIGINS. */
  webOrigins?: string[];
  /** Absolute origin for links (e.g. "http://127.0.0.1:8000"); default: each request's Host. */
  publicOrigin?: string;
  /** Region for /api/location/ without a usable Accept-Language; default "JP". */
  defaultRegion?: string;
  /** Enables POST /__test__/faults (tests only). */
  enableFaults?: boolean;
  /** The desktop app's private-use scheme whose redirect URIs are registered; default com.figureshop.app. */
  desktopScheme?: string;
  /** Development server: GraphQL errors keep their field suggestions; default false. */
  development?: boolean;
  /** Clock in ms since the epoch; default Date.now. Tests inject one to expire tokens. */
  now?: () => number;
  /** Throttling of the sign-in endpoints (rate-limit.ts); each budget given replaces its default. Tests use small ones. */
  authLimits?: Partial<AuthLimitSettings>;
  /** Figures in the seeded catalogue (§Catalogue 9); default 20,000. Unit tests use fewer (0 when they never look at it). */
  catalogueSize?: number;
  /** Period of the 48 h pre-order closing check in ms (§Wishlist 7); default one hour, 0 = off. It also runs once at start. */
  alertCheckIntervalMs?: number;
  /** Period of the digest e-mail run in ms (§Notifications 13); default one day, 0 = off. The dashboard can run it now. */
  digestIntervalMs?: number;
  /** Period of the unpaid-order expiry in ms (§Orders 2); default 10 minutes, 0 = off. It also runs once at start. */
  orderExpiryIntervalMs?: number;
  /** The demo payment provider: webhook retry delays and attempts, card-form throttling (payments/routes.ts). Tests use short ones. */
  payments?: Partial<PaymentSettings>;
  /**
   * Where the ECB's daily reference rates (XML) are fetched from, once a day (§Currency 11); default
   * none: the last stored set, else the bundled file. The CLI passes the ECB's own URL.
   */
  ratesSourceUrl?: string;
  /** Period of that fetch in ms; default one day, 0 = only once at start. */
  ratesRefreshIntervalMs?: number;
  /** Fastify logger option; default off (DEMO_API_DEBUG_LOG=1 in the environment logs errors, for a test's 500). */
  logger?: FastifyServerOptions['logger'];
}

/** Resolves defaults; exported for the CLI's banner and for tests. */
export function resolveConfig(options: DemoServerOptions): DemoConfig {
  return {
    dataDir: options.dataDir,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_S,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_S,
    refreshReuseIntervalSeconds: options.refreshReuseIntervalSeconds ?? DEFAULT_REFRESH_REUSE_INTERVAL_S,
    webOrigins: options.webOrigins ?? DEFAULT_WEB_ORIGINS,
    publicOrigin: options.publicOrigin?.replace(/\/+$/, ''),
    defaultRegion: (options.defaultRegion ?? 'JP').toUpperCase(),
    enableFaults: options.enableFaults ?? false,
    desktopScheme: options.desktopScheme ?? DEFAULT_URL_SCHEME,
    development: options.development ?? false,
  };
}

/**
 * JSON (an empty body is DRF's empty request.data, so it gets field errors, not a parse error),
 * HTML forms on the routes that serve one only (form-body.ts; elsewhere a 415), multipart
 * (registered separately); plain text is a 415 as in DRF.
 */
function registerBodyParsers(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else jsonParser(request, text, done);
  });
  registerFormBodyParser(app);
}

/**
 * Opens (and migrates and seeds) `<dataDir>/demo.db`, loads or creates the signing secret and
 * returns a ready Fastify instance (not listening: call `listen`, or `inject` in tests).
 * Closing the instance closes the database.
 */
export async function buildServer(options: DemoServerOptions): Promise<FastifyInstance> {
  // The 400s word zod's own messages in English, as the DRF-shaped answers always did (zod/mini loads no locale).
  useEnglishZodMessages();
  const config = resolveConfig(options);
  const now = options.now ?? Date.now;
  const db = await openDatabase(config.dataDir);
  let ctx: DemoContext;
  let rates: ReferenceRates;
  try {
    await migrate(db, new Date(now()).toISOString());
    const steps = options.catalogueSize === undefined ? seedSteps : seedSteps.map((step) => (step.name === CATALOGUE_SEED_STEP ? catalogueSeedStep(options.catalogueSize) : step));
    await seed(db, new Date(now()).toISOString(), steps);
    const redirects = registeredRedirects(config.webOrigins, config.desktopScheme);
    ctx = { db, secret: await loadOrCreateSecret(config.dataDir), now, config, redirects };
    // The last good ECB set the API fetched, else the bundled file (§Currency 11); warnings go to stderr (no logger yet).
    rates = await loadReferenceRates(db, (message) => console.warn(message));
    // Pre-orders that came within 48 h of closing while the server was down (§Wishlist 7).
    await alertClosingSoon(db, now());
    // Unpaid orders that fell due while the server was down (§Orders 2).
    await expireUnpaidOrders(db, now(), orderMailSettings(config));
  } catch (error) {
    db.close();
    throw error;
  }

  // frameworkErrors and clientErrorHandler: the errors Fastify and Node answer before any route (bad URL, 414, 431, bad Content-Length) in DRF shape too.
  const app = Fastify({ logger: options.logger ?? (process.env.DEMO_API_DEBUG_LOG ? { level: 'error' } : false), bodyLimit: 1024 * 1024, frameworkErrors: frameworkErrorHandler, clientErrorHandler: drfClientErrorHandler });
  app.decorateRequest('authUser', null);
  app.addHook('onClose', async () => {
    await settleDeliveries(db); // e-mails still being written need the database
    db.close();
  });
  installErrorHandling(app);
  // Before any route: the routes marked `config: { localOnly: true }` (faults, dashboard) get their checks.
  registerLocalOnly(app);
  await registerCompression(app);
  await registerCors(app, config.webOrigins);
  registerBodyParsers(app);
  // Multipart for the two uploads: one image of at most 5 MB plus a few short text fields.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });
  if (config.enableFaults) registerFaults(app);

  const authLimits = await registerAuthLimits(app, options.authLimits);
  registerAuthRoutes(app, ctx, authLimits);
  registerAccountRecoveryRoutes(app, ctx, authLimits);
  registerAccountSettingsRoutes(app, ctx, authLimits);
  registerSocialRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerPreferencesRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerRatesRoutes(app, ctx, rates);
  registerGraphqlRoutes(app, ctx, rates);
  registerMediaRoutes(app, ctx);
  const catalogue = registerCatalogueRoutes(app, ctx, rates);
  registerWishlistRoutes(app, ctx, catalogue);
  registerCollectionRoutes(app, ctx, catalogue, rates);
  registerCartRoutes(app, ctx, catalogue);
  registerCheckoutRoutes(app, ctx, rates);
  registerOrderRoutes(app, ctx, catalogue, rates);
  registerModerationRoutes(app, ctx, catalogue);
  registerDigestRoutes(app, ctx);
  registerOAuthProviderRoutes(app, ctx);
  const paymentSender = registerPaymentRoutes(app, ctx, options.payments);
  registerFulfilmentRoutes(app, ctx, paymentSender, catalogue);
  registerDashboardRoutes(app, ctx, catalogue);
  if (options.ratesSourceUrl) void scheduleRatesRefresh(app, { db, rates, sourceUrl: options.ratesSourceUrl, now }, options.ratesRefreshIntervalMs ?? RATES_REFRESH_INTERVAL_MS);
  startPeriodicJobs(app, ctx, { alertCheckMs: options.alertCheckIntervalMs ?? ALERT_CHECK_INTERVAL_MS, digestMs: options.digestIntervalMs ?? DIGEST_INTERVAL_MS, orderExpiryMs: options.orderExpiryIntervalMs ?? ORDER_EXPIRY_INTERVAL_MS }, catalogue);
  return app;
}
