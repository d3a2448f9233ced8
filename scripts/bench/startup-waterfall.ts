/**
 * Start-up waterfall (docs/product-rules.md §Performance 9): the built web app opened with a stored
 * session, in a fresh browser context each time (a returning visitor: no HTTP or preflight cache),
 * until the start-up data is complete (signed-in header shown, then no API call for 750 ms). Prints
 * the request timeline. Budget: at most 2 sequential calls (refresh if needed, then everything else
 * in parallel).
 *
 * Each scenario runs twice. First as is, for the real timeline. Then with every API answer held
 * 2 s by the demo API's fault switch: calls that do not wait for one another are then all sent
 * before any answer comes, however long the page takes to render, so "sent after another
 * finished" means "waited for it", and the longest such chain is the count the budget checks.
 *
 * Also printed, without a budget: the network round trips with CORS preflights counted (the API is
 * cross-origin and sends a Bearer header, so the browser may preflight each new URL), and when the
 * signed-in header appeared.
 *
 * Scenarios: a valid stored token with cached profile and rates; an expired token; an expired token
 * with nothing cached but the tokens (a first start after signing in elsewhere).
 *
 *   npx tsx scripts/bench/startup-waterfall.ts
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { collector, signIn } from '../../tests/support/accounts.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { withBrowserBench } from './lib/browser-bench.ts';
import { FigureLog } from './lib/figures.ts';
import { chainCalls, recordNetwork, type ChainedCall } from './lib/network-log.ts';
import { benchPorts, benchWebOrigins } from './lib/paths.ts';
import { ensureWebBuild } from './lib/web-build.ts';

/** Budget: sequential API calls before the signed-in shell has its data. */
export const WATERFALL_BUDGET = 2;
const TOKEN_TTL_S = 15;
/** How long the demo API holds each answer in the dependency run, ms. */
const HOLD_MS = 2000;
const QUIET_MS = 750;

interface Scenario {
  name: string;
  expired: boolean;
  /** Web Storage keys to leave out (names from src/renderer/src/platform/persisted/keys.ts). */
  dropKeys: string[];
}

const scenarios: Scenario[] = [
  { name: 'valid token, profile and rates cached', expired: false, dropKeys: [] },
  { name: 'expired token', expired: true, dropKeys: [] },
  { name: 'expired token, nothing cached', expired: true, dropKeys: ['profile', 'anime_exchange_rates', 'anime_user_location'] },
];

/** A stored session: sign in through the UI in a throwaway context and keep its storage. */
async function storedSession(browser: Browser, webUrl: string): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(webUrl);
  await signIn(page, collector, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  return state;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface StartupRun {
  calls: ChainedCall[];
  /** When the signed-in header was first in a frame, ms from navigation start. */
  shellAt: number;
}

/** Opens the app in a fresh context holding `state` and records its API calls until they settle. */
async function startUp(browser: Browser, webUrl: string, apiUrl: string, state: StorageState): Promise<StartupRun> {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const network = await recordNetwork(page);
  await page.goto(webUrl, { waitUntil: 'commit' });
  // A function, not a string: the page's CSP forbids evaluating strings. Typed through globalThis
  // because this Node-side file has no DOM types.
  const shellHandle = await page.waitForFunction(
    () => {
      const page = globalThis as unknown as { document: { querySelector(selector: string): unknown }; performance: { now(): number } };
      return page.document.querySelector('button[aria-label^="Account menu for"]') !== null && page.performance.now();
    },
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
  const shellAt = Number(await shellHandle.jsonValue());
  // Settled: every API call finished and none sent or finished for QUIET_MS (bounded: 20 s).
  const deadline = Date.now() + 20_000;
  let last = -1;
  while (Date.now() < deadline) {
    const apiCalls = network.requests.filter((r) => r.url.startsWith(apiUrl));
    const stamp = apiCalls.length + apiCalls.filter((r) => r.doneMs !== null).length;
    if (stamp === last && apiCalls.every((r) => r.doneMs !== null)) break;
    last = stamp;
    await page.waitForTimeout(QUIET_MS);
  }
  const calls = chainCalls(network.requests, apiUrl);
  await network.stop();
  await context.close();
  return { calls, shellAt };
}

function printTimeline(title: string, calls: ChainedCall[]) {
  console.log(`bench startup-waterfall | timeline: ${title} (ms from the document request)`);
  for (const call of calls) {
    const preflight = call.preflightOf ? `, preflight ${call.preflightOf.sentMs.toFixed(0)}→${call.preflightOf.doneMs?.toFixed(0) ?? '…'}` : '';
    const done = call.doneMs === null ? 'unfinished' : `${call.doneMs.toFixed(0).padStart(5)}`;
    console.log(`    ${call.sentMs.toFixed(0).padStart(5)} → ${done}  ${call.method.padEnd(6)} ${new URL(call.url).pathname}  (after ${call.depth - 1} other call(s)${preflight})`);
  }
}

async function setHold(apiUrl: string, on: boolean) {
  const response = on
    ? await fetch(`${apiUrl}/__test__/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path_prefix: '/api/', kind: 'hang', delay_ms: HOLD_MS, replace: true }),
      })
    : await fetch(`${apiUrl}/__test__/faults`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`fault switch answered ${response.status}`);
}

async function main(): Promise<number> {
  const log = new FigureLog('startup-waterfall');
  const dist = ensureWebBuild();
  const api = await startBenchApi({ port: benchPorts.api, accessTokenTtlSeconds: TOKEN_TTL_S, webOrigins: benchWebOrigins, enableFaults: true });
  await withBrowserBench(api, dist, benchPorts.web, async ({ web, browser }) => {
    for (const scenario of scenarios) {
      // One session per run: refresh tokens rotate, so a stored one is good for one start.
      const states = [await storedSession(browser, web.url), await storedSession(browser, web.url)];
      if (scenario.expired) await new Promise((resolve) => setTimeout(resolve, TOKEN_TTL_S * 1000 + 500));
      for (const state of states) {
        for (const origin of state.origins) origin.localStorage = origin.localStorage.filter((item) => !scenario.dropKeys.includes(item.name));
      }
      const real = await startUp(browser, web.url, api.url, states[0] as StorageState);
      printTimeline(`${scenario.name}, as is`, real.calls);
      await setHold(api.url, true);
      let held: StartupRun;
      try {
        held = await startUp(browser, web.url, api.url, states[1] as StorageState);
      } finally {
        await setHold(api.url, false);
      }
      printTimeline(`${scenario.name}, every answer held ${HOLD_MS} ms`, held.calls);

      const depth = Math.max(0, ...held.calls.map((c) => c.depth));
      log.add({ name: `${scenario.name}: sequential API calls`, value: depth, unit: 'calls', digits: 0, budget: { kind: 'max', limit: WATERFALL_BUDGET } });
      log.add({ name: `${scenario.name}: API calls in all`, value: held.calls.length, unit: 'calls', digits: 0 });
      log.add({ name: `${scenario.name}: sequential network round trips, CORS preflights counted`, value: Math.max(0, ...held.calls.map((c) => c.roundTrips)), unit: 'round trips', digits: 0 });
      log.add({ name: `${scenario.name}: signed-in header in a frame at (from navigation start, as is)`, value: real.shellAt, unit: 'ms', digits: 0 });
      log.add({ name: `${scenario.name}: start-up API calls complete at (as is)`, value: Math.max(0, ...real.calls.map((c) => c.doneMs ?? 0)), unit: 'ms', digits: 0 });
    }
  });
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
