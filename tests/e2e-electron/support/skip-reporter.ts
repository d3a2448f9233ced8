/**
 * The reporter used when no Electron runtime is present: no line per test, one line in all,
 * saying how many tests were skipped and why.
 * The JSON reporter next to it still records every test as skipped for `npm test`.
 */
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

export default class SkipReporter implements Reporter {
  private total = 0;
  constructor(private readonly options: { reason?: string } = {}) {}

  onBegin(_config: unknown, suite: Suite): void {
    this.total = suite.allTests().length;
  }

  onEnd(_result: FullResult): void {
    console.log(`e2e-electron: skipped ${this.total} test(s): ${this.options.reason ?? 'no Electron runtime'}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
