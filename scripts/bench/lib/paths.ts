/** Where the benchmarks keep what they build and write: under node_modules/.cache (ignored by git and ESLint). */
import { resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../../..');
export const benchCacheDir = resolve(projectRoot, 'node_modules/.cache/bench');
/** The web app built for the benchmarks (production build, demo mode on, API on the bench port). */
export const benchDistDir = resolve(benchCacheDir, 'dist-web');

/** Loopback ports of the benchmarks, away from the e2e defaults (8799/4799) and the demo (8000/5173). */
export const benchPorts = {
  api: Number(process.env.BENCH_API_PORT ?? 8861),
  web: Number(process.env.BENCH_WEB_PORT ?? 4861),
  /** A second API for benchmarks that need their own token lifetime (401 storm). */
  shortApi: Number(process.env.BENCH_SHORT_API_PORT ?? 8862),
  /** The throughput benchmark's own API, so its load never meets another benchmark. */
  loadApi: Number(process.env.BENCH_LOAD_API_PORT ?? 8863),
};

export const benchApiUrl = `http://127.0.0.1:${benchPorts.api}`;
export const benchWebUrl = `http://127.0.0.1:${benchPorts.web}`;
/** The web server's origins the bench API allows (CORS): plain http, and https when served over HTTP/2 (lib/browser-bench.ts). */
export const benchWebOrigins = [benchWebUrl, `https://127.0.0.1:${benchPorts.web}`];
