import { describe, expect, it } from 'vitest';
import { cascadeFrom, DEFAULT_SIZING, parseWindowState, restoreWindowState } from '../../../src/main/window-state';

const laptop = { x: 0, y: 0, width: 1440, height: 870 };
const monitor = { x: 1440, y: -200, width: 2560, height: 1400 };

describe('restoreWindowState', () => {
  it('restores a window that is fully visible as it was', () => {
    const saved = { x: 100, y: 80, width: 1000, height: 700, maximized: false };
    expect(restoreWindowState(saved, [laptop, monitor], laptop)).toEqual(saved);
    const onMonitor = { x: 2000, y: 0, width: 1600, height: 1000, maximized: true };
    expect(restoreWindowState(onMonitor, [laptop, monitor], laptop)).toEqual(onMonitor);
  });

  it('centres on the primary display when the saved display is gone', () => {
    const onUnplugged = { x: 3000, y: 100, width: 1000, height: 700, maximized: false };
    expect(restoreWindowState(onUnplugged, [laptop], laptop)).toEqual({ x: 220, y: 85, width: 1000, height: 700, maximized: false });
  });

  it('pulls a partly off-screen window fully onto the display it is mostly on', () => {
    const hanging = { x: -300, y: 700, width: 1000, height: 600, maximized: false };
    expect(restoreWindowState(hanging, [laptop], laptop)).toEqual({ x: 0, y: 270, width: 1000, height: 600, maximized: false });
  });

  it('shrinks a window larger than the display to fit', () => {
    const huge = { x: 0, y: 0, width: 4000, height: 3000, maximized: false };
    expect(restoreWindowState(huge, [laptop], laptop)).toEqual({ x: 0, y: 0, width: 1440, height: 870, maximized: false });
  });

  it('ignores a window of which only a sliver is visible', () => {
    const sliver = { x: 1400, y: 0, width: 800, height: 600, maximized: false };
    const result = restoreWindowState(sliver, [laptop], laptop);
    expect(result.x).toBe(Math.round((1440 - 800) / 2));
  });

  it('uses defaults for missing or malformed state', () => {
    const expected = { x: 80, y: 25, width: DEFAULT_SIZING.width, height: DEFAULT_SIZING.height, maximized: false };
    for (const bad of [null, undefined, 'x', {}, { x: 'a', y: 0, width: 1, height: 1 }, { x: 0, y: 0, width: -5, height: 100 }, { x: NaN, y: 0, width: 100, height: 100 }, { x: 0, y: 0, width: 1e9, height: 100 }]) {
      expect(restoreWindowState(bad, [laptop], laptop)).toEqual(expected);
    }
    expect(parseWindowState({ x: 1, y: 2, width: 3, height: 4 })).toEqual({ x: 1, y: 2, width: 3, height: 4, maximized: false });
  });

  it('respects the minimum size, but never exceeds a small display', () => {
    const tiny = { x: 10, y: 10, width: 100, height: 100, maximized: false };
    expect(restoreWindowState(tiny, [laptop], laptop)).toMatchObject({ width: DEFAULT_SIZING.minWidth, height: DEFAULT_SIZING.minHeight });
    const small = { x: 0, y: 0, width: 400, height: 300 };
    expect(restoreWindowState(null, [small], small)).toMatchObject({ x: 0, y: 0, width: 400, height: 300 });
  });
});

describe('cascadeFrom', () => {
  it('offsets new windows and wraps at the edge', () => {
    expect(cascadeFrom({ x: 100, y: 100, width: 800, height: 600 }, laptop)).toEqual({ x: 132, y: 132, width: 800, height: 600 });
    expect(cascadeFrom({ x: 600, y: 250, width: 800, height: 600 }, laptop)).toEqual({ x: 0, y: 0, width: 800, height: 600 });
  });
});
