/**
 * The moderation feature's page, its second public entry (for app/router.tsx only): loads the page
 * on demand in the shape React.lazy takes, so it stays its own chunk, off the first route.
 */
export const loadModerationPage = async () => ({ default: (await import('./ModerationPage')).ModerationPage });
