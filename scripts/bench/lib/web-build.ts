/**
 * Builds the web app the way `npm run build:web` does (production, scripts/build-web.ts: the client,
 * then its pre-rendered pages), into the
 * benchmarks' own folder and against the benchmarks' API, so a benchmark never measures a stale or
 * foreign build. Skipped when BENCH_SKIP_BUILD=1 and the folder exists (the bench index builds once),
 * or when the command line names a build with `--dist <folder>` (e.g. an older commit's, built with
 * VITE_API_URL set to the bench API, to compare before and after). Writes Vite's manifest
 * (`.vite/manifest.json`), which lib/lazy-pages.ts reads to find the lazy pages.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { argument } from './args.ts';
import { benchApiUrl, benchDistDir, projectRoot } from './paths.ts';

/** Options of one build. `apiUrl` is baked in (VITE_API_URL); demo mode on, as the e2e build. */
export interface WebBuildOptions {
  outDir?: string;
  apiUrl?: string;
  /** Build even when BENCH_SKIP_BUILD is set. */
  force?: boolean;
  /**
   * Source maps: 'hidden' (the default) writes them without a `sourceMappingURL` comment, so the
   * served scripts are byte for byte the production ones while lib/package-sizes.ts and
   * lib/main-thread-profile.ts can still read them; true also links them; false writes none.
   */
  sourcemap?: boolean | 'hidden';
}

/** Builds (or reuses, see above) the web app; returns the output folder. Throws when the build fails. */
export function ensureWebBuild({ outDir = benchDistDir, apiUrl = benchApiUrl, force = false, sourcemap = 'hidden' }: WebBuildOptions = {}): string {
  const named = argument('--dist');
  if (!force && named) return named;
  if (!force && process.env.BENCH_SKIP_BUILD === '1' && existsSync(`${outDir}/index.html`)) return outDir;
  console.log(`bench build | npm run build:web → ${outDir} (VITE_API_URL=${apiUrl})`);
  const args = ['tsx', 'scripts/build-web.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', '--manifest', ...(sourcemap === 'hidden' ? ['--sourcemap', 'hidden'] : sourcemap ? ['--sourcemap'] : [])];
  const result = spawnSync('npx', args, {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_API_URL: apiUrl, VITE_DEMO_MODE: 'true' },
  });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
  return outDir;
}
