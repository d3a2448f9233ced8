/** The longest a deferred part waits for an idle moment once the page has loaded, in ms. */
export const IDLE_TIMEOUT_MS = 2000;

/** The browser globals `whenIdle` uses, injectable for tests. */
export interface IdleHost {
  readonly document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * Calls `callback` once the page has loaded (its `load` event, or at once when it already has) and
 * the main thread is next idle (`requestIdleCallback`, at most `IDLE_TIMEOUT_MS` later; a 0 ms timer
 * where there is none). For code a page works without at first, so it never competes with the
 * first route, the page's data and its first pictures for the network or the main thread (LCP and
 * total blocking time). Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, host: IdleHost = window as unknown as IdleHost): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timerHandle: number | undefined;
  const scheduleIdle = () => {
    if (cancelled) return;
    if (host.requestIdleCallback) idleHandle = host.requestIdleCallback(() => !cancelled && callback(), { timeout: IDLE_TIMEOUT_MS });
    else timerHandle = host.setTimeout(() => !cancelled && callback(), 0);
  };
  if (host.document.readyState === 'complete') scheduleIdle();
  else host.addEventListener('load', scheduleIdle, { once: true });
  return () => {
    cancelled = true;
    host.removeEventListener('load', scheduleIdle);
    if (idleHandle !== undefined) host.cancelIdleCallback?.(idleHandle);
    if (timerHandle !== undefined) host.clearTimeout(timerHandle);
  };
}
