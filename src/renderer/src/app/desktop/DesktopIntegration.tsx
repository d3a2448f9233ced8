import type { DesktopCapabilities } from '@renderer/platform';
import { lazyOptional } from '@renderer/platform/lazy-optional';
import { usePlatform } from '@renderer/platform/services';
import { useDesktopDeepLinks } from './useDesktopDeepLinks';
import { useMenuColourModeToggle } from './useMenuColourModeToggle';

// The notices bring Fluent's MessageBar, which the web's first route no longer carries (issue 15):
// chunks of their own, loaded only when one is shown.
const KeyringChangedNotice = lazyOptional(() => import('./KeyringChangedNotice').then((module) => module.KeyringChangedNotice));
const UnencryptedStorageNotice = lazyOptional(() => import('./UnencryptedStorageNotice').then((module) => module.UnencryptedStorageNotice));

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
