import type { ColourModeStore } from './colour-mode-store';

/** The services the colour-mode feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface ColourModeServices {
  /** The colour mode, persisted in the platform's storage. */
  colourModeStore: ColourModeStore;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends ColourModeServices {}
}
