import { EARLY_TAPS_GLOBAL } from '@shared/prerender/early-taps';
import { settledWithin } from './settled-within';

/** The recorder's handle (src/shared/prerender/early-taps.ts), when the page carries it. */
interface EarlyTapsRecorder {
  stop(): Element[];
}

/** How long after the app starts hydrating the recorder keeps taps at most (ms): a page that never finishes hydrating must not swallow taps for good. */
export const EARLY_TAPS_LIMIT_MS = 10_000;

/**
 * Replays the taps the page's inline recorder kept before the app could act on them
 * (docs/product-rules.md §Performance 15): once `hydrated` settles, or after `limitMs`, whichever
 * is first, the recording stops and each recorded control that is still in the document is
 * clicked again, in order, now with the app's handlers on it. A control React replaced meanwhile
 * is skipped, with a warning. Pages without the recorder (the desktop app, the development
 * server) resolve 0 at once.
 * @returns how many taps were replayed.
 */
export async function replayEarlyTaps(hydrated: Promise<unknown>, limitMs = EARLY_TAPS_LIMIT_MS, win: Window = window): Promise<number> {
  const recorder = (win as unknown as Record<string, EarlyTapsRecorder | undefined>)[EARLY_TAPS_GLOBAL];
  if (!recorder) return 0;
  await settledWithin(hydrated, limitMs);
  const taps = recorder.stop();
  let replayed = 0;
  for (const control of taps) {
    if (!control.isConnected || !(control instanceof HTMLElement)) {
      console.warn('A tap made while the page was starting was not replayed: its control was replaced', control);
      continue;
    }
    control.click();
    replayed += 1;
  }
  return replayed;
}
