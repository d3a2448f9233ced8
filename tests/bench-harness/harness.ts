/**
 * A page for the 401-storm benchmark (scripts/bench/refresh-storm.ts): the app's real composition
 * root (createAppServices over the web platform: one axios instance with its interceptors, the
 * single-flight refresh, the session and its Web Locks, the auth store on localStorage), without
 * the UI. Playwright drives it through `window.benchHarness`.
 */
import { createAppServices } from '@renderer/app/services';
import { getPlatform } from '@renderer/platform';

// A clock the benchmark can set behind the server's (the client then takes an expired token for a
// valid one and only learns otherwise from the 401s: the storm the single-flight refresh is for).
const realNow = Date.now.bind(Date);
let clockSkewMs = 0;
Date.now = () => realNow() + clockSkewMs;

const services = createAppServices(getPlatform());

/** What the benchmark calls in the page. Times are milliseconds (performance.now()). */
export interface BenchHarness {
  /** Signs in with e-mail and password through the session (POST /api/account/login/ + profile). */
  signIn(email: string, password: string): Promise<void>;
  /** Sets the page's clock `ms` milliseconds off the real one (negative: behind). */
  skewClock(ms: number): void;
  /** The stored access token's `exp` claim, seconds since the epoch (null when none). */
  accessTokenExp(): number | null;
  /**
   * Fires `count` GET /api/notifications/count/ at once through the client and resolves with each
   * call's completion time in ms from the burst's start (-1 for a call that failed) and the wall time until the last one settled.
   */
  burst(count: number): Promise<{ latencies: number[]; wallMs: number }>;
}

const harness: BenchHarness = {
  async signIn(email, password) {
    await services.session.signIn({ email, password });
  },
  skewClock(ms) {
    clockSkewMs = ms;
  },
  accessTokenExp() {
    const token = services.authStore.getState().accessToken;
    if (!token) return null;
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as { exp?: number };
    return payload.exp ?? null;
  },
  async burst(count) {
    const started = performance.now();
    const latencies = await Promise.all(
      Array.from({ length: count }, async () => {
        try {
          await services.notificationsApi.count();
          return performance.now() - started;
        } catch {
          return -1;
        }
      }),
    );
    return { latencies, wallMs: performance.now() - started };
  },
};

(window as unknown as { benchHarness: BenchHarness }).benchHarness = harness;
document.body.dataset.ready = 'true';
