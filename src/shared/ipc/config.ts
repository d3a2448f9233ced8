/**
 * The desktop app's configuration as the renderer receives it (issue 5, point 5). The main process
 * reads it from FIGURE_SHOP_* environment variables at start (src/main/config.ts) and the preload
 * hands it over as `window.desktop.config`. Its fields mirror the renderer's `AppConfig`, plus the
 * URL scheme, so the desktop platform maps it one to one.
 */
import type { OAuthProvider } from '../oauth/providers';

/** Where a provider's authorization request goes. */
export interface OAuthProviderConfig {
  /** The OAuth client id (public; default `figure-shop-demo`, which the demo provider accepts). */
  clientId: string;
  /** The authorization endpoint, absolute http(s) (default: the demo API's `/oauth/<provider>/authorize`). */
  authorizeUrl: string;
}

/** The typed desktop config; every field is set (defaults filled in by the main process). */
export interface DesktopConfig {
  /** The API host, http(s), no trailing slash (spec point 7). Default http://127.0.0.1:8000. */
  apiUrl: string;
  /** The site and window title (spec point 1). Default "Figure Shop". */
  productName: string;
  /** Shows the demo banner (spec point 1). Default false. */
  demoMode: boolean;
  /** The demo banner's links (spec point 1); defaults `<apiUrl>/graphql` and `<apiUrl>/dashboard`. */
  demoLinks: { playground: string; dashboard: string };
  oauth: Record<OAuthProvider, OAuthProviderConfig>;
  /** The private-use URL scheme of deep links (RFC 8252 §7.1). Default `com.figureshop.app`. */
  urlScheme: string;
}
