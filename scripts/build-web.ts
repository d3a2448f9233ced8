/**
 * `npm run build:web`: the web app with its pre-rendered pages (docs/product-rules.md §Web 3), in four steps:
 *   1. the client: `vite build --config vite.web.config.ts <flags>` (flags passed through, e.g.
 *      --outDir, --mode, --manifest); it writes shell.html (scripts/vite/shell-html.ts);
 *   2. the server entry: `vite build --ssr src/entry-server.tsx` into `<outDir>-server/`, from the
 *      same environment (VITE_* and NODE_ENV compiled into both bundles must agree); it stays there
 *      for the web server's request-time render (prerender/request-render.ts). Its imports resolve
 *      from the project's node_modules, so the build folder must be inside the project to render
 *      at request time (outside it, the servers serve the build-time pages);
 *   3. the pre-render (scripts/prerender/prerender.ts) into the client's folder;
 *   4. `<file>.br` beside every text file, Brotli at its best quality (scripts/prerender/precompress.ts);
 *      `--skip-precompress` leaves this step out, for a build only tests open (the e2e suite's
 *      development build: about 25 s less on a busy machine; its files are then sent as they are).
 * NODE_ENV=development builds development React for both (the hydration test needs its warnings).
 *
 *   npx tsx scripts/build-web.ts [--outDir dist-web] [--skip-precompress] [other vite build flags]
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompressBuild } from './prerender/precompress.ts';
import { prerenderAll, type RenderPage } from './prerender/prerender.ts';
import { serverEntryOf } from './prerender/request-render.ts';

const root = resolve(import.meta.dirname, '..');
const SKIP_PRECOMPRESS = '--skip-precompress';
const precompress = !process.argv.includes(SKIP_PRECOMPRESS);
// Everything else goes to vite build.
const flags = process.argv.slice(2).filter((arg) => arg !== SKIP_PRECOMPRESS);

/** The value of `--name value` or `--name=value` in `flags`. */
function flag(name: string): string | undefined {
  const index = flags.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return undefined;
  return flags[index]!.includes('=') ? flags[index]!.slice(name.length + 1) : flags[index + 1];
}

function vite(args: string[]): void {
  const result = spawnSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--configLoader', 'runner', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed (exit ${result.status})`);
}

const outDir = resolve(root, flag('--outDir') ?? 'dist-web');
const ssrDir = dirname(serverEntryOf(outDir));
const mode = flag('--mode');
// Vite builds production unless told otherwise; the pre-render must load the same React.
process.env.NODE_ENV ??= 'production';

// The pre-render reads the manifest for each page's modulepreload tags (prerender/modulepreload.ts).
vite(flags.includes('--manifest') ? flags : [...flags, '--manifest']);
vite(['--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'warn', ...(mode ? ['--mode', mode] : [])]);
const started = performance.now();
const { render } = (await import(pathToFileURL(serverEntryOf(outDir)).href)) as { render: RenderPage };
const log = await prerenderAll(outDir, render);
console.log(`pre-rendered ${log.length} pages into ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (process.env.PRERENDER_VERBOSE) console.log(log.join('\n'));
if (precompress) {
  const compressing = performance.now();
  const brotli = await precompressBuild(outDir);
  console.log(`brotli: ${brotli.files} files, ${(brotli.rawBytes / 1024).toFixed(0)} → ${(brotli.brotliBytes / 1024).toFixed(0)} kB in ${((performance.now() - compressing) / 1000).toFixed(1)} s`);
}
// The app's services keep timers (token refresh, connectivity probes) alive: end here.
process.exit(0);
