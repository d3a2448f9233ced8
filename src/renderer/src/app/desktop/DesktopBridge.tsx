import type { DesktopCapabilities } from '@renderer/platform';
import { KeyringChangedNotice } from './KeyringChangedNotice';
import { UnencryptedStorageNotice } from './UnencryptedStorageNotice';
import { useDesktopDeepLinks } from './useDesktopDeepLinks';
import { useMenuColourModeToggle } from './useMenuColourModeToggle';

/**
 * The desktop app's part of the shell (docs/product-rules.md §Desktop): opens account deep links, toasts refused ones,
 * follows the menu's colour-mode toggle, and shows the unencrypted-storage and keyring-changed
 * notices. Deep links that arrive before it subscribes wait in the main process (the preload's
 * first subscription asks for them), so loading it as a chunk loses none.
 */
export function DesktopBridge({ desktop }: { desktop: DesktopCapabilities }) {
  useDesktopDeepLinks(desktop);
  useMenuColourModeToggle(desktop);
  return (
    <>
      {desktop.keyringChanged ? <KeyringChangedNotice /> : null}
      {desktop.encryptionAvailable ? null : <UnencryptedStorageNotice />}
    </>
  );
}
