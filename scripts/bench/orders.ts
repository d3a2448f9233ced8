/**
 * Placing orders (docs/product-rules.md §Orders 1): a demo API of its own (fresh data dir, the
 * default 20,000 seeded figures, free loopback port) and `--users` collectors (default 50), each
 * registered, signed in and given an address through the API. A moderator sets the stock of the
 * figures used. Three measures:
 *
 * (a) No overselling: a figure with 5 units; every collector has 1 in the cart and has reviewed it;
 *     all POST /api/orders/ at once (each its own Idempotency-Key). Budget: exactly 5 orders, every
 *     other answer a 409 whose change is `unavailable` (the clear "sold out"), stock 0 afterwards.
 * (b) One key: one collector sends the same reviewed order 50 times at once with ONE key. Budget:
 *     every answer 201 with the same order, one order more in the collector's list, one unit taken.
 * (c) Speed: POST /api/orders/ p95 with 10 connections on loopback, budget ≤ 100 ms. Each request
 *     places a real order: every collector's cart is refilled and reviewed before each round (not
 *     measured), then 10 workers place the round's orders, each with a fresh key; a warm-up round
 *     first, then `--rounds` measured rounds (default 4, so 200 orders). Also printed: one order at a
 *     time (one connection), the cost each of the 10 waits behind (placing is one write transaction
 *     at a time: src/demo-api/storage/write-transaction.ts).
 *
 *   npx tsx scripts/bench/orders.ts [--users 50] [--rounds 4]
 */
import { Agent } from 'node:http';
import { apiRegister, apiSignIn, moderator, unique } from '../../tests/support/accounts.ts';
import { startDemoApi } from '../../tests/support/demo-api.ts';
import { apiPaths } from '../../src/shared/api/paths.ts';
import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderRequest } from '../../src/shared/api/orders.ts';
import { moderationPaths } from '../../src/shared/api/moderation.ts';
import { argument } from './lib/args.ts';
import { FigureLog } from './lib/figures.ts';
import { call, pool, type Answer } from './lib/json-calls.ts';
import { percentile } from './lib/stats.ts';

const P95_BUDGET_MS = 100;
const CONNECTIONS = 10;
/** Units of the figure the collectors race for. */
const LAST_UNITS = 5;
/** A Berlin address the API's rules accept. */
const ADDRESS = { full_name: 'Bench Collector', line1: 'Unter den Linden 1', city: 'Berlin', postcode: '10115', country: 'DE', phone: '+49 30 901820' };

function numberArgument(name: string, fallback: number, max: number): number {
  const value = Number(argument(name) ?? fallback);
  return Number.isFinite(value) && value > 0 ? Math.min(Math.floor(value), max) : fallback;
}

interface Collector {
  token: string;
  addressId: number;
}

