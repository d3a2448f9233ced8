/** The webPreferences of every app window (Electron security checklist §2–§4, §9, §12). */
import type { WebPreferences } from 'electron';

/**
 * Secure webPreferences: context isolation, the sandbox, no Node in the page, in workers or in
 * subframes, web security on, no insecure content, no <webview>, no experimental features or
 * Blink feature switches, no navigation by drag and drop.
 * @param preloadPath absolute path of the built preload (out/preload/index.cjs).
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
  };
}
