/** Public surface of the colour-mode feature (spec points 2 and 4). */
export { ColourModeProvider, useColourMode } from './ColourModeProvider';
export { ColourModeToggle } from './ColourModeToggle';
export { createColourModeStore, type ColourMode, type ColourModeStore } from './colour-mode-store';
