import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATALOGUE_SLUG_MAX_LENGTH, isCatalogueSlug } from '../../../../src/shared/api/catalogue-constants';
import { PRERENDERED_PAGES, SHELL_FILE, isPrivateBuildPath, prefsFromCookieHeader, prerenderedFile, refusedFigureStatus, selectPage } from '../../../../src/shared/prerender/select-page';

describe('selectPage (§Web 4)', () => {
  it('serves each public route its pre-rendered variant, light/en without preferences', () => {
    expect(selectPage('/', '', null)).toEqual({ file: 'prerendered/home/light.en.html', page: 'home', variant: { mode: 'light', language: 'en' }, status: 200 });
    expect(selectPage('/settings', '', null).file).toBe('prerendered/settings/light.en.html');
    expect(selectPage('/settings/', '', null).file).toBe('prerendered/settings/light.en.html');
    expect(selectPage('/figures', '', null).file).toBe('prerendered/catalogue/light.en.html');
    expect(selectPage('/figures/nendoroid-miku-1', '', null).file).toBe('prerendered/figure/light.en.html');
  });

  it('picks the colour mode and language the preferences name', () => {
    expect(selectPage('/', '', { theme: 'dark', language: 'ja' }).file).toBe('prerendered/home/dark.ja.html');
    expect(selectPage('/settings', '', { theme: 'light', language: 'zh' }).file).toBe('prerendered/settings/light.zh.html');
  });

  it('falls back to light/en for unknown or malformed values, never a path from the input', () => {
    expect(selectPage('/', '', { theme: '../../etc/passwd', language: 'xx' }).file).toBe('prerendered/home/light.en.html');
    expect(selectPage('/', '', { theme: 42, language: null }).file).toBe('prerendered/home/light.en.html');
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (theme, language) => {
        const { file } = selectPage('/', '', { theme, language });
        return /^prerendered\/home\/(light|dark)\.(en|ja|zh)\.html$/.test(file);
      }),
    );
  });

  it('gives every other route the shell, never another page (it would not hydrate)', () => {
    for (const path of ['/wishlist', '/account/profile', '/no/such', '/figures/a/b', '/settingsx', '/notifications']) {
      expect(selectPage(path, '', null), path).toEqual({ file: SHELL_FILE, page: null, variant: null, status: 200 });
    }
  });

  it('serves the catalogue frame only without a query (search and facets show in the first render)', () => {
    expect(selectPage('/figures', '?', null).page).toBe('catalogue');
    expect(selectPage('/figures', '?q=miku', null)).toEqual({ file: SHELL_FILE, page: null, variant: null, status: 200 });
    expect(selectPage('/figures/x', '?tab=1', null).page).toBe('figure');
  });

  it('refuses a figure address whose slug cannot exist with the shell and 414 (too long) or 404 (outside the grammar), before any render', () => {
    const dark = { theme: 'dark', language: 'ja' };
    expect(selectPage(`/figures/${'a'.repeat(150)}`, '', dark)).toEqual({ file: SHELL_FILE, page: null, variant: null, status: 414 });
    expect(selectPage(`/figures/${'a'.repeat(CATALOGUE_SLUG_MAX_LENGTH + 1)}/`, '', null).status).toBe(414);
    for (const path of ['/figures/Rem', '/figures/rem--1', '/figures/-rem', '/figures/rem_', '/figures/__frame__', '/figures/r%C3%A9m', '/figures/rem%2F1', '/figures/%E0%A4%A', '/figures/rem.1']) {
      expect(selectPage(path, '', dark), path).toEqual({ file: SHELL_FILE, page: null, variant: null, status: 404 });
    }
    // The longest possible slug, a percent-encoded one and a trailing slash are figure pages.
    for (const path of [`/figures/${'a'.repeat(CATALOGUE_SLUG_MAX_LENGTH)}`, '/figures/%72em-1', '/figures/rem_1-7/']) {
      expect(selectPage(path, '', null), path).toMatchObject({ page: 'figure', status: 200 });
    }
  });

  it('refusedFigureStatus agrees with the catalogue slug grammar for any slug, and leaves other addresses alone', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[a-z0-9_-]{1,120}$/)), (slug) => {
        fc.pre(slug !== '' && !slug.includes('/'));
        const status = refusedFigureStatus(`/figures/${encodeURIComponent(slug)}`);
        return status === (isCatalogueSlug(slug) ? null : slug.length > CATALOGUE_SLUG_MAX_LENGTH ? 414 : 404);
      }),
    );
    for (const path of ['/', '/figures', '/figures/', '/figures/a/b', '/settings', `/${'a'.repeat(200)}`]) expect(refusedFigureStatus(path), path).toBeNull();
  });

  it('names one file per page × mode × language', () => {
    const files = PRERENDERED_PAGES.flatMap((page) => ['light', 'dark'].flatMap((mode) => ['en', 'ja', 'zh'].map((language) => prerenderedFile(page, { mode: mode as 'light', language: language as 'en' }))));
    expect(new Set(files).size).toBe(PRERENDERED_PAGES.length * 6);
  });
});

describe('isPrivateBuildPath (never served: build metadata and sources)', () => {
  it("names Vite's folder and source maps however the path is spelt", () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.vite/',
      '/%2Evite/manifest.json',
      '/%2evite%2Fmanifest.json',
      '/.VITE/manifest.json',
      '/assets/../.vite/manifest.json',
      '/assets/%2e%2e/.vite/manifest.json',
      '/assets\\..\\.vite\\manifest.json',
      '/.vite/manifest.json%E0%A4%A',
      '/assets/index-abc.js.map',
      '/assets/index-abc.css.MAP',
      '/assets/index-abc.js%2emap',
      '/assets/index-abc.js.map.br',
      '/assets/index-abc.js.map.gz',
    ]) {
      expect(isPrivateBuildPath(path), path).toBe(true);
    }
  });

  it('leaves pages and the files the app loads', () => {
    for (const path of ['/', '/figures/map', '/assets/index-abc.js', '/assets/mapping-abc.js', '/prerendered/home/light.en.html', '/sw.js', '/manifest.webmanifest', '/.well-known/security.txt', '/%E0%A4%A']) {
      expect(isPrivateBuildPath(path), path).toBe(false);
    }
  });
});

describe('prefsFromCookieHeader', () => {
  it('reads the user_prefs cookie among others', () => {
    const value = encodeURIComponent(JSON.stringify({ theme: 'dark', language: 'ja' }));
    expect(prefsFromCookieHeader(`a=1; user_prefs=${value}; b=2`)).toEqual({ theme: 'dark', language: 'ja' });
  });

  it('answers null when absent, not JSON, not an object, or badly encoded', () => {
    expect(prefsFromCookieHeader(undefined)).toBeNull();
    expect(prefsFromCookieHeader('other=1')).toBeNull();
    expect(prefsFromCookieHeader('user_prefs={not json')).toBeNull();
    expect(prefsFromCookieHeader('user_prefs=%E0%A4%A')).toBeNull();
    expect(prefsFromCookieHeader(`user_prefs=${encodeURIComponent('[1,2]')}`)).toBeNull();
    expect(prefsFromCookieHeader('user_prefs=42')).toBeNull();
  });
});
