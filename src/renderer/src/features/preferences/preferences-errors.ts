import type { PreferencesGroup } from '@shared/api';

/** The update-failure errors of docs/product-rules.md §Preferences 8, exactly as worded there. */
export const PREFERENCES_UPDATE_ERRORS = {
  all: 'Failed to update preferences',
  content: 'Failed to update content preferences',
  ui: 'Failed to update UI preferences',
  currency: 'Failed to update currency preferences',
} as const;
export type PreferencesUpdateError = (typeof PREFERENCES_UPDATE_ERRORS)[keyof typeof PREFERENCES_UPDATE_ERRORS];

/**
 * Pure: the error recorded when a PATCH of `groups` fails: the group's own message for a single
 * content, ui or currency update (their own endpoints), 'Failed to update preferences' otherwise.
 */
export function updateErrorFor(groups: readonly PreferencesGroup[]): PreferencesUpdateError {
  if (groups.length === 1) {
    const [group] = groups;
    if (group === 'content' || group === 'ui' || group === 'currency') return PREFERENCES_UPDATE_ERRORS[group];
  }
  return PREFERENCES_UPDATE_ERRORS.all;
}
