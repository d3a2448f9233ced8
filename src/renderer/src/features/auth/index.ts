/** Public surface of the auth feature: other features use only these. */
export { useAccountApi, useAuthState, useIsModerator, useIsSignedIn, useSession } from './SessionProvider';
export { useAuthDialogs } from './auth-dialogs';
export { PROFILE_PATH } from './routes';
