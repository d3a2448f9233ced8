/** Public surface of the colour-mode feature (docs/product-rules.md §Shell 5). */
export { ColourModeProvider, useColourMode } from './ColourModeProvider';
export { ColourModeToggle } from './ColourModeToggle';
export { createColourModeStore, type ColourMode, type ColourModeStore } from './colour-mode-store';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { ColourModeServices } from './services';
