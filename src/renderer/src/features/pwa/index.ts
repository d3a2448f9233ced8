/** Public surface of the installable web app feature (docs/product-rules.md §Web 12–15): the service worker's update prompt. */
export { DeferredUpdatePrompt } from './DeferredUpdatePrompt';
export { UpdatePrompt } from './UpdatePrompt';
export { watchForUpdates, SERVICE_WORKER_URL, type AcceptUpdate, type WatchForUpdates } from './registration';
