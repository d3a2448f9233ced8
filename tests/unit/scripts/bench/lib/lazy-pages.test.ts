import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyPageChunks, measureLazyPages } from '../../../../../scripts/bench/lib/lazy-pages';
import { firstRouteChunks } from '../../../../../scripts/bench/lib/module-graph';

/** A tiny build: an entry that imports `react`, a home page on the first route, two lazy pages sharing a chunk. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lazy-pages-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const files: Record<string, string> = {
    'index.html': '<script type="module" src="/assets/index.js"></script>',
    'assets/index.js': 'import{a}from"./react.js";const p=()=>import("./Profile.js"),s=()=>import("./Settings.js");',
    'assets/react.js': 'export const a=1;'.repeat(50),
    'assets/Profile.js': 'import{a}from"./react.js";import{f}from"./Field.js";export const P=1;',
    'assets/Settings.js': 'import{f}from"./Field.js";import"./Switch.js";export const S=1;',
    'assets/Field.js': 'export const f="field";'.repeat(20),
    'assets/Switch.js': 'export const w="switch";'.repeat(30),
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  const manifest = {
    'src/main.tsx': { file: 'assets/index.js', isEntry: true },
    'src/features/profile/pages/ProfilePage.tsx': { file: 'assets/Profile.js', src: 'src/features/profile/pages/ProfilePage.tsx', isDynamicEntry: true },
    'src/features/preferences/pages/SettingsPage.tsx': { file: 'assets/Settings.js', src: 'src/features/preferences/pages/SettingsPage.tsx', isDynamicEntry: true },
    'src/features/ui/LazyTooltip.tsx': { file: 'assets/Switch.js', src: 'src/features/ui/LazyTooltip.tsx', isDynamicEntry: true },
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('lazy page sizes (§Performance 2: each lazy page own JS ≤ 40 kB)', () => {
  it('finds the lazy pages in the manifest: dynamic entries from a pages/ folder only', () => {
    const dist = fakeBuild();
    const pages = lazyPageChunks({
      'src/features/profile/pages/ProfilePage.tsx': { file: 'assets/Profile.js', src: 'src/features/profile/pages/ProfilePage.tsx', isDynamicEntry: true },
      'src/features/ui/LazyTooltip.tsx': { file: 'assets/Switch.js', isDynamicEntry: true },
      'src/app/pages/HomePage.tsx': { file: 'assets/index.js' },
    });
    expect([...pages]).toEqual([['src/features/profile/pages/ProfilePage.tsx', 'assets/Profile.js']]);
    expect(firstRouteChunks(dist)).toEqual(new Set(['assets/index.js', 'assets/react.js']));
  });

  it("counts a page's chunk and its static imports, transitively, minus what the first route loaded", () => {
    const dist = fakeBuild();
    const sizes = measureLazyPages(dist, firstRouteChunks(dist));
    const bySource = Object.fromEntries(sizes.map((page) => [page.source.replace(/^.*\//, ''), page.files.sort()]));
    // react.js is on the first route, so the profile page does not pay for it again; a chunk two
    // pages share counts for each (it loads with whichever comes first).
    expect(bySource).toEqual({
      'ProfilePage.tsx': ['assets/Field.js', 'assets/Profile.js'],
      'SettingsPage.tsx': ['assets/Field.js', 'assets/Settings.js', 'assets/Switch.js'],
    });
    expect(sizes[0]!.source).toMatch(/SettingsPage/); // largest first
    expect(sizes.every((page) => page.gzipBytes > 0 && page.gzipBytes < page.bytes)).toBe(true);
  });

  it('refuses a build without a manifest', () => {
    const dist = mkdtempSync(join(tmpdir(), 'lazy-pages-'));
    expect(() => measureLazyPages(dist, new Set())).toThrow(/manifest\.json is missing: build with vite build --manifest/);
  });
});
