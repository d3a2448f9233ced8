import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createRequestRenderer, pageVary, serverEntryOf } from '../../../../scripts/prerender/request-render';
import { preloadedModules } from '../../../../scripts/prerender/modulepreload';
import { PAGE_STATE_ID } from '../../../../src/shared/prerender/page-state';
import { PAGES, PRERENDERED_PAGES, prerenderedFacts, type RenderMode } from '../../../../src/shared/prerender/pages';

/** The test runner's own import (Node's, as the servers use, is not available inside it). */
const load = (url: string) => import(/* @vite-ignore */ url);

const shell = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
/** The entry, the API chunk and a chunk for every module a request-time render preloads. */
const manifest = {
  ...Object.fromEntries(PRERENDERED_PAGES.flatMap((page) => preloadedModules(page, true)).map((key) => [key, { file: `assets/${basename(key).replace(/\.tsx?$/, '')}.js`, imports: ['index.html'] }])),
  'index.html': { file: 'assets/index.js', isEntry: true },
  'src/features/catalogue/pages/FigurePage.tsx': { file: 'assets/FigurePage.js', imports: ['index.html'] },
  'src/api/runtime.ts': { file: 'assets/runtime.js', imports: ['index.html'] },
  'src/features/catalogue/components/HomeShelves.tsx': { file: 'assets/HomeShelves.js', imports: ['index.html'] },
  'src/features/currency/CurrencyOfferBar.tsx': { file: 'assets/CurrencyOfferBar.js', imports: ['index.html'] },
  'src/app/i18n-translations-ja.ts': { file: 'assets/i18n-translations-ja.js', imports: ['index.html'] },
  'src/app/i18n-translations-zh.ts': { file: 'assets/i18n-translations-zh.js', imports: ['index.html'] },
};

/**
 * A built app in a temporary folder, with a server entry standing in for entry-server.tsx's build
 * (the edge: the real one needs a running API): it renders the URL it is given, with a query cache
 * unless the slug is `missing`, and throws for `broken`.
 */
async function builtApp(withServerEntry = true): Promise<string> {
  const outDir = join(await mkdtemp(join(tmpdir(), 'request-render-')), 'dist-web');
  await mkdir(join(outDir, '.vite'), { recursive: true });
  await writeFile(join(outDir, 'shell.html'), shell);
  await writeFile(join(outDir, '.vite/manifest.json'), JSON.stringify(manifest));
  if (withServerEntry) {
    await mkdir(dirname(serverEntryOf(outDir)), { recursive: true });
    await writeFile(
      serverEntryOf(outDir),
      `export async function render(url, variant, options) {
         if (url.includes('broken')) throw new Error('render failed');
         if (url.includes('slow')) await globalThis.__slowRender;
         globalThis.__acceptLanguage = options?.acceptLanguage;
         const state = url.includes('missing') || !options?.withData ? null : { mutations: [], queries: [{ queryKey: ['figure'], queryHash: '["figure"]', state: { status: 'success', data: { name: '</script>' } } }] };
         return { html: '<main><h1>' + url + ' ' + variant.mode + '.' + variant.language + '</h1></main>', styles: '<style>.a{}</style>', state };
       }`,
    );
  }
  return outDir;
}

