/**
 * 401 storm (docs/product-rules.md §Performance 10): 100 concurrent API calls made with an expired
 * access token against the demo API, through the app's real client pipeline in Chromium
 * (tests/bench-harness: axios instance, interceptors, single-flight refresh, session, Web Locks,
 * auth store). Budget per storm: exactly 1 refresh call and 100 successes. Also prints the median
 * and p95 completion time of the 100 calls (ms from the moment the burst starts, so browser
 * queueing is included) with a valid token and with the expired one, the added latency (expired −
 * valid, ms), the ratios (expired ÷ valid) and the wall time of a whole burst.
 *
 * Two kinds of expired token, ROUNDS storms each:
 * - "known expired": the client sees from `exp` that the token is spent and refreshes once before
 *   sending (no 401 at all);
 * - "401 storm": the page's clock runs 10 minutes behind the server's, so the client takes the
 *   token for valid, sends all 100 calls, gets 100 × 401, refreshes once and retries each.
 * The demo API hands out 6-second access tokens here, so a token expires by waiting.
 *
 *   npx tsx scripts/bench/refresh-storm.ts
 */
import type { Page } from '@playwright/test';
import { collector } from '../../tests/support/accounts.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { withBrowserBench } from './lib/browser-bench.ts';
import { FigureLog } from './lib/figures.ts';
import { buildHarness } from './lib/harness-build.ts';
import { benchPorts } from './lib/paths.ts';
import { median, percentile } from './lib/stats.ts';

/** Concurrent calls per burst. */
export const STORM_SIZE = 100;
const ROUNDS = 3;
const TOKEN_TTL_S = 6;
const CLOCK_BEHIND_MS = -10 * 60_000;

interface Harness {
  signIn(email: string, password: string): Promise<void>;
  skewClock(ms: number): void;
  accessTokenExp(): number | null;
  burst(count: number): Promise<{ latencies: number[]; wallMs: number }>;
}
/** The page's globals (functions passed to page.evaluate run in the page, so they spell this out). */
type PageGlobals = { benchHarness: Harness };

async function main(): Promise<number> {
  const log = new FigureLog('401-storm');
  const webUrl = `http://127.0.0.1:${benchPorts.web}`;
  const api = await startBenchApi({ port: benchPorts.shortApi, accessTokenTtlSeconds: TOKEN_TTL_S, webOrigins: [webUrl] });
  await withBrowserBench(api, buildHarness(api.url), benchPorts.web, async ({ web, browser }) => {
    const page = await browser.newPage();
    const refreshes: number[] = [];
    const unauthorized: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/token/refresh/') && request.method() === 'POST') refreshes.push(Date.now());
    });
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(Date.now());
    });
    await page.goto(web.url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.evaluate(({ email, password }) => (globalThis as unknown as PageGlobals).benchHarness.signIn(email, password), collector);
    const burst = (p: Page) => p.evaluate((n) => (globalThis as unknown as PageGlobals).benchHarness.burst(n), STORM_SIZE);
    await burst(page); // warm-up: connections, preflights, JIT, the server's caches

    for (const variant of [
      { name: 'known expired', skew: 0 },
      { name: '401 storm', skew: CLOCK_BEHIND_MS },
    ]) {
      const valid: number[] = [];
      const expired: number[] = [];
      const validWall: number[] = [];
      const expiredWall: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        // The token is fresh here (just signed in, or just refreshed by the previous storm).
        const { latencies: validTimes, wallMs: validMs } = await burst(page);
        const exp = await page.evaluate(() => (globalThis as unknown as PageGlobals).benchHarness.accessTokenExp());
        if (exp === null) throw new Error('no access token after sign-in');
        await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now()) + 1200); // past exp on the server's clock
        await page.evaluate((ms) => (globalThis as unknown as PageGlobals).benchHarness.skewClock(ms), variant.skew);
        const [refreshesBefore, unauthorizedBefore] = [refreshes.length, unauthorized.length];
        const { latencies: stormTimes, wallMs: stormMs } = await burst(page);
        await page.evaluate(() => (globalThis as unknown as PageGlobals).benchHarness.skewClock(0));
        const label = `${variant.name}, round ${round}`;
        log.add({ name: `${label}: refresh calls`, value: refreshes.length - refreshesBefore, unit: 'calls', digits: 0, budget: { kind: 'equal', limit: 1 } });
        log.add({ name: `${label}: successful calls of ${STORM_SIZE}`, value: stormTimes.filter((t) => t >= 0).length, unit: 'calls', digits: 0, budget: { kind: 'equal', limit: STORM_SIZE } });
        log.add({ name: `${label}: 401 answers`, value: unauthorized.length - unauthorizedBefore, unit: 'answers', digits: 0 });
        validWall.push(validMs);
        expiredWall.push(stormMs);
        valid.push(...validTimes.filter((t) => t >= 0));
        expired.push(...stormTimes.filter((t) => t >= 0));
      }
      const [mv, me, pv, pe] = [median(valid), median(expired), percentile(valid, 95), percentile(expired, 95)];
      const v = variant.name;
      log.add({ name: `${v}: valid token, median completion time from the burst's start (${valid.length} calls, ${STORM_SIZE} at once)`, value: mv, unit: 'ms' });
      log.add({ name: `${v}: valid token, p95 completion time`, value: pv, unit: 'ms' });
      log.add({ name: `${v}: expired token, median completion time (${expired.length} calls)`, value: me, unit: 'ms' });
      log.add({ name: `${v}: expired token, p95 completion time`, value: pe, unit: 'ms' });
      log.add({ name: `${v}: added latency (completion time expired − valid), median`, value: me - mv, unit: 'ms' });
      log.add({ name: `${v}: added latency, p95`, value: pe - pv, unit: 'ms' });
      log.add({ name: `${v}: ratio expired ÷ valid, median`, value: me / mv, unit: '×', digits: 2 });
      log.add({ name: `${v}: ratio expired ÷ valid, p95`, value: pe / pv, unit: '×', digits: 2 });
      log.add({ name: `${v}: wall time of ${STORM_SIZE} calls, valid (median of ${ROUNDS})`, value: median(validWall), unit: 'ms' });
      log.add({ name: `${v}: wall time of ${STORM_SIZE} calls, expired (median of ${ROUNDS})`, value: median(expiredWall), unit: 'ms' });
      log.add({ name: `${v}: ratio expired ÷ valid, wall time`, value: median(expiredWall) / median(validWall), unit: '×', digits: 2 });
    }
  });
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
