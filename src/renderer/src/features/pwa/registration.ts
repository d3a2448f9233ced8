/**
 * Registers the web build's service worker (docs/product-rules.md §Web 12–15, scripts/vite/pwa.ts) with workbox-window
 * and reports a waiting new version. workbox-window is imported on demand: it stays off the first
 * route (§Performance 1) and out of the desktop app, which registers no worker.
 */
import type { Workbox } from 'workbox-window';

/** Where the web build writes the worker (scripts/vite/pwa.ts, SERVICE_WORKER_FILE). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Activates the waiting version and reloads the page once it controls it (or at once, when it is no longer waiting). */
export type AcceptUpdate = () => void;

/** Calls `onUpdate` whenever a new version is waiting; returns a function that stops watching. */
export type WatchForUpdates = (onUpdate: (accept: AcceptUpdate) => void) => () => void;

interface WorkboxModule {
  Workbox: typeof Workbox;
}

/** What `watchForUpdates` uses from the outside world (replaced in tests). */
export interface RegistrationDeps {
  /** `import.meta.env.PROD`: the dev server serves no worker. */
  production: boolean;
  /** `'serviceWorker' in navigator` (false on plain http other than loopback, and in old browsers). */
  supported: () => boolean;
  load: () => Promise<WorkboxModule>;
  reload: () => void;
}

const browserDeps: RegistrationDeps = {
  production: import.meta.env.PROD,
  supported: () => 'serviceWorker' in navigator,
  load: () => import('workbox-window'),
  reload: () => window.location.reload(),
};

/**
 * Activates `waiting` (sends it SKIP_WAITING) and reloads once, when the first of these happens:
 * it takes control of the page (workbox-window's `controlling`), it reports itself activated (a
 * controller change can come and go unseen), or it is no longer waiting at all (another tab
 * accepted it, or a newer version replaced it): the Reload button never does nothing.
 */
function acceptWaiting(workbox: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>, waiting: ServiceWorker | undefined, reload: () => void): void {
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  if (!waiting || waiting.state !== 'installed') {
    reloadOnce();
    return;
  }
  workbox.addEventListener('controlling', reloadOnce);
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated' || waiting.state === 'redundant') reloadOnce();
  });
  workbox.messageSkipWaiting();
}

/**
 * Registers the worker (workbox-window waits for the page's load event) and watches for a new
 * version (registerType 'prompt'): `onUpdate` gets an `accept` that sends SKIP_WAITING to the
 * waiting worker and reloads when it takes control. A failed registration leaves the app as it is
 * (it works without a worker), so errors are swallowed. Does nothing in a development build or
 * without worker support. Web only: the caller never calls it on the desktop app (app://).
 */
export function watchForUpdates(onUpdate: (accept: AcceptUpdate) => void, deps: RegistrationDeps = browserDeps): () => void {
  if (!deps.production || !deps.supported()) return () => undefined;
  let stopped = false;
  let stop: () => void = () => undefined;
  deps
    .load()
    .then(({ Workbox }) => {
      if (stopped) return;
      const workbox = new Workbox(SERVICE_WORKER_URL);
      const onWaiting = (event: { sw?: ServiceWorker }) => onUpdate(() => acceptWaiting(workbox, event.sw, deps.reload));
      workbox.addEventListener('waiting', onWaiting);
      stop = () => workbox.removeEventListener('waiting', onWaiting);
      return workbox.register();
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    stop();
  };
}