describe('createRequestRenderer (a figure page rendered at request time with its data)', () => {
  it('fills the shell with the page, its styles, its modulepreloads and its query cache, in the variant asked for', async () => {
    const render = await createRequestRenderer(await builtApp(), console.error, load);
    const html = await render!({ page: 'figure', url: '/figures/rem?x=1', variant: { mode: 'dark', language: 'ja' }, firstVisit: false, acceptLanguage: 'de-DE,de;q=0.9' });
    expect((globalThis as { __acceptLanguage?: string }).__acceptLanguage).toBe('de-DE,de;q=0.9');
    expect(html).toContain('<html lang="ja" data-colour-mode="dark" data-language="ja">');
    expect(html).toContain('<div id="root"><main><h1>/figures/rem?x=1 dark.ja</h1></main></div>');
    // No API chunk: the page's data is in it (pages.ts framePreloads are the build-time page's only);
    // its Japanese strings, which hydration waits for, come with it.
    expect(html).toContain(
      '<style>.a{}</style><link rel="modulepreload" crossorigin href="/assets/FigurePage.js"><link rel="modulepreload" crossorigin href="/assets/i18n-translations-ja.js"></head>',
    );
    expect(html).toContain(`<script type="application/json" id="${PAGE_STATE_ID}">`);
    expect(html).toContain('"name":"\\u003c/script\\u003e"');
  });

  it('renders home with data on a first visit only (a returning visitor has state the server does not know)', async () => {
    const render = await createRequestRenderer(await builtApp(), console.error, load);
    const variant = { mode: 'light', language: 'en' } as const;
    const home = await render!({ page: 'home', url: '/', variant, firstVisit: true });
    expect(home).toContain('<h1>/ light.en</h1>');
    // The parts it shows at once are fetched with the entry, so hydration does not wait a round trip for them.
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/CurrencyOfferBar.js"><link rel="modulepreload" crossorigin href="/assets/HomeShelves.js"></head>');
    expect(await render!({ page: 'home', url: '/', variant, firstVisit: false })).toBeNull();
  });

  it("renders exactly the pages the page table's render mode names, for whom it names (pages.ts)", async () => {
    const render = await createRequestRenderer(await builtApp(), console.error, load);
    const variant = { mode: 'light', language: 'en' } as const;
    // Rendered for [a first visit, a returning visitor].
    const expected: Record<Exclude<RenderMode, 'client'>, [boolean, boolean]> = { build: [false, false], 'request-first-visit': [true, false], 'request-always': [true, true] };
    for (const page of PRERENDERED_PAGES) {
      const url = prerenderedFacts(page).prerenderUrl;
      const rendered = [await render!({ page, url, variant, firstVisit: true }), await render!({ page, url, variant, firstVisit: false })].map((html) => html !== null);
      expect(rendered, page).toEqual(expected[PAGES[page].render]);
    }
  });

  it('answers null (serve the build-time page) for pages without server data, for no data, and for a render that throws', async () => {
    const log = vi.fn();
    const render = await createRequestRenderer(await builtApp(), log, load);
    const variant = { mode: 'light', language: 'en' } as const;
    expect(await render!({ page: 'settings', url: '/settings', variant, firstVisit: true })).toBeNull();
    expect(await render!({ page: 'figure', url: '/figures/missing', variant, firstVisit: true })).toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(await render!({ page: 'figure', url: '/figures/broken', variant, firstVisit: true })).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/figures/broken'), expect.objectContaining({ message: 'render failed' }));
  });

  it('pageVary: Accept-Encoding and Cookie on every page, Accept-Language on a page rendered with it (forwarded to the API)', () => {
    expect(pageVary(false)).toBe('Accept-Encoding, Cookie');
    expect(pageVary(true)).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it('is null for a build without a server entry: the servers serve the build-time pages', async () => {
    expect(await createRequestRenderer(await builtApp(false), console.error, load)).toBeNull();
  });

  it('under a flood, renders at most maxConcurrent at once; the others get the build-time page at once', async () => {
    let release: () => void = () => undefined;
    (globalThis as { __slowRender?: Promise<void> }).__slowRender = new Promise<void>((resolve) => (release = resolve));
    const render = await createRequestRenderer(await builtApp(), vi.fn(), load, 2);
    const variant = { mode: 'light', language: 'en' } as const;
    const slow = [1, 2].map((n) => render!({ page: 'figure', url: `/figures/slow-${n}`, variant, firstVisit: true }));
    expect(await render!({ page: 'figure', url: '/figures/rem', variant, firstVisit: true })).toBeNull();
    release();
    expect(await Promise.all(slow)).toEqual([expect.stringContaining('/figures/slow-1'), expect.stringContaining('/figures/slow-2')]);
    // Slots are given back, after failures too.
    expect(await render!({ page: 'figure', url: '/figures/broken', variant, firstVisit: true })).toBeNull();
    expect(await render!({ page: 'figure', url: '/figures/rem', variant, firstVisit: true })).toContain('/figures/rem');
  });
});
