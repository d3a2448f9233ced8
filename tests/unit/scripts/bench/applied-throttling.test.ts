import { throttling } from 'lighthouse/core/config/constants.js';
import { describe, expect, it } from 'vitest';
import { cdpNetworkConditions } from '../../../../scripts/bench/applied-throttling';

describe('cdpNetworkConditions (issue 15: the phone Chromium throttles is the one Lighthouse simulates)', () => {
  it("turns Lighthouse's mobile Slow 4G into CDP units: 562.5 ms per request, bytes per second", () => {
    expect(cdpNetworkConditions(throttling.mobileSlow4G)).toEqual({
      offline: false,
      latency: 562.5,
      // 1.6 Mbit/s × 0.9 and 750 kbit/s × 0.9, in bytes/s.
      downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
      uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
    });
  });
});
