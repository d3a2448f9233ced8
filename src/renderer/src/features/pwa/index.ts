/** Public surface of the installable web app feature (issue 15 item 4): the service worker's update prompt. */
export { DeferredUpdatePrompt } from './DeferredUpdatePrompt';
export { UpdatePrompt } from './UpdatePrompt';
export { watchForUpdates, SERVICE_WORKER_URL, type AcceptUpdate, type WatchForUpdates } from './registration';
