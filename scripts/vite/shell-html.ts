/**
 * A Vite plugin for the web build (docs/product-rules.md §Web 2–4): writes `shell.html`, a copy of
 * the built index.html with an empty `#root`, before anything overwrites index.html with
 * pre-rendered markup. The shell is the template the pre-render fills, the answer for routes
 * without a pre-rendered page (client-rendered, never another route's markup), and the service
 * worker's navigation fallback.
 */
import type { Plugin } from 'vite';
import { SHELL_FILE } from '../../src/shared/prerender/select-page.ts';

/** The plugin; fails the build when Vite produced no index.html. */
export function shellHtml(): Plugin {
  return {
    name: 'figure-shop:shell-html',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        if (this.environment.config.build.ssr) return;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') this.error('shell-html: the build has no index.html');
        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: index.source });
      },
    },
  };
}
