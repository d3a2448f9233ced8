/**
 * ICU's warm-up, part of the inline start script of every web page (docs/product-rules.md
 * §Performance 6): its exact text runs here, as the browser runs it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARM_INTL_IDLE_TIMEOUT_MS, WARM_INTL_SCRIPT } from '@shared/prerender/warm-intl';

type IdleHost = { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number };
const host = window as unknown as IdleHost;
const OriginalNumberFormat = Intl.NumberFormat;

/** Counts the number formatters built, with their locales, while the test runs. */
function countNumberFormats(): string[] {
  const built: string[] = [];
  Intl.NumberFormat = class extends OriginalNumberFormat {
    constructor(...args: ConstructorParameters<typeof OriginalNumberFormat>) {
      super(...args);
      built.push(String(args[0]));
    }
  } as typeof Intl.NumberFormat;
  return built;
}

afterEach(() => {
  Intl.NumberFormat = OriginalNumberFormat;
  delete host.requestIdleCallback;
  document.documentElement.lang = '';
  vi.useRealTimers();
});

describe("ICU's warm-up", () => {
  it("builds one number formatter in the page's language when the browser is idle, not before", () => {
    document.documentElement.lang = 'zh-Hans';
    const idle: { callback: () => void; timeout: number }[] = [];
    host.requestIdleCallback = (callback, options) => idle.push({ callback, timeout: options.timeout });
    const built = countNumberFormats();
    new Function(WARM_INTL_SCRIPT)();
    expect(built).toEqual([]);
    expect(idle.map((request) => request.timeout)).toEqual([WARM_INTL_IDLE_TIMEOUT_MS]);
    idle[0]!.callback();
    expect(built).toEqual(['zh-Hans']);
  });

  it('falls back to a timer without requestIdleCallback, and never throws on a bad language', () => {
    vi.useFakeTimers();
    document.documentElement.lang = 'not a language!';
    const built = countNumberFormats();
    expect(() => new Function(WARM_INTL_SCRIPT)()).not.toThrow();
    expect(built).toEqual([]);
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(built).toEqual([]);
    document.documentElement.lang = 'ja';
    new Function(WARM_INTL_SCRIPT)();
    vi.runAllTimers();
    expect(built).toEqual(['ja']);
  });
});
