import { mkdir, mkdtemp, readFile, writeFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillShell, prerenderAll } from '../../../../scripts/prerender/prerender';

const shell = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('fillShell (issue 15 item 1)', () => {
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

/** A build manifest as Vite writes it: the entry, three lazy pages, the API chunk, a chunk both the entry and a page import. */
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_Field.js': { file: 'assets/Field.js', imports: ['_shared.js'] },
  'src/features/catalogue/pages/CataloguePage.tsx': { file: 'assets/CataloguePage.js', imports: ['index.html', '_Field.js'] },
  'src/features/catalogue/pages/FigurePage.tsx': { file: 'assets/FigurePage.js', imports: ['index.html'] },
  'src/features/preferences/pages/SettingsPage.tsx': { file: 'assets/SettingsPage.js', imports: ['index.html', '_shared.js'] },
  'src/api/runtime.ts': { file: 'assets/runtime.js', imports: ['index.html', '_shared.js'] },
};

describe('prerenderAll', () => {
  it('writes every page × variant and home light/en over index.html', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'prerender-'));
    await writeFile(join(dir, 'shell.html'), shell);
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    const calls: string[] = [];
    const log = await prerenderAll(dir, async (url, variant) => {
      calls.push(`${url} ${variant.mode}.${variant.language}`);
      return { html: `<h1>${url} ${variant.mode} ${variant.language}</h1>`, styles: '' };
    });
    expect(log).toHaveLength(24);
    expect(calls).toContain('/figures/__frame__ dark.ja');
    expect((await readdir(join(dir, 'prerendered'))).sort()).toEqual(['catalogue', 'figure', 'home', 'settings']);
    const settings = await readFile(join(dir, 'prerendered/settings/dark.ja.html'), 'utf8');
    expect(settings).toContain('<h1>/settings dark ja</h1>');
    // Its own chunk is fetched alongside the entry, so the app can hydrate it in the first pass.
    // So is the API chunk, which its first call loads (DATA_MODULES).
    expect(settings).toContain('<link rel="modulepreload" crossorigin href="/assets/SettingsPage.js"><link rel="modulepreload" crossorigin href="/assets/runtime.js"></head>');
    expect(await readFile(join(dir, 'index.html'), 'utf8')).not.toContain('modulepreload');
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toContain('<h1>/ light en</h1>');
    // The shell stays empty: it is the fallback for every other route.
    expect(await readFile(join(dir, 'shell.html'), 'utf8')).toBe(shell);
  });
});
