/**
 * Window size and position between runs (docs/product-rules.md §Desktop 4): a saved state is
 * restored only if it is usable on the displays present now. A window saved on an unplugged
 * monitor, or larger than the current screen, is brought back onto a visible display instead of
 * opening off-screen.
 */

/** A rectangle in screen coordinates (DIP). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is persisted per run. */
export interface WindowState extends Rect {
  maximized: boolean;
}

/** Sizes used when nothing usable was saved, in DIP. */
export interface WindowSizing {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

/** The default and minimum window sizes. */
export const DEFAULT_SIZING: WindowSizing = { width: 1280, height: 820, minWidth: 480, minHeight: 400 };

/** How much of a saved window must be on a display to keep its position, in DIP. */
const MIN_VISIBLE = { width: 120, height: 60 };

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Reads a persisted state; anything malformed (or of absurd size) gives null. */
export function parseWindowState(value: unknown): WindowState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { x, y, width, height, maximized } = value as Record<string, unknown>;
  if (![x, y, width, height].every(isFiniteNumber)) return null;
  if ((width as number) <= 0 || (height as number) <= 0 || (width as number) > 100_000 || (height as number) > 100_000) return null;
  return { x: x as number, y: y as number, width: width as number, height: height as number, maximized: maximized === true };
}

function intersectionArea(a: Rect, b: Rect): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

/** A rect of `width`×`height` centred in `area`. */
function centred(area: Rect, width: number, height: number): Rect {
  return {
    x: Math.round(area.x + (area.width - width) / 2),
    y: Math.round(area.y + (area.height - height) / 2),
    width,
    height,
  };
}

/**
 * The bounds to open a window with.
 * @param saved the persisted state (any value; parsed here) or null.
 * @param workAreas the work areas of the current displays (Electron `screen.getAllDisplays()`).
 * @param primaryWorkArea the primary display's work area, where an unusable state is replaced.
 * @returns bounds fully inside one display's work area (sizes shrunk to fit, never below the
 *   minimum unless the display itself is smaller), and whether to maximize. A window not visible
 *   enough on any display keeps its size and is centred on the primary display.
 */
export function restoreWindowState(
  saved: unknown,
  workAreas: readonly Rect[],
  primaryWorkArea: Rect,
  sizing: WindowSizing = DEFAULT_SIZING,
): WindowState {
  const state = parseWindowState(saved);
  const fitSize = (area: Rect, width: number, height: number) => ({
    width: Math.min(Math.max(width, sizing.minWidth), area.width),
    height: Math.min(Math.max(height, sizing.minHeight), area.height),
  });

  if (state) {
    // The display showing most of the saved window, if enough of it is visible there.
    let best: { area: Rect; size: number } | null = null;
    for (const area of workAreas) {
      const overlap = intersectionArea(state, area);
      if (overlap.width < Math.min(MIN_VISIBLE.width, state.width) || overlap.height < Math.min(MIN_VISIBLE.height, state.height)) continue;
      const size = overlap.width * overlap.height;
      if (!best || size > best.size) best = { area, size };
    }
    if (best) {
      const { area } = best;
      const { width, height } = fitSize(area, state.width, state.height);
      const x = Math.min(Math.max(state.x, area.x), area.x + area.width - width);
      const y = Math.min(Math.max(state.y, area.y), area.y + area.height - height);
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height), maximized: state.maximized };
    }
  }
  // Nothing usable on screen: keep the user's size if there was one, centred on the primary display.
  const { width, height } = fitSize(primaryWorkArea, state?.width ?? sizing.width, state?.height ?? sizing.height);
  return { ...centred(primaryWorkArea, width, height), maximized: state?.maximized ?? false };
}

/**
 * Bounds for an additional window: the reference shifted down-right by `step` DIP so it does not
 * hide the first one, wrapped back to the top-left of the work area when it would leave it.
 */
export function cascadeFrom(reference: Rect, workArea: Rect, step = 32): Rect {
  const next = { ...reference, x: reference.x + step, y: reference.y + step };
  if (next.x + next.width > workArea.x + workArea.width || next.y + next.height > workArea.y + workArea.height) {
    return { ...reference, x: workArea.x, y: workArea.y };
  }
  return next;
}