async function main(): Promise<number> {
  const users = numberArgument('--users', 50, 200);
  const rounds = numberArgument('--rounds', 4, 20);
  const log = new FigureLog('orders');
  const started = Date.now();
  // Seeding 20,000 figures can take long on a busy 2-core machine; start-up is reported, not budgeted.
  const api = await startDemoApi({ dataDirPrefix: 'figure-shop-bench-', echoStderr: true, startTimeoutMs: 180_000 });
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const setupAgent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const wide = new Agent({ keepAlive: true, maxSockets: users + 10 });
  try {
    log.add({ name: 'demo API start-up with --reset (20,000 figures seeded)', value: (Date.now() - started) / 1000, unit: 's' });
    const url = (path: string) => `${api.url}${path}`;
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const must = async (answer: Promise<Answer>, what: string, ok = (status: number) => status >= 200 && status < 300) => {
      const res = await answer;
      if (!ok(res.status)) throw new Error(`${what} answered HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
      return res;
    };

    // Three figures in stock (not adult): one to race for, one for the single key, one for the speed rounds.
    const list = (await must(call(setupAgent, url('/api/figures/?status=in_stock&ordering=-popularity'), 'GET', undefined), 'the catalogue')).body as { results: Array<{ slug: string }> };
    const [race, single, speed] = list.results.map((card) => card.slug);
    if (!race || !single || !speed) throw new Error('the catalogue has fewer than 3 figures in stock');
    const moderatorToken = (await apiSignIn(api.url, moderator)).access_token;
    const setStock = (slug: string, stock: number) => must(call(setupAgent, url(moderationPaths.figure(slug)), 'PATCH', { stock }, as(moderatorToken)), `stock of ${slug}`);
    await setStock(race, LAST_UNITS);
    await setStock(single, 1000);
    await setStock(speed, 100_000);

    // The collectors: registered through the API (mail link included), each with one address.
    const registeredAt = Date.now();
    const collectors: Collector[] = await pool(Array.from({ length: users }), 4, async () => {
      const name = unique('bench');
      const { access_token } = await apiRegister(api.url, { email: `${name}@figureshop.test`, username: name, password: `long-bench-pass-${name}` });
      const address = await must(call(setupAgent, url(apiPaths.addresses), 'POST', ADDRESS, as(access_token)), 'an address');
      return { token: access_token, addressId: (address.body as { id: number }).id };
    });
    console.log(`bench orders | ${users} collectors registered, signed in and given an address in ${((Date.now() - registeredAt) / 1000).toFixed(1)} s`);

    /** Puts 1 unit of `slug` in the collector's cart and reviews it: the request placing it sends. */
    const reviewed = async ({ token, addressId }: Collector, slug: string): Promise<PlaceOrderRequest> => {
      await must(call(setupAgent, url(apiPaths.cart), 'POST', { slug, quantity: 1 }, as(token)), 'adding to the cart');
      const quote = (await must(call(setupAgent, url(apiPaths.checkoutQuote), 'POST', { address_id: addressId, method: 'ems' }, as(token)), 'the quote')).body as {
        shipments: Array<{ lines: Array<{ slug: string; quantity: number; unit_price_jpy: number }> }>;
        totals: { total_jpy: number; due_now_jpy: number };
      };
      const lines = quote.shipments.flatMap((shipment) => shipment.lines).map(({ slug: s, quantity, unit_price_jpy }) => ({ slug: s, quantity, unit_price_jpy }));
      return { address_id: addressId, method: 'ems', ship_together: false, expected: { lines, total_jpy: quote.totals.total_jpy, due_now_jpy: quote.totals.due_now_jpy } };
    };
    const place = (via: Agent, token: string, body: PlaceOrderRequest, key: string) => call(via, url(apiPaths.orders), 'POST', body, { ...as(token), [IDEMPOTENCY_KEY_HEADER]: key });
    const stockOf = async (slug: string) => ((await must(call(setupAgent, url(`/api/figures/${slug}/`), 'GET', undefined), 'the figure')).body as { stock: number | null }).stock;

    // (a) The last units: every collector at once, each its own key.
    const raceRequests = await pool(collectors, CONNECTIONS, (c) => reviewed(c, race));
    const raced = await Promise.all(collectors.map((c, i) => place(wide, c.token, raceRequests[i]!, `race-${i}-${unique('k')}`)));
    const soldOut = raced.filter((res) => {
      const body = res.body as { code?: string; changes?: Array<{ kind: string; slug?: string }> };
      return res.status === 409 && body.code === 'order_changed' && body.changes?.length === 1 && body.changes[0]?.kind === 'unavailable' && body.changes[0].slug === race;
    }).length;
    const raceStock = await stockOf(race);
    log.add({ name: `(a) ${users} collectors at once for ${LAST_UNITS} units: orders placed (201)`, value: raced.filter((res) => res.status === 201).length, unit: 'orders', digits: 0, budget: { kind: 'equal', limit: LAST_UNITS } });
    log.add({ name: '(a) answered 409 unavailable (sold out)', value: soldOut, unit: 'answers', digits: 0, budget: { kind: 'equal', limit: users - LAST_UNITS } });
    log.add({ name: '(a) stock afterwards', value: raceStock ?? -1, unit: 'units', digits: 0, budget: { kind: 'equal', limit: 0 } });
    const others = raced.filter((res) => res.status !== 201 && res.status !== 409).map((res) => res.status);
    if (others.length > 0) console.log(`bench orders | (a) other answers: ${others.join(', ')}`);
    // The losers' carts still hold the sold-out figure: emptied before the next measures.
    await pool(collectors, CONNECTIONS, (c) => call(setupAgent, url(apiPaths.cartItem(race)), 'DELETE', undefined, as(c.token)));

    // (b) One key, 50 tries at once.
    const first = collectors[0]!;
    const countOrders = async () => ((await must(call(setupAgent, url(apiPaths.orders), 'GET', undefined, as(first.token)), 'the order list')).body as { count: number }).count;
    const ordersBefore = await countOrders();
    const singleBefore = (await stockOf(single)) ?? 0;
    const once = await reviewed(first, single);
    const key = unique('one-key-');
    const tries = await Promise.all(Array.from({ length: 50 }, () => place(wide, first.token, once, key)));
    const ids = new Set(tries.filter((res) => res.status === 201).map((res) => (res.body as { id: number }).id));
    log.add({ name: '(b) 50 tries at once with one key: answers 201', value: tries.filter((res) => res.status === 201).length, unit: 'answers', digits: 0, budget: { kind: 'equal', limit: 50 } });
    log.add({ name: '(b) distinct orders in those answers', value: ids.size, unit: 'orders', digits: 0, budget: { kind: 'equal', limit: 1 } });
    log.add({ name: "(b) orders added to the collector's list", value: (await countOrders()) - ordersBefore, unit: 'orders', digits: 0, budget: { kind: 'equal', limit: 1 } });
    log.add({ name: '(b) units taken', value: singleBefore - ((await stockOf(single)) ?? 0), unit: 'units', digits: 0, budget: { kind: 'equal', limit: 1 } });

    // (c) Speed: rounds of one order per collector, 10 connections, carts refilled between rounds.
    const latencies: number[] = [];
    let failed = 0;
    for (let round = 0; round <= rounds; round += 1) {
      const requests = await pool(collectors, CONNECTIONS, (c) => reviewed(c, speed));
      const answers = await pool(collectors, CONNECTIONS, (c, i) => place(agent, c.token, requests[i]!, unique(`speed-${round}-${i}-`)));
      if (round === 0) continue; // warm-up: JIT, SQLite page cache, sockets
      for (const res of answers) {
        if (res.status === 201) latencies.push(res.ms);
        else failed += 1;
      }
    }
    // The cost of one order alone (one collector after another, one connection): what the 10 connections queue behind.
    const alone: number[] = [];
    for (const [i, c] of collectors.entries()) {
      const body = await reviewed(c, speed);
      const res = await place(setupAgent, c.token, body, unique(`alone-${i}-`));
      if (res.status === 201) alone.push(res.ms);
      else failed += 1;
    }
    log.add({ name: '(c) POST /api/orders/ one at a time: median', value: percentile(alone, 50), unit: 'ms' });
    log.add({ name: '(c) POST /api/orders/ one at a time: p95', value: percentile(alone, 95), unit: 'ms' });
    log.add({ name: `(c) POST /api/orders/ orders placed in ${rounds} measured rounds`, value: latencies.length, unit: 'orders', digits: 0 });
    log.add({ name: `(c) POST /api/orders/ latency p50 (${CONNECTIONS} connections)`, value: percentile(latencies, 50), unit: 'ms' });
    log.add({ name: `(c) POST /api/orders/ latency p95 (${CONNECTIONS} connections)`, value: percentile(latencies, 95), unit: 'ms', budget: { kind: 'max', limit: P95_BUDGET_MS } });
    log.add({ name: `(c) POST /api/orders/ latency p99 (${CONNECTIONS} connections)`, value: percentile(latencies, 99), unit: 'ms' });
    log.add({ name: '(c) failed or non-201 answers', value: failed, unit: 'answers', digits: 0, budget: { kind: 'equal', limit: 0 } });
  } finally {
    agent.destroy();
    setupAgent.destroy();
    wide.destroy();
    await api.stop();
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
