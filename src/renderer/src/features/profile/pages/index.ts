/**
 * The profile feature's pages, its public entry (for app/router.tsx only): each loader imports its
 * page on demand in the shape React.lazy takes, so every page stays its own chunk, off the first route.
 */
export const loadProfilePage = async () => ({ default: (await import('./ProfilePage')).ProfilePage });
/** Loads the page an e-mail change's confirmation link opens (docs/product-rules.md §Account 10). */
export const loadConfirmEmailPage = async () => ({ default: (await import('./ConfirmEmailPage')).ConfirmEmailPage });
export { CONFIRM_EMAIL_ROUTE } from '../routes';
