/**
 * The early-tap recorder (inline in every web page) and its replay once the page has hydrated
 * (docs/product-rules.md §Performance 15). The recorder's exact text runs here, as the browser runs it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAP_LIMIT, EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT } from '@shared/prerender/early-taps';
import { replayEarlyTaps } from '../../src/renderer/src/platform/early-taps';

type Recorder = { stop(): Element[] };
const globals = window as unknown as Record<string, Recorder | undefined>;

/** What the app would do with each tap: React listens on #root (bubble phase here). */
let handled: string[];
let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root">
      <button id="sign-in" type="submit"><span id="label">Sign in</span></button>
      <input id="blur" type="checkbox">
      <div id="switch" role="switch" tabindex="0">Dark</div>
      <button id="off" aria-disabled="true">Off</button>
      <a id="link" href="#figures"><span id="in-link" role="button">Figures</span></a>
      <p id="text">Text</p>
    </div>`;
  root = document.getElementById('root')!;
  handled = [];
  root.addEventListener('click', (event) => handled.push((event.target as Element).id));
  new Function(EARLY_TAPS_SCRIPT)();
});

afterEach(() => {
  globals[EARLY_TAPS_GLOBAL]?.stop();
  delete globals[EARLY_TAPS_GLOBAL];
  vi.restoreAllMocks();
});

const tap = (id: string) => document.getElementById(id)!.click();

describe('the early-tap recorder', () => {
  it('keeps a tap on a control from the app and from the browser, and records the control', () => {
    tap('label');
    tap('blur');
    tap('switch');
    expect(handled).toEqual([]);
    expect((document.getElementById('blur') as HTMLInputElement).checked).toBe(false);
    expect(globals[EARLY_TAPS_GLOBAL]!.stop().map((control) => control.id)).toEqual(['sign-in', 'blur', 'switch']);
  });

  it('leaves links, disabled controls and plain text alone', () => {
    tap('in-link');
    tap('off');
    tap('text');
    expect(handled).toEqual(['in-link', 'off', 'text']);
    expect(globals[EARLY_TAPS_GLOBAL]!.stop()).toEqual([]);
  });

  it('counts taps repeated on the same control once (a visitor tapping again because nothing happened)', () => {
    tap('sign-in');
    tap('label');
    tap('sign-in');
    tap('blur');
    tap('sign-in');
    expect(globals[EARLY_TAPS_GLOBAL]!.stop().map((control) => control.id)).toEqual(['sign-in', 'blur', 'sign-in']);
  });

  it(`keeps at most ${EARLY_TAP_LIMIT} taps, and none once stopped`, () => {
    for (let i = 0; i < EARLY_TAP_LIMIT + 3; i += 1) tap(i % 2 === 0 ? 'sign-in' : 'blur');
    expect(handled).toEqual([]);
    const recorder = globals[EARLY_TAPS_GLOBAL]!;
    expect(recorder.stop()).toHaveLength(EARLY_TAP_LIMIT);
    tap('sign-in');
    expect(handled).toEqual(['sign-in']);
  });
});

describe('replayEarlyTaps', () => {
  it('replays each tap in order once the page has hydrated, then lets taps through', async () => {
    let markHydrated!: () => void;
    const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
    tap('sign-in');
    tap('blur');
    const replay = replayEarlyTaps(hydrated);
    await Promise.resolve();
    tap('switch'); // still hydrating: recorded too
    expect(handled).toEqual([]);
    markHydrated();
    await expect(replay).resolves.toBe(3);
    expect(handled).toEqual(['sign-in', 'blur', 'switch']);
    expect((document.getElementById('blur') as HTMLInputElement).checked).toBe(true);
    tap('sign-in');
    expect(handled).toEqual(['sign-in', 'blur', 'switch', 'sign-in']);
  });

  it('skips a control that was replaced meanwhile, saying so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    tap('sign-in');
    tap('blur');
    document.getElementById('sign-in')!.replaceWith(document.createElement('button'));
    await expect(replayEarlyTaps(Promise.resolve())).resolves.toBe(1);
    expect(handled).toEqual(['blur']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('was not replayed'), expect.anything());
  });

  it('stops keeping taps after the limit when the page never hydrates', async () => {
    tap('sign-in');
    await expect(replayEarlyTaps(new Promise(() => undefined), 30)).resolves.toBe(1);
    expect(handled).toEqual(['sign-in']);
    tap('sign-in');
    expect(handled).toEqual(['sign-in', 'sign-in']);
  });

  it('does nothing on a page without the recorder (the desktop app, the development server)', async () => {
    globals[EARLY_TAPS_GLOBAL]!.stop();
    delete globals[EARLY_TAPS_GLOBAL];
    tap('sign-in');
    await expect(replayEarlyTaps(Promise.resolve())).resolves.toBe(0);
    expect(handled).toEqual(['sign-in']);
  });
});
