/**
 * Records what a page sends over the network through the Chrome DevTools Protocol, including the
 * CORS preflights Playwright's own request events leave out, and works out the sequential round
 * trips: a call depends on every call that finished before it was sent.
 */
import type { CDPSession, Page } from '@playwright/test';

/** One request. Times are milliseconds from the page's document request. */
export interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  preflight: boolean;
  sentMs: number;
  doneMs: number | null;
}

interface CdpSend {
  requestId: string;
  timestamp: number;
  request: { method: string; url: string };
  type?: string;
  initiator?: { type?: string };
}

/** Starts recording on `page`; read `requests` once the page has done what you wait for. */
export async function recordNetwork(page: Page): Promise<{ requests: LoggedRequest[]; stop(): Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, LoggedRequest>();
  let origin: number | null = null;
  const ms = (timestamp: number) => (timestamp - (origin ?? timestamp)) * 1000;
  cdp.on('Network.requestWillBeSent', (event: CdpSend) => {
    if (origin === null && event.type === 'Document') origin = event.timestamp;
    byId.set(event.requestId, {
      id: event.requestId,
      method: event.request.method,
      url: event.request.url,
      preflight: event.initiator?.type === 'preflight',
      sentMs: ms(event.timestamp),
      doneMs: null,
    });
  });
  const finish = (event: { requestId: string; timestamp: number }) => {
    const request = byId.get(event.requestId);
    if (request) request.doneMs = ms(event.timestamp);
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  return {
    get requests() {
      return [...byId.values()].sort((a, b) => a.sentMs - b.sentMs);
    },
    stop: () => cdp.detach(),
  };
}

/** A call of the app with the round trips it took: 2 when the browser sent a CORS preflight for it. */
export interface ChainedCall extends LoggedRequest {
  /** Sequential app-level calls up to and including this one. */
  depth: number;
  /** Sequential network round trips up to and including this one, preflights counted. */
  roundTrips: number;
  preflightOf: LoggedRequest | null;
}

/**
 * The calls to `apiOrigin` (preflights folded into the call they precede) with their depth: a call
 * sent after another finished comes after it. The longest chain is the start-up waterfall.
 */
export function chainCalls(requests: LoggedRequest[], apiOrigin: string): ChainedCall[] {
  const api = requests.filter((r) => r.url.startsWith(apiOrigin));
  const preflights = api.filter((r) => r.preflight);
  const calls: ChainedCall[] = [];
  for (const request of api.filter((r) => !r.preflight)) {
    const preflightOf =
      preflights.find((p) => p.url === request.url && p.sentMs >= request.sentMs && (request.doneMs === null || p.sentMs <= request.doneMs)) ?? null;
    const before = calls.filter((c) => c.doneMs !== null && c.doneMs <= request.sentMs);
    calls.push({
      ...request,
      preflightOf,
      depth: 1 + Math.max(0, ...before.map((c) => c.depth)),
      roundTrips: (preflightOf ? 2 : 1) + Math.max(0, ...before.map((c) => c.roundTrips)),
    });
  }
  return calls;
}
