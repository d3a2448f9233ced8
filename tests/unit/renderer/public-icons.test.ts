/**
 * The web app's favicon and icons (docs/product-rules.md §Shell 17). index.html links each one, each file is in
 * src/renderer/public (served at the site root by both builds) at the size it claims. The CSP's
 * `img-src 'self'` that lets them load is checked in tests/unit/main/csp.test.ts, and the e2e
 * layout spec loads them with no failed response.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_PRIMARY_COLOR } from '../../../src/shared/constants';

const renderer = resolve(import.meta.dirname, '../../../src/renderer');
const html = readFileSync(resolve(renderer, 'index.html'), 'utf8');

/** The width and height in a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('web app icons (§Shell 17)', () => {
  it.each([
    ['icon', '/favicon.svg', null],
    ['icon', '/icon-192.png', 192],
    ['icon', '/icon-512.png', 512],
    ['apple-touch-icon', '/apple-touch-icon.png', 180],
  ] as const)('index.html links %s %s, a file of that size in public/', (rel, href, size) => {
    expect(html).toMatch(new RegExp(`<link rel="${rel}" href="${href.replace('.', '\\.')}"`));
    const file = resolve(renderer, 'public', href.slice(1));
    if (size === null) {
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100">/);
      expect(svg.toLowerCase()).toContain(THEME_PRIMARY_COLOR.toLowerCase());
    } else {
      expect(pngSize(file)).toEqual([size, size]);
    }
  });
});
