import { describe, expect, it } from 'vitest';
import { singleFlight } from '@renderer/api/single-flight';

describe('singleFlight', () => {
  it('shares one run among concurrent callers and starts a new run afterwards', async () => {
    let runs = 0;
    let release!: (value: number) => void;
    const task = singleFlight(() => {
      runs += 1;
      return new Promise<number>((resolve) => (release = resolve));
    });
    const callers = [task(), task(), task()];
    release(42);
    expect(await Promise.all(callers)).toEqual([42, 42, 42]);
    expect(runs).toBe(1);
    const next = task();
    release(7);
    expect(await next).toBe(7);
    expect(runs).toBe(2);
  });

  it('lets a failed run reject every waiting caller and then allows a retry', async () => {
    let runs = 0;
    const task = singleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error('boom');
      return 'ok';
    });
    await expect(Promise.all([task(), task()])).rejects.toThrow('boom');
    await expect(task()).resolves.toBe('ok');
  });
});
