import { useEffect, useEffectEvent } from 'react';
import { useColourMode } from '@renderer/features/colour-mode';
import type { DesktopCapabilities } from '@renderer/platform';

/**
 * The desktop menu's "Toggle colour mode" (issue 5, point 1) toggles the colour mode exactly as
 * the header's toggle does (spec point 4: light ↔ dark; the ui.theme preference follows).
 */
export function useMenuColourModeToggle(desktop: DesktopCapabilities): void {
  const { toggle } = useColourMode();
  const onToggle = useEffectEvent(() => toggle());
  useEffect(() => desktop.onColourModeToggle(() => onToggle()), [desktop]);
}
