import { describe, expect, it } from 'vitest';
import { TEST_BUDGET_MIN, judgeTestTime } from '../../../scripts/test-budget';

const MINUTE = 60_000;

describe('judgeTestTime (npm test keeps well inside CI’s 90-minute limit)', () => {
  it('within the 40-minute budget: the total line alone, and the run stands', () => {
    expect(TEST_BUDGET_MIN).toBe(40);
    expect(judgeTestTime(31.24 * MINUTE)).toEqual({ lines: ['total 31.2 min (budget 40 min)'], fails: false });
    expect(judgeTestTime(40 * MINUTE)).toEqual({ lines: ['total 40.0 min (budget 40 min)'], fails: false });
  });

  it('over the budget: a WARNING line says so, and a busy machine does not fail the run', () => {
    const verdict = judgeTestTime(41 * MINUTE);
    expect(verdict.fails).toBe(false);
    expect(verdict.lines[0]).toBe('total 41.0 min (budget 40 min)');
    expect(verdict.lines[1]).toMatch(/^WARNING: the tests took 41\.0 min, over the 40 min budget/);
    expect(judgeTestTime(70 * MINUTE)).toMatchObject({ fails: false, lines: [expect.any(String), expect.stringMatching(/^WARNING:/)] });
  });

  it('past 1.75 times the budget: an ERROR line, and the run fails', () => {
    const verdict = judgeTestTime(71 * MINUTE);
    expect(verdict.fails).toBe(true);
    expect(verdict.lines).toHaveLength(2);
    expect(verdict.lines[1]).toMatch(/^ERROR: the tests took 71\.0 min, more than 70 min \(1\.75 × the 40 min budget\)/);
  });

  it('takes another budget', () => {
    expect(judgeTestTime(11 * MINUTE, 10)).toMatchObject({ fails: false, lines: ['total 11.0 min (budget 10 min)', expect.stringMatching(/^WARNING:/)] });
    expect(judgeTestTime(18 * MINUTE, 10).fails).toBe(true);
  });
});
