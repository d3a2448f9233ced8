import { useEffect, useEffectEvent } from 'react';
import { useColourMode } from '@renderer/features/colour-mode';
import type { DesktopCapabilities } from '@renderer/platform';

/**
 * The desktop menu's "Toggle colour mode" (docs/product-rules.md §Desktop 4) toggles the colour mode
 * exactly as the header's toggle does (§Shell 5: light ↔ dark; the ui.theme preference follows).
 */
export function useMenuColourModeToggle(desktop: DesktopCapabilities): void {
  const { toggle } = useColourMode();
  const onToggle = useEffectEvent(() => toggle());
  useEffect(() => desktop.onColourModeToggle(() => onToggle()), [desktop]);
}
