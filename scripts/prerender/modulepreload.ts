/**
 * `<link rel="modulepreload">` tags for a pre-rendered page's own lazy chunk: the browser
 * fetches it alongside the entry, so the app can wait for it before hydrating and React adopts the
 * page's server HTML in its first pass. Without it, an update that reaches the page's still
 * dehydrated boundary (a cache read after hydration) makes React render the page again, late: the
 * settings page's LCP was a form hint painted a second time at 5.5 s on a simulated phone.
 *
 * Home gets none: its page is part of the entry, and every tag added to index.html would count
 * against the first route (scripts/bench/lib/module-graph.ts reads them).
 */
import type { Language } from '../../src/shared/api/index.ts';
import { prerenderedFacts, type PrerenderedPage } from '../../src/shared/prerender/pages.ts';

/** One entry of Vite's build manifest (`.vite/manifest.json`), the fields used here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The manifest keys `page`'s HTML preloads (src/shared/prerender/pages.ts): its own module (none
 * for home, which is in the entry; app/router.tsx waits for it before hydrating), and
 * - on the build-time page, its `framePreloads`: what its first API call loads (the axios client
 *   and every endpoint group, one chunk: src/renderer/src/api/runtime.ts), for the pages that call
 *   the API as they mount (their list, their figure, the exchange rates). Preloaded with the HTML,
 *   it is in when the page asks, instead of one more round trip between the entry and the first
 *   answer, and so the first picture (the largest contentful paint). Not waited for before
 *   hydrating. Home gets none: every tag added to index.html counts against the first route;
 * - on a request-time render (`withData`), its `dataParts` instead: the lazy parts it shows from its
 *   first render with data (home's shelves and currency offer bar; app/page-table.tsx loads the same
 *   before hydrating), without which hydration waited one more round trip after the entry and a
 *   click in that time did nothing. It gets no API chunk: everything its first render reads is in
 *   the HTML (app/page-data.ts `fetchServerPageData`), so it asks the API nothing as it hydrates,
 *   and the chunk (24 kB gzip) would only share the phone's connection with the entry and the
 *   first picture (a simulated phone counts it before the LCP);
 * - in Japanese or Chinese (`language`), that language's UI strings (languageStringsModule).
 */
export function preloadedModules(page: PrerenderedPage, withData = false, language: Language = 'en'): string[] {
  const facts = prerenderedFacts(page);
  const strings = languageStringsModule(language);
  return [...(facts.module ? [facts.module] : []), ...((withData ? facts.dataParts : facts.framePreloads) ?? []), ...(strings ? [strings] : [])];
}

/**
 * The manifest key of `language`'s UI strings, a chunk of its own (src/renderer/src/app/i18n-translations.ts),
 * or null for English, which is in the entry. A page served in Japanese or Chinese waits for them
 * before hydrating (main.tsx); preloaded with the HTML, they come with the entry instead of a round
 * trip after it.
 */
export function languageStringsModule(language: Language): string | null {
  return language === 'en' ? null : `src/app/i18n-translations-${language}.ts`;
}

/** Every manifest key reachable from `keys` through static imports, `keys` included. */
function staticClosure(manifest: Readonly<Record<string, ManifestChunk>>, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

/**
 * The tags for `page` in `language`: the chunks of its preloadedModules (`withData`: a request-time render) and
 * their static imports, minus what the entry already loads, in a stable order; `base` is the app's
 * public path ('/').
 * @throws Error when one of those modules is not in the manifest (renamed or moved).
 */
export function modulepreloadTags(manifest: Readonly<Record<string, ManifestChunk>>, page: PrerenderedPage, base = '/', withData = false, language: Language = 'en'): string {
  const modules = preloadedModules(page, withData, language);
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`prerender: ${key} is not in the build manifest (page "${page}" in src/shared/prerender/pages.ts)`);
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = staticClosure(manifest, entries);
  return [...staticClosure(manifest, modules)]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => (manifest[key] as ManifestChunk).file)
    .sort()
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
    .join('');
}
