/** The preferences feature's route (spec point 2: the settings page). */
export const SETTINGS_PATH = '/settings';
