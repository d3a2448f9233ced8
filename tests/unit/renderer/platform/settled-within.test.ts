import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from '@renderer/platform/settled-within';

describe('settledWithin (hydration waits a moment for the page module, never long)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const state = (promise: Promise<void>) => {
    const seen = { done: false };
    void promise.then(() => (seen.done = true));
    return seen;
  };

  it('resolves as soon as the work resolves', async () => {
    const seen = state(settledWithin(Promise.resolve('chunk'), 2000));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.done).toBe(true);
  });

  it('resolves, never rejects, when the work fails', async () => {
    await expect(settledWithin(Promise.reject(new Error('offline')), 2000)).resolves.toBeUndefined();
  });

  it('gives up waiting after the time given', async () => {
    const seen = state(settledWithin(new Promise(() => {}), 2000));
    await vi.advanceTimersByTimeAsync(1999);
    expect(seen.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.done).toBe(true);
  });
});
