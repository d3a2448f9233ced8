/**
 * Which built HTML file answers a page request (docs/product-rules.md §Web 4, 7, 9), with which
 * status, and which build files no web server sends; used by the web server (src/web-server), the
 * pre-render and the renderer's entries. The desktop app:// handler does not use it: the desktop
 * build has no pre-rendered pages. Pure: no fs, no DOM.
 *
 * Build layout (scripts/prerender/prerender.ts): `prerendered/<page>/<mode>.<language>.html` for
 * every pre-rendered page (pages.ts) × colour mode × language, and `shell.html`, the empty
 * client-rendered shell, for everything else.
 */
import { isCatalogueSlug, CATALOGUE_SLUG_MAX_LENGTH } from '../api/catalogue-constants';
import { languages, themes, type Language, type Theme } from '../api/preferences';
import { PREFS_COOKIE_NAME } from '../constants';
import { matchPage, prerenderedFacts, PRERENDERED_PAGES, type PrerenderedPage } from './pages';

export { PRERENDERED_PAGES, type PrerenderedPage } from './pages';

/** The empty shell: client-rendered, for routes without a pre-rendered page (and the service worker's fallback). */
export const SHELL_FILE = 'shell.html';

/** A visitor variant: the colour mode and language a page is rendered in. */
export interface PageVariant {
  mode: Theme;
  language: Language;
}

/** The neutral variant, served when the visitor's preferences are unknown. */
export const NEUTRAL_VARIANT: PageVariant = { mode: 'light', language: 'en' };

export interface PageChoice {
  /** Path under the build folder, e.g. `prerendered/home/dark.ja.html` or `shell.html`. */
  file: string;
  /** The page, or null for the shell (client-rendered, no hydration). */
  page: PrerenderedPage | null;
  /** The visitor variant the page is served in (null with the shell). */
  variant: PageVariant | null;
  /** The HTTP status to answer with: 200, or refusedFigureStatus's 404/414 (then the shell, as the not-found page). */
  status: 200 | 404 | 414;
}

/** The build-relative path of one pre-rendered variant. */
export function prerenderedFile(page: PrerenderedPage, variant: PageVariant): string {
  return `prerendered/${page}/${variant.mode}.${variant.language}.html`;
}

/** The pre-rendered page whose path pattern `pathname` matches (a `bareOnly` page: without a query), or null. */
function pageFor(pathname: string, search: string): PrerenderedPage | null {
  const page = PRERENDERED_PAGES.find((name) => matchPage(name, pathname) !== null);
  if (!page) return null;
  return prerenderedFacts(page).bareOnly && search !== '' && search !== '?' ? null : page;
}

/**
 * The status a figure address (`/figures/<slug>`, percent-encoded or not) is refused with when its
 * slug cannot exist, so no server renders it or asks the API (each such render held a render slot
 * for the API's answer): 414 URI Too Long (RFC 9110 §15.5.15) for a slug over
 * CATALOGUE_SLUG_MAX_LENGTH characters, 404 for one outside the catalogue's slug grammar
 * (isCatalogueSlug) or with a malformed percent-encoding. Null for a possible slug and for any
 * other address.
 */
export function refusedFigureStatus(pathname: string): 404 | 414 | null {
  const segment = matchPage('figure', pathname)?.slug;
  if (segment === undefined) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return 404;
  }
  if (slug.length > CATALOGUE_SLUG_MAX_LENGTH) return 414;
  return isCatalogueSlug(slug) ? null : 404;
}

/**
 * The file for a page request given the visitor's stored preferences (the `user_prefs` cookie's
 * theme and language). A known public route gets its
 * pre-rendered variant (unknown or malformed preferences fall back to light/en); anything else gets
 * the shell, never another route's markup, which would not hydrate. A figure address whose slug
 * cannot exist gets the shell with refusedFigureStatus's 404 or 414, and no page to render.
 *
 * @param pathname the URL path, e.g. `/figures/abc`
 * @param search the URL query including `?`, or `''`
 */
export function selectPage(pathname: string, search: string, prefs: { theme?: unknown; language?: unknown } | null): PageChoice {
  const refused = refusedFigureStatus(pathname);
  if (refused) return { file: SHELL_FILE, page: null, variant: null, status: refused };
  const page = pageFor(pathname, search);
  if (!page) return { file: SHELL_FILE, page: null, variant: null, status: 200 };
  const mode = themes.find((theme) => theme === prefs?.theme) ?? NEUTRAL_VARIANT.mode;
  const language = languages.find((code) => code === prefs?.language) ?? NEUTRAL_VARIANT.language;
  return { file: prerenderedFile(page, { mode, language }), page, variant: { mode, language }, status: 200 };
}

/**
 * Whether a request path names a build file no web server sends (answer 404, whatever is on disk):
 * anything under a `.vite` folder (Vite's manifest maps every source module to its chunk) and
 * source maps (`*.map`, and their `.br`/`.gz` copies: the sources themselves). OWASP WSTG-INFO-05
 * (no information leakage through served files). Checked on the path as a static file server
 * would resolve it: percent-escapes decoded byte by byte (a malformed one cannot hide the rest),
 * backslashes read as slashes, dot segments applied, in any letter case.
 * @param pathname the request path as sent (percent-encoded, query excluded)
 */
export function isPrivateBuildPath(pathname: string): boolean {
  const decoded = pathname.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().split(/[/\\]/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.includes('.vite') || /\.map(?:\.br|\.gz)?$/.test(segments.at(-1) ?? '');
}

/** The `user_prefs` cookie's value from a Cookie request header, parsed; null when absent or not a JSON object. */
export function prefsFromCookieHeader(header: string | undefined): { theme?: unknown; language?: unknown } | null {
  const prefix = `${PREFS_COOKIE_NAME}=`;
  const raw = header?.split(/;\s*/).find((part) => part.startsWith(prefix))?.slice(prefix.length);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as { theme?: unknown; language?: unknown }) : null;
  } catch {
    return null;
  }
}
