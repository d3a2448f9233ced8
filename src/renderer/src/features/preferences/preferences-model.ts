/**
 * The preferences feature's pure model: the shared rules of `@shared/preferences` (one copy,
 * also applied by the demo API: docs/product-rules.md §Preferences 7), under the names this feature uses.
 */
export {
  PREFERENCES_PARSE_ERROR,
  applyPatch,
  changedGroups,
  defaultsCopy,
  mergePreferences,
  // The `{preferences}` of a GET /api/account/preferences/ answer: object or JSON string (docs/product-rules.md §Preferences 5).
  parsePreferences as parseServerPreferences,
} from '@shared/preferences';
