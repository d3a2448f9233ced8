#!/usr/bin/env node
/**
 * `npm run package`: builds the desktop packages this machine can build and
 * says what it skipped and why. Nothing is faked: a target either comes out of electron-builder or
 * is reported as skipped with the missing download.
 *
 *   node scripts/package.mjs [--skip-build] [--strict]
 *
 * Steps: `electron-vite build` (unless --skip-build), then electron-builder for the Linux targets
 * `dir` and `tar.gz` (tar.gz is compressed with Debian's 7-Zip via ELECTRON_BUILDER_7ZIP_PATH when
 * /usr/bin/7zz exists). `deb` and `AppImage` are configured in electron-builder.yml but skipped
 * here: electron-builder downloads fpm and appimagetool from GitHub. macOS dmg and Windows nsis
 * need those systems.
 *
 * Every electron-builder target needs the Electron 45 runtime zip (electron-v<version>-linux-<arch>.zip),
 * which electron-builder downloads from GitHub into the electron cache. Where that is unreachable:
 *   - ELECTRON_OVERRIDE_DIST_PATH=<unpacked Electron folder> is passed as `electronDist`, or
 *   - ELECTRON_BUILDER_ELECTRON_DIST=<folder with the zip or an unpacked Electron> likewise,
 *   - otherwise the targets are attempted and, on a network failure, reported as skipped.
 *
 * Exit code: 0 when every target was built or skipped for a missing download; 1 on any other
 * failure; with --strict, skips count as failures too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch as osArch, platform } from 'node:os';

const require = createRequire(import.meta.url);
const args = new Set(process.argv.slice(2));
const strict = args.has('--strict');
const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
const zipName = `electron-v${electronVersion}-${platform()}-${osArch()}.zip`;

/** Rows of the final report: target, outcome, detail. */
const report = [];
const note = (target, outcome, detail) => report.push({ target, outcome, detail });

function run(command, commandArgs, env = process.env) {
  console.log(`\n$ ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, { env, encoding: 'utf8', stdio: ['inherit', 'pipe', 'pipe'] });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}\n${result.stderr ?? ''}` };
}

const NETWORK_FAILURE = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|getaddrinfo|socket hang up|unable to get local issuer|403 Forbidden/i;

// 1. The app itself.
if (!args.has('--skip-build')) {
  const build = run('npx', ['electron-vite', 'build']);
  if (build.status !== 0) {
    console.error('\nelectron-vite build failed; nothing to package.');
    process.exit(1);
  }
}
for (const file of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {
  if (!existsSync(file)) {
    console.error(`\n${file} is missing; run "npm run build" first.`);
    process.exit(1);
  }
}

// 2. Linux dir + tar.gz.
if (platform() !== 'linux') {
  note('dir, tar.gz', 'skipped', `this script builds the Linux targets; on ${platform()} run electron-builder for its own targets`);
} else {
  const env = { ...process.env };
  const builderArgs = ['electron-builder', '--linux', 'dir', 'tar.gz', '--publish', 'never'];
  if (existsSync('/usr/bin/7zz')) env.ELECTRON_BUILDER_7ZIP_PATH ??= '/usr/bin/7zz';
  const electronDist = process.env.ELECTRON_BUILDER_ELECTRON_DIST ?? process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (electronDist) builderArgs.push(`--config.electronDist=${electronDist}`);
  const result = run('npx', builderArgs, env);
  if (result.status === 0) {
    note('dir', 'built', 'release/linux-unpacked');
    note('tar.gz', 'built', `release/*.tar.gz${env.ELECTRON_BUILDER_7ZIP_PATH ? ` (7-Zip: ${env.ELECTRON_BUILDER_7ZIP_PATH})` : ''}`);
  } else if (NETWORK_FAILURE.test(result.output)) {
    const why = `electron-builder needs the Electron runtime zip ${zipName}, downloaded from GitHub, which this machine cannot reach; set ELECTRON_OVERRIDE_DIST_PATH (unpacked Electron ${electronVersion}) or ELECTRON_BUILDER_ELECTRON_DIST (folder holding ${zipName}), or put the zip in the electron cache`;
    note('dir', 'skipped', why);
    note('tar.gz', 'skipped', 'built from the dir output, so it needs the same Electron zip');
  } else {
    note('dir, tar.gz', 'FAILED', `electron-builder exited ${result.status}; see its output above`);
  }
}

// 3. What is configured but not attempted here, and why.
note('deb', 'skipped', 'electron-builder downloads fpm from GitHub (unreachable here); configured in electron-builder.yml');
note('AppImage', 'skipped', 'electron-builder downloads appimagetool/runtime from GitHub (unreachable here); configured in electron-builder.yml');
note('mac dmg', 'skipped', 'needs macOS (hdiutil, codesign); configured in electron-builder.yml');
note('win nsis', 'skipped', 'needs Windows or Wine with NSIS downloads; configured in electron-builder.yml');

console.log('\n=== Packaging summary');
for (const row of report) console.log(`${row.outcome.padEnd(8)} ${row.target.padEnd(12)} ${row.detail}`);
const failed = report.some((row) => row.outcome === 'FAILED');
const skippedCore = report.some((row) => row.outcome === 'skipped' && (row.target === 'dir' || row.target === 'tar.gz'));
process.exit(failed || (strict && skippedCore) ? 1 : 0);
