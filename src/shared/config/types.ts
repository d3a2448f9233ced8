/**
 * The app configuration's type (docs/product-rules.md §Configuration 1): one type for every side. The
 * main process fills it from FIGURE_SHOP_* variables and hands it to the renderer through the
 * preload (`window.desktop.config`); the web build fills it from VITE_* variables.
 */
import type { OAuthProvider } from '../oauth/providers';

/** Where a provider's authorization request goes. */
export interface OAuthProviderConfig {
  /** The OAuth client id (public; default `figure-shop-demo`, which the demo provider accepts). */
  clientId: string;
  /** The authorization endpoint, absolute http(s) (default: the demo API's `/oauth/<provider>/authorize`). */
  authorizeUrl: string;
}

/** The typed config; every field is set (defaults filled in by the loader). */
export interface AppConfig {
  /** The API host every call goes to, http(s), no trailing slash. Default http://127.0.0.1:8000. */
  apiUrl: string;
  /** The site and window title. Default "Figure Shop". */
  productName: string;
  /** Shows the demo banner (docs/product-rules.md §Demo 1). Default false. */
  demoMode: boolean;
  /** The demo banner's links; defaults `<apiUrl>/graphql` and `<apiUrl>/dashboard`. */
  demoLinks: { playground: string; dashboard: string };
  oauth: Record<OAuthProvider, OAuthProviderConfig>;
  /** The private-use URL scheme of deep links (RFC 8252 §7.1). Default `com.figureshop.app`; the web build always has the default. */
  urlScheme: string;
}
