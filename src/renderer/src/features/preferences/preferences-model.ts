/**
 * The preferences feature's pure model: the shared rules of `@shared/preferences` (issue 10: one
 * copy, also applied by the demo API), under the names this feature uses.
 */
export {
  PREFERENCES_PARSE_ERROR,
  applyPatch,
  changedGroups,
  defaultsCopy,
  mergePreferences,
  // The `{preferences}` of a GET /api/account/preferences/ answer: object or JSON string (spec point 3).
  parsePreferences as parseServerPreferences,
} from '@shared/preferences';
