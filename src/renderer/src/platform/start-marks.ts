/**
 * The start-up moments the speed benchmark reads from a Chromium trace (user timing marks:
 * scripts/bench/lib/main-thread-profile.ts): `fs:entry` the entry's own code begins (every
 * first-route module has been evaluated), `fs:started` React is given #root, `fs:hydrated` React has
 * adopted the pre-rendered page. A mark costs microseconds and shows in DevTools' timings track.
 */
export type StartMark = 'fs:entry' | 'fs:started' | 'fs:hydrated';

/** Records `name` on the page's performance timeline (nothing where the API is missing). */
export function markStart(name: StartMark): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}
