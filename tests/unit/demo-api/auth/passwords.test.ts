/** The scrypt gate (docs/product-rules.md §Security 5): bounded concurrency, per-client fairness, quick refusals. */
import { describe, expect, it, vi } from 'vitest';
import { PasswordGateFullError, PasswordWorkGate } from '../../../../src/demo-api/auth/passwords';

/** A piece of work that finishes when the test says so, recording when it started. */
function deferred(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: async () => { log.push(name); await done; return name; }, finish };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PasswordWorkGate', () => {
  it('a cool-down whose timer fires before Date.now() reaches its end still starts the waiting work', async () => {
    const gate = new PasswordWorkGate({ concurrency: 2, perKeyConcurrency: 1, perKeyQueue: 4, maxQueued: 10 });
    // The timer wakes at 50 ms while the wall clock says 20 ms less (a stale event-loop time).
    const realNow = Date.now.bind(Date);
    gate.coolDown('client', 50);
    const waited = gate.run('client', async () => 'ran');
    const lag = vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 20);
    try {
      await new Promise((resolve) => setTimeout(resolve, 60));
      lag.mockRestore();
      const stuck = new Promise((resolve) => setTimeout(() => resolve('stuck'), 500));
      await expect(Promise.race([waited, stuck])).resolves.toBe('ran');
    } finally {
      lag.mockRestore();
    }
  });

  it('runs at most `concurrency` at once and one per key; a new key goes before a flooding key’s queue', async () => {
    const gate = new PasswordWorkGate({ concurrency: 2, perKeyConcurrency: 1, perKeyQueue: 5, maxQueued: 10 });
    const started: string[] = [];
    const a = [0, 1, 2].map((i) => deferred(started, `a${i}`));
    const b = deferred(started, 'b0');
    const results = a.map((d) => gate.run('attacker', d.work));
    await tick();
    expect(started).toEqual(['a0']); // the second slot stays free for someone else
    expect(gate.load).toEqual({ running: 1, queued: 2 });
    const real = gate.run('user', b.work);
    await tick();
    expect(started).toEqual(['a0', 'b0']);
    b.finish();
    expect(await real).toBe('b0');
    a[0]!.finish();
    await tick();
    expect(started).toEqual(['a0', 'b0', 'a1']);
    a[1]!.finish();
    a[2]!.finish();
    expect(await Promise.all(results)).toEqual(['a0', 'a1', 'a2']);
    expect(gate.load).toEqual({ running: 0, queued: 0 });
  });

  it('refuses at once over a key’s queue and over the whole queue, and keeps working after a failure', async () => {
    const gate = new PasswordWorkGate({ concurrency: 1, perKeyConcurrency: 1, perKeyQueue: 1, maxQueued: 2 });
    const started: string[] = [];
    const first = deferred(started, 'x0');
    const running = gate.run('x', first.work);
    const queued = gate.run('x', async () => 'x1');
    await expect(gate.run('x', async () => 'x2')).rejects.toEqual(new PasswordGateFullError('key'));
    const queuedY = gate.run('y', async () => { throw new Error('boom'); });
    await expect(gate.run('z', async () => 'z0')).rejects.toEqual(new PasswordGateFullError('all'));
    first.finish();
    expect(await running).toBe('x0');
    await expect(queuedY).rejects.toThrow('boom');
    expect(await queued).toBe('x1');
    expect(await gate.run('z', async () => 'z1')).toBe('z1');
  });

  it('a key cooling down waits in its queue and says how long in its refusal; other keys run', async () => {
    const gate = new PasswordWorkGate({ concurrency: 2, perKeyConcurrency: 1, perKeyQueue: 1, maxQueued: 10 });
    gate.coolDown('guesser', 300);
    const started = performance.now();
    const waited = gate.run('guesser', async () => performance.now() - started);
    const refusal = await gate.run('guesser', async () => 0).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PasswordGateFullError);
    expect((refusal as PasswordGateFullError).retryAfterMs).toBeGreaterThan(1000 - 1);
    expect(await gate.run('someone', async () => 'now')).toBe('now');
    expect(await waited).toBeGreaterThanOrEqual(280);
  });
});
