/**
 * 401 storm (issue 6, benchmark 4): 100 concurrent API calls made with an expired access token
 * against the demo API, through the app's real client pipeline in Chromium (tests/bench-harness:
 * axios instance, 401 interceptor, single-flight refresh, session, Web Locks, auth store).
 * Budget: exactly 1 refresh call and 100 successes per storm. Also prints the median and p95
 * latency of the same 100 calls with a valid token and with an expired one, the added latency
 * (expired − valid, ms) and the ratio (expired ÷ valid).
 *
 * The demo API issues 6-second access tokens here, so a token is expired by waiting; each of
 * ROUNDS rounds runs a valid-token burst, waits for expiry, then the storm.
 *
 *   npx tsx scripts/bench/refresh-storm.ts
 */
import type { Page } from '@playwright/test';
import { launchChromium } from './lib/browser.ts';
import { collectorAccount, startBenchApi } from './lib/demo-api.ts';
import { FigureLog } from './lib/figures.ts';
import { buildHarness } from './lib/harness-build.ts';
import { benchPorts } from './lib/paths.ts';
import { serveStatic } from './lib/static-server.ts';
import { median, percentile } from './lib/stats.ts';

/** Concurrent calls per burst (issue 6). */
export const STORM_SIZE = 100;
const ROUNDS = 3;
const TOKEN_TTL_S = 6;

interface HarnessWindow {
  benchHarness: {
    signIn(email: string, password: string): Promise<void>;
    accessTokenExp(): number | null;
    burst(count: number): Promise<{ latencies: number[]; wallMs: number }>;
  };
}

async function main(): Promise<number> {
  const log = new FigureLog('401-storm');
  const webUrl = `http://127.0.0.1:${benchPorts.web}`;
  const api = await startBenchApi({ port: benchPorts.shortApi, accessTokenTtlSeconds: TOKEN_TTL_S, webOrigins: [webUrl] });
  const web = await serveStatic(await buildHarness(api.url), benchPorts.web);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const refreshes: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/token/refresh/') && request.method() === 'POST') refreshes.push(Date.now());
    });
    await page.goto(web.url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.evaluate(({ email, password }) => (globalThis as unknown as HarnessWindow).benchHarness.signIn(email, password), collectorAccount);
    const burst = (p: Page) => p.evaluate((n) => (globalThis as unknown as HarnessWindow).benchHarness.burst(n), STORM_SIZE);
    await burst(page); // warm-up: connections, JIT, the server's caches

    const valid: number[] = [];
    const expired: number[] = [];
    const validWall: number[] = [];
    const expiredWall: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // The token is fresh here (just signed in, or just refreshed by the previous storm).
      const { latencies: validTimes, wallMs: validMs } = await burst(page);
      const exp = await page.evaluate(() => (globalThis as unknown as HarnessWindow).benchHarness.accessTokenExp());
      if (exp === null) throw new Error('no access token after sign-in');
      await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now()) + 1200); // past exp on the server's clock
      const refreshesBefore = refreshes.length;
      const { latencies: stormTimes, wallMs: stormMs } = await burst(page);
      const refreshCount = refreshes.length - refreshesBefore;
      const ok = stormTimes.filter((t) => t >= 0).length;
      log.add({ name: `round ${round}: refresh calls during the storm`, value: refreshCount, unit: 'calls', digits: 0, budget: { kind: 'equal', limit: 1 } });
      log.add({ name: `round ${round}: successful calls of ${STORM_SIZE}`, value: ok, unit: 'calls', digits: 0, budget: { kind: 'equal', limit: STORM_SIZE } });
      log.add({ name: `round ${round}: valid-token burst successes`, value: validTimes.filter((t) => t >= 0).length, unit: 'calls', digits: 0 });
      validWall.push(validMs);
      expiredWall.push(stormMs);
      valid.push(...validTimes.filter((t) => t >= 0));
      expired.push(...stormTimes.filter((t) => t >= 0));
    }
    const [mv, me, pv, pe] = [median(valid), median(expired), percentile(valid, 95), percentile(expired, 95)];
    log.add({ name: `valid token: median latency (${valid.length} calls, ${STORM_SIZE} at once)`, value: mv, unit: 'ms' });
    log.add({ name: 'valid token: p95 latency', value: pv, unit: 'ms' });
    log.add({ name: `expired token: median latency (${expired.length} calls, ${STORM_SIZE} at once)`, value: me, unit: 'ms' });
    log.add({ name: 'expired token: p95 latency', value: pe, unit: 'ms' });
    log.add({ name: 'added latency of the refresh pipeline, median', value: me - mv, unit: 'ms' });
    log.add({ name: 'added latency of the refresh pipeline, p95', value: pe - pv, unit: 'ms' });
    log.add({ name: 'ratio expired ÷ valid, median', value: me / mv, unit: '×', digits: 2 });
    log.add({ name: 'ratio expired ÷ valid, p95', value: pe / pv, unit: '×', digits: 2 });
    // Wall time of a whole burst: the refresh costs one round trip plus a second request per call.
    log.add({ name: `wall time of ${STORM_SIZE} calls, valid token (median of ${ROUNDS})`, value: median(validWall), unit: 'ms' });
    log.add({ name: `wall time of ${STORM_SIZE} calls, expired token (median of ${ROUNDS})`, value: median(expiredWall), unit: 'ms' });
    log.add({ name: 'ratio expired ÷ valid, wall time', value: median(expiredWall) / median(validWall), unit: '×', digits: 2 });
  } finally {
    await browser.close();
    await web.close();
    await api.stop();
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
