/**
 * A Vite plugin for the web build, for an earlier first paint: the entry's style sheet (the Poppins
 * `@font-face` rules, under 1 kB gzip) goes into index.html as a `<style>` element instead of a
 * `<link rel="stylesheet">`. A linked sheet blocks the first paint for one more round trip (Lighthouse
 * "render-blocking resources": about 300 ms on a simulated phone); inline, the fonts are also found
 * with the HTML. The CSP already allows inline styles (Griffel's pre-rendered rules are inline).
 * The file stays in the build for anything that still asks for it. Runs before shell-html, so
 * shell.html and the pre-rendered pages get the same head.
 */
import type { Plugin } from 'vite';

/** Sheets larger than this (bytes, as written) stay linked: inlining them would delay the HTML more than the request costs. */
export const INLINE_CSS_MAX_BYTES = 16_000;

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * `html` with every `<link rel="stylesheet">` Vite wrote for a sheet `readSheet` knows and that is at
 * most `maxBytes` replaced by a `<style>` with its text. Other links are left as they are.
 *
 * @param readSheet the sheet's text by its path in the build (e.g. `assets/index-abc.css`), or undefined
 * @throws Error when a sheet contains `</style`, which would end the element early
 */
export function inlineStylesheets(html: string, readSheet: (file: string) => string | undefined, maxBytes = INLINE_CSS_MAX_BYTES): string {
  return html.replace(stylesheetLink, (link, file: string) => {
    const css = readSheet(file);
    if (css === undefined || Buffer.byteLength(css) > maxBytes) return link;
    if (/<\/style/i.test(css)) throw new Error(`inline-css: ${file} contains "</style" and cannot be inlined`);
    return `<style>${css.trim()}</style>`;
  });
}

/** The plugin (client build only). */
export function inlineCss(): Plugin {
  return {
    name: 'figure-shop:inline-css',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        index.source = inlineStylesheets(String(index.source), (file) => {
          const sheet = bundle[file];
          return sheet?.type === 'asset' ? String(sheet.source) : undefined;
        });
      },
    },
  };
}
