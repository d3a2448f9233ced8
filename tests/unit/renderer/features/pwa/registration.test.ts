import { describe, expect, it, vi } from 'vitest';
import type { Workbox as RealWorkbox } from 'workbox-window';
import { SERVICE_WORKER_URL, watchForUpdates, type AcceptUpdate } from '@renderer/features/pwa';

type Listener = (event?: unknown) => void;

/** A waiting service worker double: its state, and statechange fired on demand. */
function fakeWorker(state: ServiceWorkerState = 'installed') {
  const listeners = new Set<Listener>();
  return {
    state,
    addEventListener: (_type: 'statechange', listener: Listener) => void listeners.add(listener),
    become(next: ServiceWorkerState) {
      this.state = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** A Workbox double: records listeners and calls, fires events on demand. */
function fakeWorkbox() {
  const listeners = new Map<string, Set<Listener>>();
  const instance = {
    url: '',
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    addEventListener: (type: string, listener: Listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(listener),
    removeEventListener: (type: string, listener: Listener) => void listeners.get(type)?.delete(listener),
    fire: (type: string, event?: unknown) => listeners.get(type)?.forEach((listener) => listener(event)),
  };
  class Workbox {
    constructor(url: string) {
      instance.url = url;
      return instance as unknown as Workbox;
    }
  }
  return { instance, module: { Workbox } as unknown as { Workbox: typeof RealWorkbox } };
}

function deps(overrides: Partial<Parameters<typeof watchForUpdates>[1]> = {}) {
  const workbox = fakeWorkbox();
  return {
    workbox: workbox.instance,
    deps: { production: true, supported: () => true, load: vi.fn(async () => workbox.module), reload: vi.fn(), ...overrides },
  };
}

describe('watchForUpdates (§Web 15)', () => {
  it('registers /sw.js and offers a waiting version; accepting skips waiting and reloads once it controls', async () => {
    const { workbox, deps: d } = deps();
    const offers: AcceptUpdate[] = [];
    watchForUpdates((accept) => offers.push(accept), d);
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(workbox.url).toBe(SERVICE_WORKER_URL);

    // A controller change before the person accepts (the first install's claim) reloads nothing.
    workbox.fire('controlling');
    expect(d.reload).not.toHaveBeenCalled();

    const waiting = fakeWorker();
    workbox.fire('waiting', { sw: waiting });
    expect(offers).toHaveLength(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    offers[0]?.();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(d.reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(d.reload).toHaveBeenCalledTimes(1);
    // Its activation after the controller change does not reload a second time.
    waiting.become('activating');
    waiting.become('activated');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  /** Registered, with a new version waiting and offered: the worker and the offer. */
  async function offered() {
    const { workbox, deps: d } = deps();
    const offers: AcceptUpdate[] = [];
    watchForUpdates((accept) => offers.push(accept), d);
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const waiting = fakeWorker();
    workbox.fire('waiting', { sw: waiting });
    return { workbox, d, waiting, accept: offers[0]! };
  }

  it('reloads once the accepted version is activated, even when the controller change went unseen', async () => {
    const { d, waiting, accept } = await offered();
    accept();
    waiting.become('activating');
    expect(d.reload).not.toHaveBeenCalled();
    waiting.become('activated');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when the offered version is no longer waiting (another tab took it, or a newer one replaced it)', async () => {
    for (const state of ['activated', 'redundant'] as const) {
      const { workbox, d, waiting, accept } = await offered();
      waiting.become(state);
      accept();
      expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
      expect(d.reload).toHaveBeenCalledTimes(1);
    }
  });

  it('does nothing in a development build or without worker support', () => {
    for (const overrides of [{ production: false }, { supported: () => false }]) {
      const { deps: d } = deps(overrides);
      watchForUpdates(() => undefined, d);
      expect(d.load).not.toHaveBeenCalled();
    }
  });

  it('stopping before workbox-window loads registers nothing; after, it no longer reports', async () => {
    const early = deps();
    watchForUpdates(() => undefined, early.deps)();
    await vi.waitFor(() => expect(early.deps.load).toHaveBeenCalled(), { timeout: 10_000 });
    await Promise.resolve();
    expect(early.workbox.register).not.toHaveBeenCalled();

    const late = deps();
    const onUpdate = vi.fn();
    const stop = watchForUpdates(onUpdate, late.deps);
    await vi.waitFor(() => expect(late.workbox.register).toHaveBeenCalled(), { timeout: 10_000 });
    stop();
    late.workbox.fire('waiting');
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('a failed import or registration leaves the app running', async () => {
    const failing = deps({ load: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(() => watchForUpdates(() => undefined, failing.deps)).not.toThrow();
    await vi.waitFor(() => expect(failing.deps.load).toHaveBeenCalled(), { timeout: 10_000 });
  });
});
