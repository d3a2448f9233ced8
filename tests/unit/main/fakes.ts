/** Test doubles shared by the main-process unit tests (no Electron anywhere). */
import type { Logger } from '../../../src/main/log';
import type { Clock } from '../../../src/main/oauth';

/** A clock whose time moves only when told; timers fire in `advance`. */
export class FakeClock implements Clock {
  private time = 1_700_000_000_000;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }
  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  /** Moves time forward by `ms`, firing due timers in order. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
    }
    this.time = until;
  }
  /** Moves time without firing timers (a machine waking from sleep). */
  jump(ms: number): void {
    this.time += ms;
  }
  get pendingTimers(): number {
    return this.timers.size;
  }
}

/** A logger that records lines by level. */
export function recordingLogger(): Logger & { lines: string[]; warnings: string[]; errors: string[] } {
  const lines: string[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    warnings,
    errors,
    info: (m) => void lines.push(`info ${m}`),
    warn: (m) => {
      lines.push(`warn ${m}`);
      warnings.push(m);
    },
    error: (m, e) => {
      const line = e === undefined ? m : `${m}: ${String(e)}`;
      lines.push(`error ${line}`);
      errors.push(line);
    },
  };
}

/** Settles-later tracking of a promise, for asserting on its state synchronously. */
export function track<T>(promise: Promise<T>): { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: Error } {
  const tracked: { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: Error } = { state: 'pending' };
  promise.then(
    (value) => {
      tracked.state = 'resolved';
      tracked.value = value;
    },
    (error: Error) => {
      tracked.state = 'rejected';
      tracked.error = error;
    },
  );
  return tracked;
}

/** Lets pending promise callbacks run (one macrotask turn). */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A fake `openExternal` that records URLs; `next()` resolves with the next URL opened, whenever
 * that happens (PKCE hashing runs on libuv's thread pool, so no fixed number of turns suffices).
 */
export function recordingOpener(): { open(url: string): Promise<void>; opened: URL[]; next(): Promise<URL> } {
  const opened: URL[] = [];
  const waiting: ((url: URL) => void)[] = [];
  let delivered = 0;
  return {
    opened,
    open: async (url) => {
      const parsed = new URL(url);
      opened.push(parsed);
      waiting.shift()?.(parsed);
    },
    next: () => {
      const index = delivered++;
      const ready = opened[index];
      if (ready) return Promise.resolve(ready);
      return new Promise<URL>((resolve) => waiting.push(resolve));
    },
  };
}
