/** The benchmarks' demo API: the shared launcher (tests/support/demo-api.ts) with the benchmarks' defaults. */
import { startDemoApi, type DemoApi, type DemoApiOptions } from '../../../tests/support/demo-api.ts';

/**
 * Starts a demo API for one benchmark on `port` (refused when in use; set another BENCH_*_PORT),
 * with a fresh data dir, its stderr shown, resolved once it answers (30 s at most).
 */
export function startBenchApi(options: DemoApiOptions & { port: number }): Promise<DemoApi> {
  return startDemoApi({ dataDirPrefix: 'figure-shop-bench-', echoStderr: true, startTimeoutMs: 30_000, ...options });
}
