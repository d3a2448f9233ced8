/**
 * Is there an Electron runtime to launch? Answered without `require('electron')`: the electron
 * package's index.js starts a download when its binary is missing, which on a machine without
 * GitHub access hangs or fails noisily. This mirrors index.js's lookup instead:
 * ELECTRON_OVERRIDE_DIST_PATH (+ path.txt, else `electron`), else node_modules/electron/dist/<path.txt>.
 * Then it checks the binary really starts (run as Node, printing its version) and, on Linux, that there is a display.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The verdict, with the executable when there is one. */
export type ElectronRuntime = { available: true; executablePath: string; version: string } | { available: false; reason: string };

let cached: ElectronRuntime | undefined;

/** Detects the runtime once per process (the config and every worker call it). */
export function detectElectronRuntime(env: NodeJS.ProcessEnv = process.env): ElectronRuntime {
  cached ??= detect(env);
  return cached;
}

function detect(env: NodeJS.ProcessEnv): ElectronRuntime {
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    packageDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { available: false, reason: 'the electron npm package is not installed' };
  }
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  let executablePath: string;
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    executablePath = join(env.ELECTRON_OVERRIDE_DIST_PATH, relative || 'electron');
    if (!existsSync(executablePath)) {
      return { available: false, reason: `ELECTRON_OVERRIDE_DIST_PATH is set but ${executablePath} does not exist` };
    }
  } else {
    if (!relative) {
      return {
        available: false,
        reason:
          'no Electron runtime: node_modules/electron has no downloaded binary (its download from GitHub is blocked here); set ELECTRON_OVERRIDE_DIST_PATH to an Electron runtime folder',
      };
    }
    executablePath = join(packageDir, 'dist', relative);
    if (!existsSync(executablePath)) return { available: false, reason: `no Electron runtime at ${executablePath}` };
  }
  if (process.platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) {
    return { available: false, reason: 'no display (DISPLAY/WAYLAND_DISPLAY unset); run under xvfb-run' };
  }
  // As Node (no window, no display needed): proves the binary and its libraries load.
  const probe = spawnSync(executablePath, ['-e', 'process.stdout.write("v" + process.versions.electron)'], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...env, ELECTRON_RUN_AS_NODE: '1' },
  });
  const version = (probe.stdout ?? '').trim();
  if (probe.status !== 0 || !/^v\d+\./.test(version)) {
    return {
      available: false,
      reason: `the Electron runtime at ${executablePath} does not start (${probe.error?.message ?? (probe.stderr || `exit ${probe.status}`).toString().trim().slice(0, 200)})`,
    };
  }
  return { available: true, executablePath, version };
}
