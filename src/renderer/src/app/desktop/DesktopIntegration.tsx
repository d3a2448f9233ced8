import { lazyOptional } from '@renderer/platform/lazy-optional';
import { usePlatform } from '@renderer/platform/services';

// Desktop only, so a chunk of its own: the web's first route never carries it (docs/product-rules.md §Performance 1).
const DesktopBridge = lazyOptional(() => import('./DesktopBridge').then((module) => module.DesktopBridge));

/**
 * What the shell does only in the desktop app (DesktopBridge.tsx): open account deep
 * links, toast refused ones, follow the menu's colour-mode toggle, show the unencrypted-storage
 * and keyring-changed notices. Renders nothing on the web. Place it inside the router (AppLayout).
 */
export function DesktopIntegration() {
  const { desktop } = usePlatform();
  return desktop ? <DesktopBridge desktop={desktop} /> : null;
}
