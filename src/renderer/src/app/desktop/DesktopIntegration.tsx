import type { DesktopCapabilities } from '@renderer/platform';
import { usePlatform } from '@renderer/platform/services';
import { KeyringChangedNotice } from './KeyringChangedNotice';
import { UnencryptedStorageNotice } from './UnencryptedStorageNotice';
import { useDesktopDeepLinks } from './useDesktopDeepLinks';
import { useMenuColourModeToggle } from './useMenuColourModeToggle';

/**
 * What the shell does only in the desktop app (issue 5): open account deep links, toast refused
 * ones, follow the menu's colour-mode toggle, show the unencrypted-storage notice when the OS
 * offers no encryption and the keyring-changed notice when stored sign-in data was dropped. Renders nothing on the web. Place it inside the router (AppLayout).
 */
export function DesktopIntegration() {
  const { desktop } = usePlatform();
  return desktop ? <DesktopBridge desktop={desktop} /> : null;
}

function DesktopBridge({ desktop }: { desktop: DesktopCapabilities }) {
  useDesktopDeepLinks(desktop);
  useMenuColourModeToggle(desktop);
  return (
    <>
      {desktop.keyringChanged ? <KeyringChangedNotice /> : null}
      {desktop.encryptionAvailable ? null : <UnencryptedStorageNotice />}
    </>
  );
}
