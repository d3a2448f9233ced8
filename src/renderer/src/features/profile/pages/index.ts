/**
 * The profile feature's page, its public entry (for app/router.tsx only): loads the page on demand
 * in the shape React.lazy takes, so it stays its own chunk, off the first route.
 */
export const loadProfilePage = async () => ({ default: (await import('./ProfilePage')).ProfilePage });
