import { existsSync } from 'node:fs';

/**
 * Which Chromium the Playwright suites drive: `PLAYWRIGHT_CHROMIUM_PATH` when set, else Debian's
 * /usr/bin/chromium when present (this machine cannot download Playwright's own), else undefined so
 * Playwright uses its own download (a developer laptop after `npx playwright install chromium`).
 */
export function chromiumExecutablePath(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
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
