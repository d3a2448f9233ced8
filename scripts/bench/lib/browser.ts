/** Chromium for the browser benchmarks: the same executable and flags as the Playwright suites (tests/support/browser.ts). */
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../../tests/support/browser.ts';

/** Launches headless Chromium, with `extraArgs` after the suites' own (e.g. a web server's certificate trust). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutablePath(), args: [...chromiumArgs(), ...extraArgs] });
}
