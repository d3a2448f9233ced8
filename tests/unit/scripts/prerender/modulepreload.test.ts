import { describe, expect, it } from 'vitest';
import { languageStringsModule, modulepreloadTags, preloadedModules } from '../../../../scripts/prerender/modulepreload';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_Field.js': { file: 'assets/Field.js', imports: ['_react.js', '_Label.js'] },
  '_Label.js': { file: 'assets/Label.js' },
  'src/features/catalogue/pages/CataloguePage.tsx': { file: 'assets/CataloguePage.js', imports: ['index.html', '_Field.js'] },
  'src/features/catalogue/pages/FigurePage.tsx': { file: 'assets/FigurePage.js', imports: ['index.html'] },
  'src/app/pages/SettingsPage.tsx': { file: 'assets/SettingsPage.js', imports: ['index.html', '_Field.js'] },
  'src/api/runtime.ts': { file: 'assets/runtime.js', imports: ['index.html', '_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'src/app/i18n-translations-ja.ts': { file: 'assets/i18n-translations-ja.js', imports: ['index.html'] },
  'src/app/i18n-translations-zh.ts': { file: 'assets/i18n-translations-zh.js', imports: ['index.html'] },
};

describe('modulepreloadTags (a pre-rendered page hydrates in the first pass)', () => {
  it("lists the page's chunk and its static imports, minus what the entry loads (settings: no API chunk, its LCP is text)", () => {
    expect(modulepreloadTags(manifest, 'settings')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/Field.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Label.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/SettingsPage.js">',
    );
  });

  it("adds the API chunk to the pages that call the API as they mount, so their first answer (and picture) does not wait a round trip for it (LCP)", () => {
    expect(modulepreloadTags(manifest, 'figure')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/FigurePage.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/zod.js">',
    );
  });

  it('leaves the API chunk out of a page rendered at request time: its first render reads only what the HTML carries, so it would only share the connection with the first picture', () => {
    expect(modulepreloadTags(manifest, 'figure', '/', true)).toBe('<link rel="modulepreload" crossorigin href="/assets/FigurePage.js">');
  });

  it('adds nothing to home, whose page is in the entry (and whose tags would count against the first route)', () => {
    expect(modulepreloadTags(manifest, 'home')).toBe('');
  });

  it('adds the UI strings of a page served in Japanese or Chinese (hydration waits for them), and nothing for English (in the entry)', () => {
    expect(modulepreloadTags(manifest, 'home', '/', false, 'ja')).toBe('<link rel="modulepreload" crossorigin href="/assets/i18n-translations-ja.js">');
    expect(modulepreloadTags(manifest, 'figure', '/', true, 'zh')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/FigurePage.js">' + '<link rel="modulepreload" crossorigin href="/assets/i18n-translations-zh.js">',
    );
    expect(modulepreloadTags(manifest, 'home', '/', false, 'en')).toBe('');
    expect(languageStringsModule('en')).toBeNull();
  });

  it('refuses a page module the manifest does not have, naming it', () => {
    const { ['src/features/catalogue/pages/FigurePage.tsx']: _figure, ...withoutFigure } = manifest;
    expect(() => modulepreloadTags(withoutFigure, 'figure')).toThrow('src/features/catalogue/pages/FigurePage.tsx is not in the build manifest');
  });

  it("preloads what the page table names: the page's module, then its frame's preloads, or with data its data parts", () => {
    expect(preloadedModules('figure')).toEqual(['src/features/catalogue/pages/FigurePage.tsx', 'src/api/runtime.ts']);
    expect(preloadedModules('figure', true)).toEqual(['src/features/catalogue/pages/FigurePage.tsx']);
    expect(preloadedModules('home')).toEqual([]);
    expect(preloadedModules('home', true)).toEqual(['src/features/catalogue/components/HomeShelves.tsx', 'src/features/currency/CurrencyOfferBar.tsx']);
  });
});
