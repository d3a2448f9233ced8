import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseStaticFile, serveStatic, type StaticServer } from '../../../../../scripts/bench/lib/static-server';
import { brotliBest } from '../../../../../scripts/prerender/precompress';

/** A built app in `<temp>/dist`: each file's text is its own path, so an answer names the file served. */
function fakeBuild(files: string[]): string {
  const root = join(mkdtempSync(join(tmpdir(), 'static-server-')), 'dist');
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), file);
  }
  return root;
}

const prerendered = ['index.html', 'shell.html', 'assets/index-abc.js', 'prerendered/home/light.en.html', 'prerendered/home/dark.ja.html', 'prerendered/figure/light.en.html', 'prerendered/settings/dark.en.html'];
const darkJa = `user_prefs=${encodeURIComponent(JSON.stringify({ theme: 'dark', language: 'ja' }))}`;
const relative = (root: string, choice: ReturnType<typeof chooseStaticFile>) => (choice ? { file: choice.file.slice(root.length + 1), page: choice.page } : null);

describe('bench static server: which file answers (issue 15 item 1, as the real servers do)', () => {
  it('answers a page request with the pre-rendered variant selectPage picks from the cookie', () => {
    const root = fakeBuild(prerendered);
    expect(relative(root, chooseStaticFile(root, '/', '', undefined))).toEqual({ file: 'prerendered/home/light.en.html', page: true });
    expect(relative(root, chooseStaticFile(root, '/', '', darkJa))).toEqual({ file: 'prerendered/home/dark.ja.html', page: true });
    expect(relative(root, chooseStaticFile(root, '/index.html', '', darkJa))).toEqual({ file: 'prerendered/home/dark.ja.html', page: true });
    expect(relative(root, chooseStaticFile(root, '/figures/some-figure', '', 'other=1'))).toEqual({ file: 'prerendered/figure/light.en.html', page: true });
  });

  it('falls back to shell.html for routes and variants without a pre-rendered file, then to index.html', () => {
    const root = fakeBuild(prerendered);
    expect(relative(root, chooseStaticFile(root, '/figures', '?q=miku', undefined))).toEqual({ file: 'shell.html', page: true });
    expect(relative(root, chooseStaticFile(root, '/settings', '', undefined))).toEqual({ file: 'shell.html', page: true }); // only dark.en was built
    expect(relative(root, chooseStaticFile(root, '/profile', '', undefined))).toEqual({ file: 'shell.html', page: true });
    const clientOnly = fakeBuild(['index.html', 'assets/index-abc.js']);
    expect(relative(clientOnly, chooseStaticFile(clientOnly, '/settings', '', darkJa))).toEqual({ file: 'index.html', page: true });
  });

  it('serves files as they are, and nothing outside the root or missing', () => {
    const root = fakeBuild(prerendered);
    writeFileSync(join(root, '..', 'secret.js'), 'secret');
    expect(relative(root, chooseStaticFile(root, '/assets/index-abc.js', '', undefined))).toEqual({ file: 'assets/index-abc.js', page: false });
    expect(chooseStaticFile(root, '/assets/missing.js', '', undefined)).toBeNull();
    expect(chooseStaticFile(root, '/..%2Fsecret.js', '', undefined)).toBeNull();
    expect(chooseStaticFile(root, '/assets/..%2F..%2Fsecret.js', '', undefined)).toBeNull();
    expect(chooseStaticFile(root, '/%E0%A4%A.js', '', undefined)).toBeNull();
  });
});

describe('bench static server over HTTP', () => {
  let server: StaticServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('sends the chosen page with Vary: Cookie and no-cache, assets gzipped and immutable, 404 for the rest', async () => {
    const root = fakeBuild(prerendered);
    server = await serveStatic(root, 0);
    const page = await fetch(`${server.url}/`, { headers: { cookie: darkJa } });
    expect(await page.text()).toBe('prerendered/home/dark.ja.html');
    expect(page.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const asset = await fetch(`${server.url}/assets/index-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await asset.text()).toBe('assets/index-abc.js'); // fetch undoes the gzip
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('vary')).not.toMatch(/Cookie/);
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
  });

  it("sends the build's Brotli copy to a request that accepts br, gzip to one that does not", async () => {
    const root = fakeBuild(prerendered);
    const entry = join(root, 'assets/index-abc.js');
    writeFileSync(entry, 'export const x = 1;\n'.repeat(200));
    writeFileSync(`${entry}.br`, brotliBest(readFileSync(entry)));
    server = await serveStatic(root, 0);
    const brotli = await fetch(`${server.url}/assets/index-abc.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(readFileSync(entry, 'utf8')); // fetch undoes the Brotli
    const gzip = await fetch(`${server.url}/assets/index-abc.js`, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(readFileSync(entry, 'utf8'));
  });
});
