import { mkdir, mkdtemp, readFile, writeFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillShell, prerenderAll } from '../../../../scripts/prerender/prerender';
import { preloadedModules, type ManifestChunk } from '../../../../scripts/prerender/modulepreload';
import { languages, themes } from '../../../../src/shared/api/preferences';
import { PRERENDERED_PAGES, prerenderedFacts } from '../../../../src/shared/prerender/pages';
import { prerenderedFile } from '../../../../src/shared/prerender/select-page';

const shell = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('fillShell (§Web 3)', () => {
  it('puts the markup in #root, the styles before </head> and the variant on <html>', () => {
    const page = fillShell(shell, { html: '<main>Hi</main>', head: '<style data-make-styles-bucket="d">.a{}</style>' }, { mode: 'dark', language: 'zh' });
    expect(page).toContain('<html lang="zh-Hans" data-colour-mode="dark" data-language="zh">');
    expect(page).toContain('<style data-make-styles-bucket="d">.a{}</style></head>');
    expect(page).toContain('<div id="root"><main>Hi</main></div>');
  });

  it('keeps `$` sequences of the markup as they are', () => {
    expect(fillShell(shell, { html: "<p>$& $' $1</p>", head: '' }, { mode: 'light', language: 'en' })).toContain("<div id=\"root\"><p>$& $' $1</p></div>");
  });

  it('refuses a shell without its markers', () => {
    expect(() => fillShell(shell.replace('<div id="root"></div>', ''), { html: '', head: '' }, { mode: 'light', language: 'en' })).toThrow(/no <div id="root"><\/div>/);
  });
});

/**
 * A build manifest as Vite writes it: the entry, the API chunk, a chunk both the entry and a page
 * import, the settings page importing it, and a chunk for every other module a page's HTML preloads.
 */
const manifest: Record<string, ManifestChunk> = {
  ...Object.fromEntries(
    PRERENDERED_PAGES.flatMap((page) => [...preloadedModules(page, false, 'ja'), ...preloadedModules(page, true, 'zh')]).map((key) => [key, { file: `assets/${basename(key).replace(/\.tsx?$/, '')}.js`, imports: ['index.html'] }]),
  ),
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/app/pages/SettingsPage.tsx': { file: 'assets/SettingsPage.js', imports: ['index.html', '_shared.js'] },
  'src/api/runtime.ts': { file: 'assets/runtime.js', imports: ['index.html', '_shared.js'] },
};

/** A built app's folder: the shell and `manifest`. */
async function builtApp(withManifest: Record<string, ManifestChunk> = manifest): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'prerender-'));
  await writeFile(join(dir, 'shell.html'), shell);
  await mkdir(join(dir, '.vite'));
  await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify(withManifest));
  return dir;
}

describe('prerenderAll', () => {
  it('writes every pre-rendered page of the page table × variant, each from its prerenderUrl, and home light/en over index.html', async () => {
    const dir = await builtApp();
    const calls: string[] = [];
    const log = await prerenderAll(dir, async (url, variant) => {
      calls.push(`${url} ${variant.mode}.${variant.language}`);
      return { html: `<h1>${url} ${variant.mode} ${variant.language}</h1>`, styles: '' };
    });
    const variants = themes.flatMap((mode) => languages.map((language) => ({ mode, language })));
    expect(log).toHaveLength(PRERENDERED_PAGES.length * variants.length);
    for (const page of PRERENDERED_PAGES) {
      for (const variant of variants) {
        expect(calls, page).toContain(`${prerenderedFacts(page).prerenderUrl} ${variant.mode}.${variant.language}`);
        expect(await readFile(join(dir, prerenderedFile(page, variant)), 'utf8'), page).toContain(`<h1>${prerenderedFacts(page).prerenderUrl} ${variant.mode} ${variant.language}</h1>`);
      }
    }
    expect(calls).toContain('/figures/__frame__ dark.ja');
    expect((await readdir(join(dir, 'prerendered'))).sort()).toEqual([...PRERENDERED_PAGES].sort());
    const settings = await readFile(join(dir, 'prerendered/settings/dark.ja.html'), 'utf8');
    expect(settings).toContain('<h1>/settings dark ja</h1>');
    // Its own chunk is fetched alongside the entry, so the app can hydrate it in the first pass; the
    // API chunk is not (its LCP is text: one request less before hydrating on a phone's six connections).
    // Its Japanese strings too: hydration waits for them.
    expect(settings).toContain('<link rel="modulepreload" crossorigin href="/assets/SettingsPage.js"><link rel="modulepreload" crossorigin href="/assets/i18n-translations-ja.js"></head>');
    expect(await readFile(join(dir, 'prerendered/settings/dark.en.html'), 'utf8')).toContain('<link rel="modulepreload" crossorigin href="/assets/SettingsPage.js"></head>');
    // The build-time catalogue frame preloads the API chunk its first call loads (its framePreloads).
    expect(await readFile(join(dir, 'prerendered/catalogue/dark.ja.html'), 'utf8')).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime.js">');
    expect(await readFile(join(dir, 'index.html'), 'utf8')).not.toContain('modulepreload');
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toContain('<h1>/ light en</h1>');
    // The shell stays empty: it is the fallback for every other route.
    expect(await readFile(join(dir, 'shell.html'), 'utf8')).toBe(shell);
  });

  it('fails the build when a part a request-time render preloads is not in the manifest (rather than every such request)', async () => {
    const { ['src/features/currency/CurrencyOfferBar.tsx']: _offer, ...withoutOffer } = manifest;
    const dir = await builtApp(withoutOffer);
    await expect(prerenderAll(dir, async () => ({ html: '', styles: '' }))).rejects.toThrow('src/features/currency/CurrencyOfferBar.tsx is not in the build manifest');
  });
});
