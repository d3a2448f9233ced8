/**
 * The preferences feature's page, its second public entry (for app/router.tsx only): loads the
 * page on demand in the shape React.lazy takes, so it stays its own chunk, off the first route.
 */
export const loadSettingsPage = async () => ({ default: (await import('./SettingsPage')).SettingsPage });
