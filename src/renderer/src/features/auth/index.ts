/**
 * Public surface of the auth feature: other features use only these. Kept light on purpose: lazy
 * pages import it, and whatever it reaches (axios through the session, the lazy dialogs through
 * AuthControls) would otherwise be split into extra first-route chunks. The app's wiring imports
 * `./setup`.
 */
export { useAccountApi, useAuthState, useIsModerator, useIsSignedIn, useSession } from './session-hooks';
export { useAccountDialogStore } from './account-dialog-store';
export { useFormErrors } from './components/form-errors';
export { fieldMessage } from './server-messages';
export { useCommonPasswords } from './common-passwords';
// LinkResultCard: a plain component with no module-level styles, so the entry stays light where it is not used.
export { LinkResultCard, type LinkResultCardProps } from './components/LinkResultCard';
export { authKeys } from './auth-queries';
export { OAUTH_CALLBACK_ROUTE, PASSWORD_RESET_PATH, PROFILE_PATH, VERIFY_EMAIL_ROUTE } from './routes';
export type { AuthStoreState, AuthStore } from './auth-store';
export type { Session } from './session';
// The cross-tab lock the token refresh holds, for other work one tab at a time must do (the cart's merge at sign-in).
export { webLocks, type CrossTabLock } from './session';
export { useAccountTranslation } from './account-strings';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { AuthServices } from './services';
