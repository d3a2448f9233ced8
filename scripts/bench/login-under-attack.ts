/**
 * A real login under a password-guessing flood (docs/product-rules.md §Performance 12): a demo API
 * of its own (fresh data dir, free loopback port); the median latency of 10 real logins of the
 * seeded collector when idle, then the same while 60 bad logins (unknown e-mails, so no account
 * lock ends them early) run at once from another loopback address, each in a bounded loop that
 * stops by itself. Budget: under attack / idle < 2. Before the fix (scrypt on every attempt, no
 * cap) the ratio was about 37 (0.19 s → 7 s).
 *
 * The attacker sends from 127.0.0.2 and the user from 127.0.0.1, as two clients would (the API
 * throttles per address); where 127.0.0.2 cannot be bound (macOS has only 127.0.0.1 by default)
 * both use 127.0.0.1 and the figure says so.
 *
 *   npx tsx scripts/bench/login-under-attack.ts [--attackers 60] [--samples 10]
 */
import { Agent, request } from 'node:http';
import { collector } from '../../tests/support/accounts.ts';
import { startDemoApi } from '../../tests/support/demo-api.ts';
import { argument } from './lib/args.ts';
import { FigureLog } from './lib/figures.ts';
import { median } from './lib/stats.ts';

const USER_ADDRESS = '127.0.0.1';
const ATTACKER_ADDRESS = '127.0.0.2';
/** Bounds of the attack: it stops when told, or after this long, or after this many calls per attacker. */
const ATTACK_MAX_MS = 120_000;
const ATTACK_MAX_CALLS_PER_ATTACKER = 500;

function numberArgument(name: string, fallback: number, max: number): number {
  const value = Number(argument(name) ?? fallback);
  return Number.isFinite(value) && value > 0 ? Math.min(Math.floor(value), max) : fallback;
}

/** POSTs JSON from `localAddress`; resolves the status and the elapsed milliseconds (never rejects). */
function postJson(url: string, body: unknown, localAddress: string, agent: Agent): Promise<{ status: number; ms: number }> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', agent, localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(payload);
  });
}

/** Median latency of `samples` sequential real logins; also how many were not 200. */
async function realLogins(url: string, samples: number, agent: Agent): Promise<{ medianMs: number; refused: number }> {
  const times: number[] = [];
  let refused = 0;
  for (let i = 0; i < samples; i += 1) {
    const { status, ms } = await postJson(url, { email: collector.email, password: collector.password }, USER_ADDRESS, agent);
    if (status !== 200) refused += 1;
    times.push(ms);
  }
  return { medianMs: median(times), refused };
}

async function main(): Promise<number> {
  const attackers = numberArgument('--attackers', 60, 200);
  const samples = numberArgument('--samples', 10, 50);
  const log = new FigureLog('login-under-attack');
  const api = await startDemoApi({ dataDirPrefix: 'figure-shop-bench-', echoStderr: true, startTimeoutMs: 30_000 });
  const url = `${api.url}/api/account/login/`;
  const userAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const attackAgent = new Agent({ keepAlive: true, maxSockets: attackers });
  try {
    // Can this machine send from a second loopback address? (Linux: all of 127/8 is local.)
    const probe = await postJson(url, {}, ATTACKER_ADDRESS, attackAgent);
    const attackerAddress = probe.status === 0 ? USER_ADDRESS : ATTACKER_ADDRESS;

    await realLogins(url, 2, userAgent); // warm-up: scrypt's first run, the database, the JIT
    const idle = await realLogins(url, samples, userAgent);

    const answers = new Map<number, number>();
    let stop = false;
    const deadline = Date.now() + ATTACK_MAX_MS;
    const attacker = async (id: number) => {
      for (let call = 0; call < ATTACK_MAX_CALLS_PER_ATTACKER && !stop && Date.now() < deadline; call += 1) {
        const { status } = await postJson(url, { email: `guess-${id}-${call}@figureshop.test`, password: `wrong-password-${call}` }, attackerAddress, attackAgent);
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
    };
    const flood = Array.from({ length: attackers }, (_, id) => attacker(id));
    await new Promise((resolve) => setTimeout(resolve, 500)); // let the flood reach the server first
    const attacked = await realLogins(url, samples, userAgent);
    stop = true;
    await Promise.all(flood);

    const ratio = attacked.medianMs / idle.medianMs;
    log.add({ name: `real login, idle: median of ${samples}`, value: idle.medianMs, unit: 'ms' });
    log.add({ name: `real login while ${attackers} bad logins run at once (from ${attackerAddress}): median of ${samples}`, value: attacked.medianMs, unit: 'ms' });
    log.add({ name: 'under attack / idle', value: ratio, unit: '×', digits: 2, budget: { kind: 'max', limit: 2 } });
    log.add({ name: 'real logins refused (idle and under attack)', value: idle.refused + attacked.refused, unit: 'logins', digits: 0, budget: { kind: 'equal', limit: 0 } });
    const summary = [...answers.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`).join(', ');
    console.log(`bench login-under-attack | the bad logins were answered: ${summary || 'none sent'}`);
    if (attackerAddress === USER_ADDRESS) console.log(`bench login-under-attack | note: ${ATTACKER_ADDRESS} cannot be bound here, so attacker and user share ${USER_ADDRESS}`);
  } finally {
    userAgent.destroy();
    attackAgent.destroy();
    await api.stop();
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
