import { afterEach, describe, expect, it } from 'vitest';
import { markStart } from '../../../../src/renderer/src/platform/start-marks';

describe('markStart (the moments the speed benchmark reads from a trace)', () => {
  afterEach(() => performance.clearMarks());

  it('records a user-timing mark under the given name', () => {
    markStart('fs:entry');
    markStart('fs:hydrated');
    expect(performance.getEntriesByType('mark').map((entry) => entry.name)).toEqual(['fs:entry', 'fs:hydrated']);
  });
});
