/**
 * The auth feature's app-only entry (ESLint lets only src/renderer/src/app import it): what the
 * composition root builds and starts (app/services.ts, app/AppProviders.tsx) and the header's
 * controls. Apart from the index so that lazy pages, which import the index, do not reach these.
 */
export { AuthControls } from './components/AuthControls';
export { createAuthStore } from './auth-store';
export { createSession } from './session';
export { accessTokenExpiryMs, isAccessTokenExpired } from './access-token';
export { createTokenChannel, syncAuthAcrossTabs } from './cross-tab-sync';
