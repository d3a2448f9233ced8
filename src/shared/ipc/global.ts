/**
 * Declares `window.desktop` for the renderer. It is optional: the web app has no bridge, so code
 * must check (`if (window.desktop) …`). Any file importing from '@shared/ipc' (or a tsconfig that
 * includes src/shared) picks this up.
 */
import type { DesktopBridge } from './bridge';

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}

export {};
