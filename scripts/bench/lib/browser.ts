/** Chromium for the browser benchmarks: the same executable and flags as the Playwright suites (tests/support/browser.ts). */
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../../tests/support/browser.ts';

/** Launches headless Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs() });
}
