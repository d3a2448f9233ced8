/**
 * Business constants and limits, with their units in their names; the rules they serve are in
 * docs/product-rules.md (the section is named per group below). Every side (renderer, main
 * process, demo API) reads them from here so they cannot drift.
 */

// ---------------------------------------------------------------- data fetching (§API 2, 5)

/** Query cache stale time: 5 minutes, in ms. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
/** Query retries after a failure: one. */
export const QUERY_RETRY = 1;
/** Queries are not refetched when the window regains focus. */
export const QUERY_REFETCH_ON_WINDOW_FOCUS = false;
/** Retries of a request that failed with no response at all: one. */
export const NETWORK_RETRY_COUNT = 1;
/** Network-error retry delay base, in ms; the delay is this times the retry count. */
export const NETWORK_RETRY_BASE_DELAY_MS = 1000;
/** Delay before network retry number `retryCount` (1-based), in ms (1000 ms × count). */
export function networkRetryDelayMs(retryCount: number): number {
  return NETWORK_RETRY_BASE_DELAY_MS * retryCount;
}

// ---------------------------------------------------------------- local caches (§Currency 2)

/**
 * Lifetime of the region and exchange-rate caches in local storage: 24 hours, in ms.
 * The Web Storage keys themselves (these caches, auth, preferences, …) are named, with their
 * schemas and defaults, in one registry: src/renderer/src/platform/persisted.
 */
export const LOCAL_CACHE_TTL_MS = 24 * 60 * 60_000;

// ---------------------------------------------------------------- auth status (§Sessions 1)

/** The auth statuses; signedOut is the default. */
export const AUTH_STATUSES = ['signedIn', 'signedOut'] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];
export const DEFAULT_AUTH_STATUS: AuthStatus = 'signedOut';

// ---------------------------------------------------------------- cookies (§Stored 3–5)

/** Auth cookie holding the access token. */
export const AUTH_COOKIE_NAME = 'auth_token';
/** Preferences cookie: theme, language, currency.primary, region (no adult flag: no server reads one). */
export const PREFS_COOKIE_NAME = 'user_prefs';
/** Lifetime of both cookies, in days. */
export const COOKIE_LIFETIME_DAYS = 30;
/** Attributes of both cookies: secure, path /, SameSite Lax. */
export const COOKIE_ATTRIBUTES = Object.freeze({ secure: true, path: '/', sameSite: 'Lax' } as const);

// ---------------------------------------------------------------- session (§Sessions 4)

/** A token counts as expired this long before its `exp`, in ms. */
export const TOKEN_EXPIRY_LEEWAY_MS = 2000;

// ---------------------------------------------------------------- prices (§Currency 4–5)

/** Converted prices are rounded to this many decimals. */
export const PRICE_DECIMALS = 2;
/** Base currency of conversion when none is given. */
export const DEFAULT_BASE_CURRENCY = 'JPY';

// ---------------------------------------------------------------- toast (§Shell 7–9)

/** Toast auto-hide delay, in ms. */
export const TOAST_AUTO_HIDE_MS = 2000;
/** Toast severities; `info` is the default. */
export const TOAST_SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];
export const DEFAULT_TOAST_SEVERITY: ToastSeverity = 'info';

// ---------------------------------------------------------------- shell (§Shell 4, 6)

/** Dialog close animation, in ms. */
export const DIALOG_CLOSE_ANIMATION_MS = 300;
/** Route loading bar colour: "blue", as the product brief words it. */
export const LOADING_BAR_COLOR = 'blue';
/** Route loading bar height, in px. */
export const LOADING_BAR_HEIGHT_PX = 3;
/** Route loading bar stop delay, in ms. */
export const LOADING_BAR_STOP_DELAY_MS = 200;

// ---------------------------------------------------------------- theme (§Shell 2–3, 10–11)

/** Primary colour, blue. */
export const THEME_PRIMARY_COLOR = '#2E70C7';
/** Secondary colour, red. */
export const THEME_SECONDARY_COLOR = '#C54949';
/** Light-mode background, white. Dark mode uses a deep orange palette. */
export const THEME_LIGHT_BACKGROUND_COLOR = '#FFFFFF';
/** Font stack: Poppins with sans-serif fallbacks. */
export const THEME_FONT_FAMILY =
  "Poppins, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/** Base font size, in px. */
export const FONT_SIZE_BASE_PX = 16;
/** Heading font size, in px. */
export const FONT_SIZE_HEADING_PX = 24;
/** Smallest size of the responsive font scale, in px. */
export const FONT_SIZE_MIN_PX = 14;
/** Largest size of the responsive font scale, in px. */
export const FONT_SIZE_MAX_PX = 16;
/** Viewport width where font scaling starts (14 px), in px. */
export const FONT_SCALE_MIN_VIEWPORT_PX = 768;
/** Viewport width where font scaling ends (16 px), in px. */
export const FONT_SCALE_MAX_VIEWPORT_PX = 1600;
/** Container max widths per breakpoint, in px. */
export const CONTAINER_MAX_WIDTH_PX = Object.freeze({ xs: 484, sm: 640, md: 1040, lg: 1400 } as const);
/** Container side padding below the sm breakpoint, in px. */
export const CONTAINER_PADDING_PX = 16;
/** Container side padding from the sm breakpoint up, in px. */
export const CONTAINER_PADDING_SM_UP_PX = 24;
/** Corner radius of paper surfaces, in px. */
export const RADIUS_PAPER_PX = 8;
/** Corner radius of dialogs, in px. */
export const RADIUS_DIALOG_PX = 12;
