/**
 * The demo API's timers (docs/product-rules.md §Demo 10): every hour the 48 h pre-order closing check (alerts/), once a
 * day the digest e-mails (digest/), every 10 minutes the unpaid-order expiry (orders/expiry.ts). All unref'd (they never
 * keep the process alive) and stopped when the server closes. The closing check and the expiry also run once at start (server.ts).
 */
import type { FastifyInstance } from 'fastify';
import { alertClosingSoon } from './alerts/repository';
import type { DemoContext } from './context';
import { digestSettingsFor, sendDigests } from './digest/digest';
import { expireUnpaidOrders } from './orders/expiry';
import { orderMailSettings } from './orders/order-mail';

/** Default period of the closing check: one hour. */
export const ALERT_CHECK_INTERVAL_MS = 3_600_000;
/** Default period of the digest run: one day. */
export const DIGEST_INTERVAL_MS = 86_400_000;

/**
 * The origin this API answers on, for links in mail sent without a request: the configured public
 * origin, else the listening address (a wildcard address as 127.0.0.1).
 */
export function listeningOrigin(app: FastifyInstance, ctx: DemoContext): string {
  if (ctx.config.publicOrigin) return ctx.config.publicOrigin;
  const address = app.server.address();
  if (!address || typeof address === 'string') return 'http://127.0.0.1';
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Starts the timers (a period of 0 leaves that timer off); they stop on `app.close()`. `catalogue` hears when the expiry gave stock back. */
export function startPeriodicJobs(app: FastifyInstance, ctx: DemoContext, periods: { alertCheckMs: number; digestMs: number; orderExpiryMs: number }, catalogue: { invalidate(): void }): void {
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    if (ms <= 0) return;
    const timer = setInterval(() => {
      job().catch((error: unknown) => app.log.error({ err: error }, `${name} failed`));
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  every(periods.alertCheckMs, 'pre-order closing check', () => alertClosingSoon(ctx.db, ctx.now()));
  every(periods.digestMs, 'digest run', () => sendDigests(digestSettingsFor(ctx, listeningOrigin(app, ctx))));
  every(periods.orderExpiryMs, 'unpaid-order expiry', () => expireUnpaidOrders(ctx.db, ctx.now(), orderMailSettings(ctx.config), catalogue));
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
