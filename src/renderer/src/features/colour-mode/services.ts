import type { ColourModeStore } from './colour-mode-store';

// The services the colour-mode feature reads through useServices() (built in app/services.ts).
declare module '@renderer/platform/services' {
  interface Services {
    /** The colour mode, persisted in the platform's storage. */
    colourModeStore: ColourModeStore;
  }
}
