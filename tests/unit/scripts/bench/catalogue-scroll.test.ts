import { describe, expect, it } from 'vitest';
import { depthStats, frameStats } from '../../../../scripts/bench/catalogue-scroll';

describe('frameStats (§Performance 8 scroll benchmark)', () => {
  it('mean fps over the whole scroll, 5th-percentile fps from the 95th-percentile frame interval, longest frame', () => {
    // 19 frames of 16 ms and one of 100 ms.
    const stamps = [0];
    for (let i = 0; i < 19; i += 1) stamps.push(stamps.at(-1)! + 16);
    stamps.push(stamps.at(-1)! + 100);
    const stats = frameStats(stamps);
    expect(stats.frames).toBe(20);
    expect(stats.meanFps).toBeCloseTo((20 * 1000) / (19 * 16 + 100));
    expect(stats.p5Fps).toBeCloseTo(1000 / 16); // nearest rank: the 19th of 20 intervals
    expect(stats.longestMs).toBe(100);
  });
  it('no frames: zeros, never NaN', () => {
    expect(frameStats([5])).toEqual({ frames: 0, meanFps: 0, p5Fps: 0, longestMs: 0 });
  });
});

describe('depthStats (§Performance 8: flat with depth)', () => {
  it('frame rate over the first and the last segment, document size at the first and last milestone', () => {
    // 100 frames of 10 ms, then 100 of 20 ms: milestones at frames 100 and 200.
    const stamps = [0];
    for (let i = 0; i < 100; i += 1) stamps.push(stamps.at(-1)! + 10);
    for (let i = 0; i < 100; i += 1) stamps.push(stamps.at(-1)! + 20);
    const depth = depthStats(stamps, [
      { card: 1000, frame: 100, elements: 3000 },
      { card: 2000, frame: 200, elements: 3300 },
    ]);
    expect(depth).toEqual({ firstFps: 100, lastFps: 50, firstElements: 3000, lastElements: 3300 });
  });
  it('fewer than two milestones: null (the scroll stopped early)', () => {
    expect(depthStats([0, 16, 32], [{ card: 1000, frame: 2, elements: 10 }])).toBeNull();
    expect(depthStats([0, 16], [])).toBeNull();
  });
});
