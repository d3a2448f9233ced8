/**
 * Which built HTML file answers a page request (issue 15 item 1), shared by the web servers
 * (`vite preview`, the bench's static server) and the desktop app:// handler. Pure: no fs, no DOM.
 *
 * Build layout (scripts/prerender/prerender.ts): `prerendered/<page>/<mode>.<language>.html` for
 * every pre-rendered page × colour mode × language, and `shell.html`, the empty client-rendered
 * shell, for everything else.
 */
import { languages, themes, type Language, type Theme } from '../api/preferences';
import { PREFS_COOKIE_NAME } from '../constants';

/** The pre-rendered pages, by name. `figure` is the figure page's loading frame (no slug in it). */
export const PRERENDERED_PAGES = ['home', 'catalogue', 'figure', 'settings'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** The URL each page is rendered from at build time. */
export const PRERENDER_URLS: Readonly<Record<PrerenderedPage, string>> = {
  home: '/',
  catalogue: '/figures',
  figure: '/figures/__frame__',
  settings: '/settings',
};

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
}

/** The build-relative path of one pre-rendered variant. */
export function prerenderedFile(page: PrerenderedPage, variant: PageVariant): string {
  return `prerendered/${page}/${variant.mode}.${variant.language}.html`;
}

function pageFor(pathname: string, search: string): PrerenderedPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') return 'home';
  if (path === '/settings') return 'settings';
  // Search and facets show in the catalogue's first render: only the bare catalogue matches its frame.
  if (path === '/figures') return search === '' || search === '?' ? 'catalogue' : null;
  if (/^\/figures\/[^/]+$/.test(path)) return 'figure';
  return null;
}

/**
 * The file for a page request given the visitor's stored preferences (the `user_prefs` cookie on
 * the web, `user_preferences` on the desktop; spec point 3). A known public route gets its
 * pre-rendered variant (unknown or malformed preferences fall back to light/en); anything else gets
 * the shell, never another route's markup, which would not hydrate.
 *
 * @param pathname the URL path, e.g. `/figures/abc`
 * @param search the URL query including `?`, or `''`
 */
export function selectPage(pathname: string, search: string, prefs: { theme?: unknown; language?: unknown } | null): PageChoice {
  const page = pageFor(pathname, search);
  if (!page) return { file: SHELL_FILE, page: null, variant: null };
  const mode = themes.find((theme) => theme === prefs?.theme) ?? NEUTRAL_VARIANT.mode;
  const language = languages.find((code) => code === prefs?.language) ?? NEUTRAL_VARIANT.language;
  return { file: prerenderedFile(page, { mode, language }), page, variant: { mode, language } };
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
