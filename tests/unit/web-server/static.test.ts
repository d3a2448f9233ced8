import { describe, expect, it } from 'vitest';
import { cacheControlFor, isPublicFile } from '../../../src/web-server/static';

describe('isPublicFile (what the web server may send from the build)', () => {
  it('takes the paths of build files', () => {
    for (const path of ['/assets/index-abc.js', '/sw.js', '/manifest.webmanifest', '/prerendered/home/light.en.html', '/assets/a b.js', '/assets/x..y.js']) expect(isPublicFile(path), path).toBe(true);
  });

  it('refuses traversal, a NUL byte, backslashes, empty segments, dot folders and dotfiles', () => {
    for (const path of ['/../secret.js', '/assets/../../etc/passwd', '/..', '/./sw.js', '/assets/x\0.js', '/..\\secret.js', '/assets\\x.js', '//sw.js', '/assets//x.js', '/assets/', '/.vite/manifest.json', '/.env', '/assets/.hidden.js', 'sw.js', '']) {
      expect(isPublicFile(path), JSON.stringify(path)).toBe(false);
    }
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year, immutable; revalidates everything else', () => {
    expect(cacheControlFor('assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['sw.js', 'manifest.webmanifest', 'index.html', 'prerendered/home/light.en.html', 'workbox-9c191d2f.js', 'assets.js']) expect(cacheControlFor(path), path).toBe('no-cache');
  });
});
