/**
 * The preload (bundled as CommonJS: sandboxed preloads cannot be ES modules). Exposes exactly one
 * allow-listed API, `window.desktop` (shared/ipc/bridge.ts), through contextBridge.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopBridge } from './bridge';

// The preload runs in a page, but this project compiles it with the Node libs (tsconfig.node.json);
// declaring the two DOM globals used here keeps the DOM lib out of the main-process code.
declare const window: { dispatchEvent(event: object): boolean; location: { href: string } };
declare const StorageEvent: new (
  type: 'storage',
  init: { key: string | null; oldValue: string | null; newValue: string | null; url: string },
) => object;

try {
  const bridge = createDesktopBridge(ipcRenderer, {
    // Raised from the isolated world on the shared DOM window: the page's `storage` listeners get a
    // native StorageEvent whose key/oldValue/newValue/url are plain strings. storageArea stays null,
    // as only a real Storage object may go there.
    dispatchStorageEvent: ({ key, oldValue, newValue }) =>
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, url: window.location.href })),
  });
  contextBridge.exposeInMainWorld('desktop', bridge);
} catch (error) {
  // A page the main process does not trust gets no bridge at all; the web platform takes over.
  console.error('[desktop bridge] not exposed:', error instanceof Error ? error.message : error);
}
