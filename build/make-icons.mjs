#!/usr/bin/env node
/**
 * Draws the app icon with no dependencies (Node's zlib writes the PNGs): a rounded square in the
 * spec's primary blue #2E70C7 with a white figure (head and body) on a red #C54949 pedestal
 * (spec point 9). Writes build/icon.png (1024 px; macOS and Windows icons are derived from it by
 * electron-builder) and build/icons/<n>x<n>.png (the Linux icon set); and the renderer's public
 * icons (issue 14 item 2), served at the site root by both builds: favicon.svg (the same drawing as
 * SVG), icon-192.png and icon-512.png (web app icons; icon-512.png is also the desktop window's icon,
 * src/main/window.ts) and apple-touch-icon.png (180 px, a full square: iOS rounds it itself).
 * Run: node build/make-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const BLUE = [0x2e, 0x70, 0xc7];
const RED = [0xc5, 0x49, 0x49];
const WHITE = [0xff, 0xff, 0xff];

/** Colour of a point in unit coordinates (0..1), or null for transparent. */
function shade(x, y, r = 0.2 /* corner radius of the tile */) {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  if ((x - 0.5) ** 2 + (y - 0.3) ** 2 < 0.105 ** 2) return WHITE; // head
  // body: a trapezoid widening downwards
  if (y > 0.42 && y < 0.72) {
    const half = 0.1 + (y - 0.42) * 0.45;
    if (Math.abs(x - 0.5) < half) return WHITE;
  }
  if (y >= 0.74 && y < 0.82 && Math.abs(x - 0.5) < 0.3) return RED; // pedestal
  return BLUE;
}

/** RGBA pixels of an n×n icon, 4×4 supersampled for smooth edges. */
function render(n, radius) {
  const pixels = Buffer.alloc(n * n * 4);
  const samples = 4;
  for (let py = 0; py < n; py += 1) {
    for (let px = 0; px < n; px += 1) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const colour = shade((px + (sx + 0.5) / samples) / n, (py + (sy + 0.5) / samples) / n, radius);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const i = (py * n + px) * 4;
      if (a > 0) {
        pixels[i] = Math.round(r / a);
        pixels[i + 1] = Math.round(g / a);
        pixels[i + 2] = Math.round(b / a);
      }
      pixels[i + 3] = Math.round((255 * a) / (samples * samples));
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG file (RGBA, 8 bit) of the icon at n×n. */
function png(n, radius) {
  const pixels = render(n, radius);
  const raw = Buffer.alloc(n * (n * 4 + 1));
  for (let y = 0; y < n; y += 1) pixels.copy(raw, y * (n * 4 + 1) + 1, y * n * 4, (y + 1) * n * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(n, 0);
  header.writeUInt32BE(n, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

mkdirSync(join(here, 'icons'), { recursive: true });
writeFileSync(join(here, 'icon.png'), png(1024));
for (const size of [16, 32, 48, 64, 128, 256, 512]) writeFileSync(join(here, 'icons', `${size}x${size}.png`), png(size));

/** The same drawing as SVG, in a 100-unit box (shade() above, scaled by 100). */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="20" fill="#2E70C7"/>
  <circle cx="50" cy="30" r="10.5" fill="#FFFFFF"/>
  <polygon points="40,42 60,42 73.5,72 26.5,72" fill="#FFFFFF"/>
  <rect x="20" y="74" width="60" height="8" fill="#C54949"/>
</svg>
`;
const publicDir = join(here, '..', 'src', 'renderer', 'public');
mkdirSync(publicDir, { recursive: true });
writeFileSync(join(publicDir, 'favicon.svg'), svg);
writeFileSync(join(publicDir, 'icon-192.png'), png(192));
writeFileSync(join(publicDir, 'icon-512.png'), png(512));
writeFileSync(join(publicDir, 'apple-touch-icon.png'), png(180, 0));
console.log('wrote build/icon.png, build/icons/*.png and src/renderer/public/ icons');
