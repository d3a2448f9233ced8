import type { DesktopCapabilities } from '@renderer/platform';
import { usePlatform } from '@renderer/platform/PlatformProvider';
import { UnencryptedStorageNotice } from './UnencryptedStorageNotice';
import { useDesktopDeepLinks } from './useDesktopDeepLinks';
import { useMenuColourModeToggle } from './useMenuColourModeToggle';

/**
 * What the shell does only in the desktop app (issue 5): open account deep links, toast refused
 * ones, follow the menu's colour-mode toggle, and show the unencrypted-storage notice when the OS
 * offers no encryption. Renders nothing on the web. Place it inside the router (AppLayout).
 */
export function DesktopIntegration() {
  const { desktop } = usePlatform();
  return desktop ? <DesktopBridge desktop={desktop} /> : null;
}

function DesktopBridge({ desktop }: { desktop: DesktopCapabilities }) {
  useDesktopDeepLinks(desktop);
  useMenuColourModeToggle(desktop);
  return desktop.encryptionAvailable ? null : <UnencryptedStorageNotice />;
}
