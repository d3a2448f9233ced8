import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Names a system Chromium (or Chrome) goes by on Linux and macOS, tried in this order. */
const SYSTEM_CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const SYSTEM_CHROMIUM_PATHS = ['/Applications/Chromium.app/Contents/MacOS/Chromium', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];

/** One line for a person on a machine where no Chromium can be found or installed. */
export const NO_CHROMIUM_MESSAGE =
  'No Chromium for the browser tests: install one (Debian/Ubuntu: apt-get install chromium; elsewhere: npx playwright install chromium) or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium executable.';

/** True when `path` is a regular file this process may execute. */
export function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first system Chromium: on PATH under one of its usual names, else a macOS app bundle. */
export function systemChromium(
  pathVariable = process.env.PATH ?? '',
  isExecutable: (path: string) => boolean = isExecutableFile,
): string | undefined {
  const folders = pathVariable.split(delimiter).filter(Boolean);
  for (const name of SYSTEM_CHROMIUM_NAMES) {
    for (const folder of folders) {
      const candidate = join(folder, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return SYSTEM_CHROMIUM_PATHS.find(isExecutable);
}

/**
 * Which Chromium the Playwright suites drive: `PLAYWRIGHT_CHROMIUM_PATH` when set, else a system
 * Chromium (Debian's /usr/bin/chromium: this project's CI cannot download Playwright's own), else
 * undefined so Playwright uses its own download. `npm test` resolves the browser once
 * (see {@link resolveChromium}) and passes it on through PLAYWRIGHT_CHROMIUM_PATH.
 */
export function chromiumExecutablePath(): string | undefined {
  return process.env.PLAYWRIGHT_CHROMIUM_PATH || systemChromium();
}

/** What {@link resolveChromium} needs from the machine; injected in unit tests. */
export interface ChromiumProbe {
  env: Readonly<Record<string, string | undefined>>;
  systemChromium(): string | undefined;
  /** Where Playwright's own Chromium lives (whether or not it is downloaded). */
  playwrightChromium(): string;
  isExecutable(path: string): boolean;
  /** Runs `playwright install chromium`; resolves true when it exited 0. */
  installPlaywrightChromium(): Promise<boolean>;
}

/** Where the browser came from, and its path; `failure` is the one line to print when none. */
export type ChromiumResolution =
  | { ok: true; source: 'PLAYWRIGHT_CHROMIUM_PATH' | 'system' | 'playwright' | 'installed'; path: string }
  | { ok: false; failure: string };

/**
 * Finds a Chromium for the browser suites, or gets Playwright's own on first use:
 * 1. `PLAYWRIGHT_CHROMIUM_PATH` (must be an executable file, else that is the failure),
 * 2. a system Chromium, 3. Playwright's downloaded Chromium, 4. `playwright install chromium`
 * where the network allows. When nothing works, `failure` is {@link NO_CHROMIUM_MESSAGE}.
 */
export async function resolveChromium(probe: ChromiumProbe): Promise<ChromiumResolution> {
  const fromEnv = probe.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    return probe.isExecutable(fromEnv)
      ? { ok: true, source: 'PLAYWRIGHT_CHROMIUM_PATH', path: fromEnv }
      : { ok: false, failure: `PLAYWRIGHT_CHROMIUM_PATH=${fromEnv} is not an executable file. ${NO_CHROMIUM_MESSAGE}` };
  }
  const system = probe.systemChromium();
  if (system) return { ok: true, source: 'system', path: system };
  const own = probe.playwrightChromium();
  if (probe.isExecutable(own)) return { ok: true, source: 'playwright', path: own };
  if ((await probe.installPlaywrightChromium()) && probe.isExecutable(own)) return { ok: true, source: 'installed', path: own };
  return { ok: false, failure: NO_CHROMIUM_MESSAGE };
}

/**
 * Launch flags: no sandbox when running as root (CI containers), and no background networking,
 * whose connection attempts this machine's closed network refuses.
 */
export function chromiumArgs(): string[] {
  const args = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return args;
}

/**
 * Playwright's trace setting for the browser suites: off unless E2E_TRACE=1, then kept for failed
 * tests. Recording a trace (DOM snapshots and a screencast of every test) cost about a fifth of the
 * web suite's time on the 2-core CI machine (docs/benchmarks.md, CI); a failure still leaves its
 * screenshot and the page's accessibility snapshot, and E2E_TRACE=1 brings traces back to debug one.
 */
export function traceMode(): 'off' | 'retain-on-failure' {
  return process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off';
}
