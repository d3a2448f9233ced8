import { describe, expect, it } from 'vitest';
import { frameStats } from '../../../../scripts/bench/catalogue-scroll';

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
