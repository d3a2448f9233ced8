/**
 * Demo API throughput: autocannon on loopback against a demo API of its own
 * (fresh data dir), for POST /api/account/login/ (scrypt password check, by design the costliest
 * call) and GET /api/notifications/count/ with a Bearer token (the call the shell makes on every
 * route change). Prints requests per second and latency; it has no budget.
 * autocannon runs in this process on the same 2 cores as the API, so the figures are a floor.
 *
 *   npx tsx scripts/bench/api-throughput.ts [--seconds 5] [--connections 10]
 */
import autocannon from 'autocannon';
import { apiSignIn, collector } from '../../tests/support/accounts.ts';
import { argument } from './lib/args.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { FigureLog } from './lib/figures.ts';
import { benchPorts } from './lib/paths.ts';

function numberArgument(name: string, fallback: number): number {
  const given = argument(name);
  const value = given === undefined ? fallback : Number(given);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function main(): Promise<number> {
  const seconds = Math.min(numberArgument('--seconds', 5), 60); // bounded
  const connections = Math.min(numberArgument('--connections', 10), 100);
  const log = new FigureLog('api-throughput');
  const api = await startBenchApi({ port: benchPorts.loadApi });
  try {
    const { access_token } = await apiSignIn(api.url, collector);
    const targets: Array<{ name: string; options: { method: string; headers: Record<string, string>; body?: string } }> = [
      {
        name: 'POST /api/account/login/',
        options: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: collector.email, password: collector.password }) },
      },
      {
        name: 'GET /api/notifications/count/',
        options: { method: 'GET', headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' } },
      },
    ];
    for (const target of targets) {
      const url = `${api.url}${target.name.split(' ')[1]}`;
      await autocannon({ url, connections, duration: 1, ...target.options }); // warm-up
      const result = await autocannon({ url, connections, duration: seconds, ...target.options });
      const failed = result.errors + result.timeouts + result.non2xx;
      log.add({ name: `${target.name}: requests per second (mean, ${connections} connections, ${seconds} s)`, value: result.requests.average, unit: 'req/s' });
      log.add({ name: `${target.name}: latency p50`, value: result.latency.p50, unit: 'ms' });
      log.add({ name: `${target.name}: latency p99`, value: result.latency.p99, unit: 'ms' });
      log.add({ name: `${target.name}: failed or non-2xx answers`, value: failed, unit: 'answers', digits: 0 });
    }
  } finally {
    await api.stop();
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
