/**
 * The preference rules shared by the renderer and the demo API (one copy): parse, per-group merge
 * over the defaults, patch. The schemas and defaults themselves are the contract's (`@shared/api`).
 */
export { PREFERENCES_PARSE_ERROR, applyPatch, changedGroups, defaultsCopy, mergePreferences, parsePreferences } from './model';
