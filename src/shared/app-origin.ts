/**
 * The desktop app's own origin. Its renderer is served from the privileged `app://` scheme, never
 * `file://` (Electron security checklist §18), at one fixed host so it has a real origin: the main
 * process serves and guards it, and the demo API allows exactly it through CORS.
 */

/** The scheme serving the built renderer. */
export const APP_SCHEME = 'app';
/** The one host of that scheme. */
export const APP_HOST = 'figure-shop';
/** `app://figure-shop`: the only origin whose pages may use IPC or be navigated to. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
