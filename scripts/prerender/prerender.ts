/**
 * Writes the pre-rendered pages into a built web app (docs/product-rules.md §Web 3): every
 * pre-rendered page of src/shared/prerender/pages.ts, from its `prerenderUrl`, in every colour mode
 * × language, as `prerendered/<page>/<mode>.<language>.html`, each the build's `shell.html` with
 * the page's markup in `#root`, Griffel's styles before `</head>`, and the variant on `<html
 * data-colour-mode data-language lang>`. The neutral variant of home (the page at `/`; light, en)
 * also replaces `index.html`, for hosts that only know index.html.
 *
 * `render` comes from the server entry (src/renderer/src/entry-server.tsx) built with `vite build
 * --ssr` from the same environment as the client (VITE_* values and NODE_ENV are compiled into both;
 * Griffel's class names differ between development and production).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { languages, themes, type Language } from '../../src/shared/api/preferences.ts';
import { NEUTRAL_VARIANT, SHELL_FILE, prerenderedFile, type PageVariant } from '../../src/shared/prerender/select-page.ts';
import { isRequestRendered, prerenderedFacts, PRERENDERED_PAGES } from '../../src/shared/prerender/pages.ts';
import { pageStateElement } from '../../src/shared/prerender/page-state.ts';
import { modulepreloadTags, type ManifestChunk } from './modulepreload.ts';

/** The server entry's render (see entry-server.tsx; `state`: the query cache of a render with data). */
export type RenderPage = (url: string, variant: PageVariant, options?: { withData?: boolean; acceptLanguage?: string }) => Promise<{ html: string; styles: string; state?: unknown }>;

/** BCP 47 tag of each language, for `<html lang>` (zh is Simplified Chinese). */
const languageTags: Record<Language, string> = { en: 'en', ja: 'ja', zh: 'zh-Hans' };

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * One page: the shell `template` with `html` in #root, `head` (its styles, its modulepreload
 * tags) before </head>, and `state` (a request-time render's query cache), when given, as the
 * page-state data block right after #root, so it is parsed before the entry runs.
 * @throws Error when the template lacks `<html lang="en">`, `</head>` or an empty #root.
 */
export function fillShell(template: string, page: { html: string; head: string; state?: unknown }, variant: PageVariant): string {
  for (const marker of ['<html lang="en">', '</head>', EMPTY_ROOT]) {
    if (!template.includes(marker)) throw new Error(`prerender: the shell has no ${marker}`);
  }
  // Function replacers: the markup may contain `$&` and friends.
  return template
    .replace('<html lang="en">', () => `<html lang="${languageTags[variant.language]}" data-colour-mode="${variant.mode}" data-language="${variant.language}">`)
    .replace('</head>', () => `${page.head}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${page.state ? pageStateElement(page.state) : ''}`);
}

/**
 * Renders every page × variant into `outDir`; returns one line per file (for the build log).
 * Needs the client build's manifest (`vite build --manifest`, as build-web.ts runs it).
 * @throws Error when a module a page's HTML preloads is not in the manifest, the request-time
 *   render's too (modulepreloadTags): the build fails rather than every such request later.
 */
export async function prerenderAll(outDir: string, render: RenderPage): Promise<string[]> {
  const template = await readFile(join(outDir, SHELL_FILE), 'utf8');
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const log: string[] = [];
  for (const page of PRERENDERED_PAGES) {
    const { prerenderUrl, path } = prerenderedFacts(page);
    if (isRequestRendered(page)) modulepreloadTags(manifest, page, '/', true);
    for (const mode of themes) {
      for (const language of languages) {
        const variant = { mode, language };
        const started = performance.now();
        const { html, styles } = await render(prerenderUrl, variant);
        const text = fillShell(template, { html, head: styles + modulepreloadTags(manifest, page, '/', false, language) }, variant);
        const file = join(outDir, prerenderedFile(page, variant));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, text);
        if (path === '/' && mode === NEUTRAL_VARIANT.mode && language === NEUTRAL_VARIANT.language) await writeFile(join(outDir, 'index.html'), text);
        log.push(`${prerenderedFile(page, variant)}: ${(text.length / 1024).toFixed(1)} kB, ${(performance.now() - started).toFixed(0)} ms`);
      }
    }
  }
  return log;
}
