import { describe, expect, it } from 'vitest';
import { fileUnder, isPageRequest } from '../../../../scripts/vite/prerender-preview';

describe('isPageRequest (issue 15 item 1)', () => {
  it('treats paths without a file extension, and /index.html, as pages', () => {
    for (const path of ['/', '/settings', '/figures/abc-1', '/index.html', '/account/verify-email/x/y']) expect(isPageRequest(path), path).toBe(true);
  });

  it('leaves files to the static server', () => {
    for (const path of ['/assets/index-abc.js', '/favicon.svg', '/sw.js', '/shell.html', '/prerendered/home/light.en.html']) expect(isPageRequest(path), path).toBe(false);
  });
});

describe('fileUnder (the Brotli copies vite preview sends)', () => {
  it('maps a request path to the file under the build, percent-decoded', () => {
    expect(fileUnder('/srv/dist', '/assets/index-abc.js')).toBe('/srv/dist/assets/index-abc.js');
    expect(fileUnder('/srv/dist/', '/assets/a%20b.js')).toBe('/srv/dist/assets/a b.js');
  });

  it('refuses a path that leaves the build, a malformed encoding and a NUL byte', () => {
    for (const path of ['/../secret.js', '/assets/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A', '/assets/x%00.js', '/']) expect(fileUnder('/srv/dist', path), path).toBeNull();
  });
});
