import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRERENDERED_PAGES, SHELL_FILE, prefsFromCookieHeader, prerenderedFile, selectPage } from '../../../../src/shared/prerender/select-page';

describe('selectPage (issue 15 item 1)', () => {
  it('serves each public route its pre-rendered variant, light/en without preferences', () => {
    expect(selectPage('/', '', null)).toEqual({ file: 'prerendered/home/light.en.html', page: 'home', variant: { mode: 'light', language: 'en' } });
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
      expect(selectPage(path, '', null), path).toEqual({ file: SHELL_FILE, page: null, variant: null });
    }
  });

  it('serves the catalogue frame only without a query (search and facets show in the first render)', () => {
    expect(selectPage('/figures', '?', null).page).toBe('catalogue');
    expect(selectPage('/figures', '?q=miku', null)).toEqual({ file: SHELL_FILE, page: null, variant: null });
    expect(selectPage('/figures/x', '?tab=1', null).page).toBe('figure');
  });

  it('names one file per page × mode × language', () => {
    const files = PRERENDERED_PAGES.flatMap((page) => ['light', 'dark'].flatMap((mode) => ['en', 'ja', 'zh'].map((language) => prerenderedFile(page, { mode: mode as 'light', language: language as 'en' }))));
    expect(new Set(files).size).toBe(PRERENDERED_PAGES.length * 6);
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
