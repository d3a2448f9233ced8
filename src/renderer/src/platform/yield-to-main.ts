/** The browser globals `yieldToMain` uses, injectable for tests. */
export interface YieldHost {
  /** The Prioritized Task Scheduling API's `scheduler.yield()`, where the browser has it. */
  scheduler?: { yield?: () => Promise<void> };
  MessageChannel?: typeof MessageChannel;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Resolves in a new task, so the work after `await yieldToMain()` does not lengthen the current
 * one: start-up split this way is several short tasks instead of one long one, and a long task
 * (over 50 ms) is what total blocking time counts. Uses `scheduler.yield()` where the
 * browser has it (the continuation keeps its place at the front of the queue), else a
 * MessageChannel message (no 4 ms timer clamp), else a 0 ms timer. Never rejects.
 */
export function yieldToMain(host: YieldHost = globalThis as unknown as YieldHost): Promise<void> {
  const schedulerYield = host.scheduler?.yield;
  if (schedulerYield) return schedulerYield.call(host.scheduler).catch(() => undefined);
  return new Promise((resolve) => {
    if (host.MessageChannel) {
      const channel = new host.MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    } else host.setTimeout(resolve, 0);
  });
}
