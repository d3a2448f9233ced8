import { describe, expect, it, vi } from 'vitest';
import { yieldToMain, type YieldHost } from '../../../../src/renderer/src/platform/yield-to-main';

describe('yieldToMain (start-up in short tasks)', () => {
  it('uses scheduler.yield where the browser has it, called on the scheduler', async () => {
    const scheduler = { yield: vi.fn(function (this: unknown) {
      expect(this).toBe(scheduler);
      return Promise.resolve();
    }) };
    const setTimeout = vi.fn();
    await yieldToMain({ scheduler, MessageChannel, setTimeout });
    expect(scheduler.yield).toHaveBeenCalledOnce();
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('never rejects, even when scheduler.yield does (the work after it must still run)', async () => {
    const scheduler = { yield: () => Promise.reject(new Error('aborted')) };
    await expect(yieldToMain({ scheduler, setTimeout: vi.fn() })).resolves.toBeUndefined();
  });

  it('otherwise resolves in a later task through a MessageChannel message, after the current task and its microtasks', async () => {
    const order: string[] = [];
    const done = yieldToMain({ MessageChannel, setTimeout: vi.fn() }).then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask of the current task'));
    await done;
    expect(order).toEqual(['microtask of the current task', 'after the yield']);
  });

  it('falls back to a 0 ms timer where there is no MessageChannel', async () => {
    let fire: (() => void) | undefined;
    const host: YieldHost = { setTimeout: vi.fn((callback: () => void, ms: number) => {
      expect(ms).toBe(0);
      fire = callback;
    }) };
    let resolved = false;
    const done = yieldToMain(host).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    fire?.();
    await done;
    expect(resolved).toBe(true);
  });
});
