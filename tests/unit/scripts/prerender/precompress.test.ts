import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliFast, precompressBuild, PRECOMPRESS_MIN_BYTES } from '../../../../scripts/prerender/precompress';

describe('acceptsBrotli (RFC 9110 §12.5.3 Accept-Encoding)', () => {
  it('accepts br listed alone, among others, or with a positive weight', () => {
    for (const header of ['br', 'gzip, deflate, br, zstd', 'gzip;q=1.0, BR;q=0.5', ['gzip', 'br']]) expect(acceptsBrotli(header), String(header)).toBe(true);
  });
  it('refuses no header, other codings, br with q=0, and names that only contain "br"', () => {
    for (const header of [undefined, '', 'gzip, deflate', 'br;q=0', 'br; q=0.0', 'brotli', 'xbr']) expect(acceptsBrotli(header), String(header)).toBe(false);
  });
});

describe('precompressBuild (§Web 19: Brotli copies written once, at build time)', () => {
  it('writes <file>.br and <file>.gz beside text files of at least PRECOMPRESS_MIN_BYTES, in every folder but .vite, and they decompress to the file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'precompress-'));
    const big = 'const figure = { name: "Rem", scale: "1/7" };\n'.repeat(100);
    const files: Record<string, string> = {
      'index.html': `<!doctype html>${big}`,
      'assets/index-abc.js': big,
      'prerendered/home/light.en.html': big,
      'assets/small.js': 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1),
      'assets/picture.png': big,
      '.vite/manifest.json': big,
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const result = await precompressBuild(root);
    expect(result.files).toBe(3);
    for (const file of ['index.html', 'assets/index-abc.js', 'prerendered/home/light.en.html']) {
      expect(brotliDecompressSync(readFileSync(join(root, `${file}.br`))).toString()).toBe(files[file]);
      expect(gunzipSync(readFileSync(join(root, `${file}.gz`))).toString()).toBe(files[file]);
    }
    for (const file of ['assets/small.js', 'assets/picture.png', '.vite/manifest.json']) {
      expect(existsSync(join(root, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(root, `${file}.gz`)), file).toBe(false);
    }
    expect(result.brotliBytes).toBeLessThan(result.rawBytes / 10);
  });

  it('brotliFast (a page rendered per request) round-trips', () => {
    const page = '<main><h1>Figures</h1></main>'.repeat(500);
    expect(brotliDecompressSync(brotliFast(page)).toString()).toBe(page);
  });
});
