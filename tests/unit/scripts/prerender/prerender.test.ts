import { mkdtemp, readFile, writeFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillShell, prerenderAll } from '../../../../scripts/prerender/prerender';

const shell = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('fillShell (issue 15 item 1)', () => {
  it('puts the markup in #root, the styles before </head> and the variant on <html>', () => {
    const page = fillShell(shell, { html: '<main>Hi</main>', styles: '<style data-make-styles-bucket="d">.a{}</style>' }, { mode: 'dark', language: 'zh' });
    expect(page).toContain('<html lang="zh-Hans" data-colour-mode="dark" data-language="zh">');
    expect(page).toContain('<style data-make-styles-bucket="d">.a{}</style></head>');
    expect(page).toContain('<div id="root"><main>Hi</main></div>');
  });

  it('keeps `$` sequences of the markup as they are', () => {
    expect(fillShell(shell, { html: "<p>$& $' $1</p>", styles: '' }, { mode: 'light', language: 'en' })).toContain("<div id=\"root\"><p>$& $' $1</p></div>");
  });

  it('refuses a shell without its markers', () => {
    expect(() => fillShell(shell.replace('<div id="root"></div>', ''), { html: '', styles: '' }, { mode: 'light', language: 'en' })).toThrow(/no <div id="root"><\/div>/);
  });
});

describe('prerenderAll', () => {
  it('writes every page × variant and home light/en over index.html', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'prerender-'));
    await writeFile(join(dir, 'shell.html'), shell);
    const calls: string[] = [];
    const log = await prerenderAll(dir, async (url, variant) => {
      calls.push(`${url} ${variant.mode}.${variant.language}`);
      return { html: `<h1>${url} ${variant.mode} ${variant.language}</h1>`, styles: '' };
    });
    expect(log).toHaveLength(24);
    expect(calls).toContain('/figures/__frame__ dark.ja');
    expect((await readdir(join(dir, 'prerendered'))).sort()).toEqual(['catalogue', 'figure', 'home', 'settings']);
    expect(await readFile(join(dir, 'prerendered/settings/dark.ja.html'), 'utf8')).toContain('<h1>/settings dark ja</h1>');
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toContain('<h1>/ light en</h1>');
    // The shell stays empty: it is the fallback for every other route.
    expect(await readFile(join(dir, 'shell.html'), 'utf8')).toBe(shell);
  });
});
