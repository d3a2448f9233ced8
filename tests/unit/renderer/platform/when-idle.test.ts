import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle, type IdleHost } from '../../../../src/renderer/src/platform/when-idle';

/** A host whose load event, idle callbacks and timers the test fires by hand. */
function fakeHost({ loaded, idleCallback = true }: { loaded: boolean; idleCallback?: boolean }) {
  const loadListeners = new Set<() => void>();
  const idle = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const host: IdleHost & { fireLoad(): void; runIdle(): void; runTimers(): void; idleOptions: unknown[] } = {
    document: { readyState: loaded ? 'complete' : 'loading' },
    idleOptions: [],
    addEventListener: (_type, listener) => void loadListeners.add(listener),
    removeEventListener: (_type, listener) => void loadListeners.delete(listener),
    ...(idleCallback
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            host.idleOptions.push(options);
            idle.set(next, callback);
            return next++;
          },
          cancelIdleCallback: (handle: number) => void idle.delete(handle),
        }
      : {}),
    setTimeout: (callback, _ms) => {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle),
    fireLoad: () => [...loadListeners].forEach((listener) => listener()),
    runIdle: () => [...idle.values()].forEach((callback) => callback()),
    runTimers: () => [...timers.values()].forEach((callback) => callback()),
  };
  return host;
}

describe('whenIdle (deferred parts never compete with the first route)', () => {
  it('waits for the load event, then for an idle moment at most IDLE_TIMEOUT_MS away', () => {
    const host = fakeHost({ loaded: false });
    const callback = vi.fn();
    whenIdle(callback, host);
    host.runIdle();
    expect(callback).not.toHaveBeenCalled();
    host.fireLoad();
    expect(callback).not.toHaveBeenCalled();
    expect(host.idleOptions).toEqual([{ timeout: IDLE_TIMEOUT_MS }]);
    host.runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle moment at once when the page has already loaded', () => {
    const host = fakeHost({ loaded: true });
    const callback = vi.fn();
    whenIdle(callback, host);
    host.runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to a 0 ms timer where there is no requestIdleCallback', () => {
    const host = fakeHost({ loaded: true, idleCallback: false });
    const callback = vi.fn();
    whenIdle(callback, host);
    expect(callback).not.toHaveBeenCalled();
    host.runTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled, before or after the load event', () => {
    const before = fakeHost({ loaded: false });
    const callbackBefore = vi.fn();
    whenIdle(callbackBefore, before)();
    before.fireLoad();
    before.runIdle();
    expect(callbackBefore).not.toHaveBeenCalled();

    const after = fakeHost({ loaded: true, idleCallback: false });
    const callbackAfter = vi.fn();
    whenIdle(callbackAfter, after)();
    after.runTimers();
    expect(callbackAfter).not.toHaveBeenCalled();
  });
});
