/**
 * Fakes for several tabs (or desktop windows) of one origin in one Node process (docs/product-rules.md §Sessions 9):
 * a Web Lock they share, a BroadcastChannel hub, and a refresh endpoint that rotates strictly.
 */
import { vi } from 'vitest';
import type { AccountApi } from '@renderer/api/account';
import type { BroadcastChannelLike } from '@renderer/features/auth/cross-tab-sync';
import type { CrossTabLock } from '@renderer/features/auth/session';
import type { CookieJar } from '@renderer/platform';
import { fakeJwt } from '../../../../support/jwt';
import { sampleProfile } from '../../../../support/samples';

/** One Web Lock shared by every tab: tasks run one after another, in request order. */
export function sharedLock(): CrossTabLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (_name, task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** BroadcastChannel between tabs: a message reaches every other channel of the same name, in a microtask. */
export function channelHub() {
  const members: { name: string; target: EventTarget }[] = [];
  const names: string[] = [];
  const open = (name: string): BroadcastChannelLike => {
    names.push(name);
    const me = { name, target: new EventTarget() };
    members.push(me);
    return {
      postMessage: (data: unknown) => {
        for (const other of members) {
          if (other !== me && other.name === name) queueMicrotask(() => other.target.dispatchEvent(new MessageEvent('message', { data })));
        }
      },
      addEventListener: me.target.addEventListener.bind(me.target) as BroadcastChannelLike['addEventListener'],
      removeEventListener: me.target.removeEventListener.bind(me.target) as BroadcastChannelLike['removeEventListener'],
    };
  };
  return { open, names };
}

/** A cookie jar that keeps nothing (the tests look at the auth store). */
export const noCookies = (): CookieJar => ({ get: () => undefined, set: () => undefined, remove: () => undefined });

/** An access token valid 300 s after `nowMs`, numbered so tests can tell them apart. */
export const freshAccess = (nowMs: number, n: number) => fakeJwt({ exp: nowMs / 1000 + 300, n });

/**
 * A refresh endpoint that rotates strictly (no reuse interval): a spent token is refused, which is
 * what a tab must never send. Answers access `freshAccess(nowMs, n)` and refresh `r-(n+1)` for the n-th call.
 */
export function strictRefreshServer(nowMs: number) {
  let n = 0;
  const spent = new Set<string>();
  const calls: string[] = [];
  const refresh = vi.fn(async (token: string) => {
    calls.push(token);
    if (spent.has(token)) throw new Error(`reused ${token}`);
    spent.add(token);
    n += 1;
    return { access_token: freshAccess(nowMs, n), refresh_token: `r-${n + 1}` };
  });
  return { account: { refresh, profile: vi.fn(async () => sampleProfile) } as unknown as AccountApi, calls };
}
