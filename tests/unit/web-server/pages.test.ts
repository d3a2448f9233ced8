import { describe, expect, it } from 'vitest';
import { choosePage, isPageRequest } from '../../../src/web-server/pages';
import { makeBuild } from './fixture';

describe('isPageRequest', () => {
  it('treats paths without a file extension, and /index.html, as pages', () => {
    for (const path of ['/', '/settings', '/figures/abc-1', '/index.html', '/account/verify-email/x/y']) expect(isPageRequest(path), path).toBe(true);
  });

  it('leaves files to the static files', () => {
    for (const path of ['/assets/index-abc.js', '/favicon.svg', '/sw.js', '/shell.html', '/prerendered/home/light.en.html', '/.vite']) expect(isPageRequest(path), path).toBe(false);
  });
});

describe('choosePage (selectPage over a real build folder)', () => {
  const darkJa = `user_prefs=${encodeURIComponent(JSON.stringify({ theme: 'dark', language: 'ja' }))}`;

  it('picks the variant the cookie asks for, and names the page to render at request time', () => {
    const { root } = makeBuild();
    expect(choosePage(root, '/', '', undefined)).toEqual({ file: 'prerendered/home/light.en.html', status: 200, prerendered: { page: 'home', variant: { mode: 'light', language: 'en' } } });
    expect(choosePage(root, '/index.html', '', darkJa).file).toBe('prerendered/home/dark.ja.html');
    expect(choosePage(root, '/figures/rem', '', 'other=1')).toEqual({ file: 'prerendered/figure/light.en.html', status: 200, prerendered: { page: 'figure', variant: { mode: 'light', language: 'en' } } });
  });

  it('falls back to shell.html, then index.html, and refuses an impossible figure slug with the shell', () => {
    const { root } = makeBuild();
    expect(choosePage(root, '/profile', '', undefined)).toEqual({ file: 'shell.html', status: 200, prerendered: null });
    expect(choosePage(root, '/settings', '', undefined).file).toBe('shell.html'); // only dark.en was built
    expect(choosePage(root, '/figures/Not%20A%20Slug', '', undefined)).toEqual({ file: 'shell.html', status: 404, prerendered: null });
    const clientOnly = makeBuild({ files: { 'shell.html': null } }).root;
    expect(choosePage(clientOnly, '/profile', '', darkJa).file).toBe('index.html');
  });
});
