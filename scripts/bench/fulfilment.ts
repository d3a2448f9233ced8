/**
 * Releasing a pre-order (docs/product-rules.md §Fulfilment 1, 3, 5): "Releasing a figure with 2,000
 * reserved lines invoices them in ≤ 2 s and sends each collector exactly one notification; the
 * invoicing job run twice at once invoices each line once."
 *
 * Each set-up is a fresh demo API of its own: a new temporary data dir, the default 20,000 seeded
 * figures, listening on a free loopback port. It runs in THIS process (src/demo-api/server.ts
 * buildServer, what cli.ts runs), because the function under test, orders/release.ts
 * `invoiceRelease`, is called directly on the same file (db.ts `openDatabase`). Per set-up:
 *
 * - One pre-order figure (not adult, open, never ordered) gets an allocation of `--collectors` + 10
 *   (allocation is not a moderator's field, so it is set on the row, as the order tests stage it).
 * - `--collectors` collectors (default 2,000) each hold ONE reserved line of it in an order of their
 *   own. The first collector goes all the way through the API (register, mail link, address, cart,
 *   quote, POST /api/orders/), which also gives the quote every other order is written from. The
 *   other 1,999 are written through the real code paths that placing uses, but in ONE write
 *   transaction: accounts/users.ts `insertUser`, orders/stock.ts `takeUnits` (the allocation),
 *   orders/repository.ts `insertOrder` (status `reserved`, shipment `on_release`, no invoice yet) and
 *   orders/notify.ts `recordOrderChange` ('placed': event, notification, confirmation e-mail). Why
 *   not 2,000 POSTs: each needs a registration (scrypt), a mail link, a cart, a quote and its own
 *   commit, minutes per set-up on this 2-core machine (estimated, not measured), none of it what is
 *   measured; what invoicing reads (orders, lines, shipments, users, preferences) is the same rows
 *   either way. The set-up takes 2–7 s this way.
 * - The figure is released as a moderator's PATCH does it, without its HTTP call (which would
 *   invoice inside the route): moderation/rules.ts `resolveFigureChange` to in_stock with 100 units,
 *   then moderation/repository.ts `saveFigureChange` (figure row and change log).
 *
 * Measures:
 * (a) `--runs` set-ups (default 3): the wall time of ONE `invoiceRelease(db, figure, now, mail)` on
 *     that database (budget: the slowest ≤ 2,000 ms), then what it wrote, read back: lines invoiced,
 *     invoices, collectors with exactly one new `order` notification titled "Your pre-order of …"
 *     (budget: every collector), e-mails written. Also printed: this process's CPU time during the
 *     call (the wall time moves with whatever else runs on the machine; CPU time less so), and when
 *     the event loop first got a turn after the call began (the local client is synchronous, so a
 *     write transaction holds the whole API process until it commits).
 * (b1) A fresh set-up, then the job twice at once in this process (Promise.all) on two database
 *     clients of the same file. This process runs its write transactions one at a time
 *     (storage/write-transaction.ts), so the second waits for the first's commit, then finds nothing.
 * (b2) A fresh set-up, then the job in two separate processes at once (two API processes on one file:
 *     each its own `openDatabase`, both told to start at the same moment): SQLite's write lock and
 *     the conditional UPDATE (only `reserved` lines move) decide. The second waits for the first's
 *     commit inside SQLite's busy handler, at most db.ts BUSY_TIMEOUT_MS (5 s), and fails with
 *     SQLITE_BUSY past that: printed as "processes that failed" (no budget: nothing is invoiced twice).
 *     Budget of both: invoices = lines invoiced = collectors, no invoice without a line, every
 *     collector exactly one release notification.
 *
 *   npx tsx scripts/bench/fulfilment.ts [--collectors 2000] [--runs 3]
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import { apiRegister, moderator, unique } from '../../tests/support/accounts.ts';
import { freePort } from '../../tests/support/demo-api.ts';
import { apiPaths } from '../../src/shared/api/paths.ts';
import { addressFieldsSchema, shippingZones, type PlaceOrderRequest, type Quote, type ShippingCountry } from '../../src/shared/api/index.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/api/orders.ts';
import { buildServer } from '../../src/demo-api/server.ts';
import { openDatabase, queryAll, queryOne, run, writeConnectionOf } from '../../src/demo-api/storage/db.ts';
import { inWriteTransaction } from '../../src/demo-api/storage/write-transaction.ts';
import { insertUser } from '../../src/demo-api/accounts/users.ts';
import { hashPassword } from '../../src/demo-api/auth/passwords.ts';
import { shippingPrice } from '../../src/demo-api/checkout/shipping-rates.ts';
import { findModeratedFigure, saveFigureChange } from '../../src/demo-api/moderation/repository.ts';
import { resolveFigureChange } from '../../src/demo-api/moderation/rules.ts';
import { recordOrderChange } from '../../src/demo-api/orders/notify.ts';
import type { OrderMailSettings } from '../../src/demo-api/orders/order-mail.ts';
import { invoiceRelease } from '../../src/demo-api/orders/release.ts';
import { insertOrder, type NewOrder } from '../../src/demo-api/orders/repository.ts';
import { takeUnits } from '../../src/demo-api/orders/stock.ts';
import { argument } from './lib/args.ts';
import { FigureLog } from './lib/figures.ts';

const BUDGET_MS = 2000;
/** Where the e-mails' links point: the web app's first default origin (orderMailSettings of the default config). */
const MAIL: OrderMailSettings = { appOrigin: 'http://127.0.0.1:5173' };
/** A Berlin address the API's rules accept. */
const ADDRESS = { full_name: 'Bench Collector', line1: 'Unter den Linden 1', city: 'Berlin', postcode: '10115', country: 'DE', phone: '+49 30 901820' };
/** Units the moderator puts in stock at release. */
const RELEASED_STOCK = 100;
/** The title every release notification starts with (orders/notify.ts, 'invoiced'). */
const RELEASE_TITLE = 'Your pre-order of';
/** Flag of the child process of (b2). */
const CHILD_FLAG = '--release-child';

function numberArgument(name: string, fallback: number, max: number): number {
  const value = Number(argument(name) ?? fallback);
  return Number.isFinite(value) && value > 0 ? Math.min(Math.floor(value), max) : fallback;
}

const count = async (db: Client, sql: string, args: Array<string | number> = []) => Number((await queryOne(db, sql, args))?.n ?? 0);

/** One JSON call to the API; throws unless it answers 2xx. */
async function must<T>(url: string, method: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** A demo API with a released pre-order figure and its collectors' reserved lines (see the file header). */
interface SetUp {
  dataDir: string;
  app: FastifyInstance;
  /** The bench's own client of the same file (with its write connection). */
  db: Client;
  figureId: number;
  figureName: string;
  userIds: number[];
  /** Highest notification and mailbox ids before the release: what is above them is new. */
  notificationsBefore: number;
  mailBefore: number;
  /** Seconds: demo API start (seeding); the collectors' orders. */
  startS: number;
  ordersS: number;
  stop(): Promise<void>;
}

async function setUp(collectors: number): Promise<SetUp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'figure-shop-bench-fulfilment-'));
  const started = Date.now();
  const app = await buildServer({ dataDir, logger: { level: 'warn' } });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${port}`;
  const db = await openDatabase(dataDir);
  const stop = async () => {
    db.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const startS = (Date.now() - started) / 1000;
    const ordersAt = Date.now();
    const today = new Date().toISOString().slice(0, 10);

    // The figure: on pre-order, open, not adult, with no order lines yet (the seed's order history has some).
    const figure = await queryOne(
      db,
      `SELECT id, slug, name FROM figures f WHERE status = 'preorder' AND adult = 0 AND preorder_closes_at >= ?
         AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.figure_id = f.id) ORDER BY id LIMIT 1`,
      [today],
    );
    if (!figure) throw new Error('the catalogue has no open pre-order without orders');
    const figureId = Number(figure.id);
    const slug = String(figure.slug);
    await run(db, 'UPDATE figures SET allocation = ? WHERE id = ?', [collectors + 10, figureId]);

    // The first collector, all through the API: registered, an address, the figure in the cart, reviewed, placed.
    const name = unique('fulfil');
    const { access_token } = await apiRegister(apiUrl, { email: `${name}@figureshop.test`, username: name, password: `long-bench-pass-${name}` });
    const as = { authorization: `Bearer ${access_token}` };
    const address = await must<{ id: number }>(`${apiUrl}${apiPaths.addresses}`, 'POST', ADDRESS, as);
    await must(`${apiUrl}${apiPaths.cart}`, 'POST', { slug, quantity: 1 }, as);
    const quote = await must<Quote>(`${apiUrl}${apiPaths.checkoutQuote}`, 'POST', { address_id: address.id, method: 'ems', ship_together: false }, as);
    const lines = quote.shipments.flatMap((shipment) => shipment.lines);
    if (lines.length !== 1 || lines[0]!.kind !== 'preorder' || quote.shipments[0]!.charged_now) throw new Error(`unexpected quote: ${JSON.stringify(quote).slice(0, 300)}`);
    const placeRequest: PlaceOrderRequest = {
      address_id: address.id,
      method: 'ems',
      ship_together: false,
      expected: { lines: lines.map(({ slug: s, quantity, unit_price_jpy }) => ({ slug: s, quantity, unit_price_jpy })), total_jpy: quote.totals.total_jpy, due_now_jpy: quote.totals.due_now_jpy },
    };
    await must(`${apiUrl}${apiPaths.orders}`, 'POST', placeRequest, { ...as, [IDEMPOTENCY_KEY_HEADER]: unique('fulfil-key-') });

    // The others: the order placing would write from that quote (as orders/place.ts builds it), in one write transaction.
    const zone = shippingZones[ADDRESS.country as ShippingCountry];
    const template: Omit<NewOrder, 'userId' | 'createdAt'> = {
      method: 'ems',
      shipTogether: quote.ship_together,
      address: addressFieldsSchema.parse(ADDRESS),
      rate: quote.rate,
      totals: quote.totals,
      paymentDueAt: null,
      lines: [{ figureId, line: lines[0]!, kind: 'preorder', status: 'reserved', shipment: 0 }],
      shipments: quote.shipments.map((shipment) => {
        const days = shippingPrice('ems', zone, shipment.weight_g)!;
        return {
          kind: shipment.kind,
          release_month: shipment.release_month,
          method: 'ems' as const,
          weight_g: shipment.weight_g,
          shipping_jpy: shipment.shipping_jpy ?? days.price_jpy,
          days_min: days.days_min,
          days_max: days.days_max,
          charged_now: shipment.charged_now,
        };
      }),
    };
    const passwordHash = await hashPassword(`long-bench-pass-${name}`);
    await inWriteTransaction(db, async (tx) => {
      // insertUser wants a whole client: the write connection is the one `tx` runs on.
      const connection = writeConnectionOf(db);
      for (let i = 1; i < collectors; i += 1) {
        const createdAt = new Date().toISOString();
        const user = await insertUser(connection, { email: `${name}-${i}@figureshop.test`, username: `${name}_${i}`, passwordHash, emailVerified: true, dateJoined: createdAt });
        if (!(await takeUnits(tx, figureId, 'preorder', 1))) throw new Error(`the allocation ran out at collector ${i}`);
        const order = await insertOrder(tx, { ...template, userId: user.id, createdAt });
        await recordOrderChange(tx, order, { kind: 'placed', dueNowJpy: quote.totals.due_now_jpy, dueAt: null, reserved: true }, createdAt, MAIL);
      }
    });
    const userIds = (await queryAll(db, "SELECT DISTINCT o.user_id FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.figure_id = ? AND l.status = 'reserved'", [figureId])).map((row) => Number(row.user_id));
    if (userIds.length !== collectors) throw new Error(`${userIds.length} collectors hold a reserved line, not ${collectors}`);

    // Released, as the moderator's PATCH writes it.
    const moderatorId = Number((await queryOne(db, 'SELECT id FROM users WHERE email = ?', [moderator.email]))!.id);
    const moderated = (await findModeratedFigure(db, slug))!;
    const change = resolveFigureChange(moderated.state, { status: 'in_stock', stock: RELEASED_STOCK }, today);
    if (!change.ok) throw new Error(`the release was refused: ${JSON.stringify(change.errors)}`);
    await saveFigureChange(db, moderatorId, moderated, change.next, new Date().toISOString());

    return {
      dataDir,
      app,
      db,
      figureId,
      figureName: String(figure.name),
      userIds,
      notificationsBefore: await count(db, 'SELECT COALESCE(MAX(id), 0) AS n FROM notifications'),
      mailBefore: await count(db, 'SELECT COALESCE(MAX(id), 0) AS n FROM mailbox'),
      startS,
      ordersS: (Date.now() - ordersAt) / 1000,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What the release wrote, read back from the database. */
interface Written {
  linesInvoiced: number;
  linesReserved: number;
  invoices: number;
  emptyInvoices: number;
  /** Collectors with exactly one, none, and more than one new release notification. */
  notifiedOnce: number;
  notNotified: number;
  notifiedTwice: number;
  /** New notifications of the collectors that are not a release notification. */
  otherNotifications: number;
  mails: number;
  /** Collectors with exactly one new release e-mail. */
  mailedOnce: number;
}

async function written(s: SetUp): Promise<Written> {
  const { db, figureId } = s;
  const ids = JSON.stringify(s.userIds);
  const perCollector = await queryAll(
    db,
    `SELECT u.id,
       (SELECT COUNT(*) FROM notifications n WHERE n.user_id = u.id AND n.id > ? AND n.kind = 'order' AND n.title LIKE ? || '%') AS released,
       (SELECT COUNT(*) FROM notifications n WHERE n.user_id = u.id AND n.id > ?) AS everything,
       (SELECT COUNT(*) FROM mailbox m WHERE m.to_email = u.email AND m.id > ? AND m.subject LIKE ? || '%') AS mailed
     FROM users u WHERE u.id IN (SELECT value FROM json_each(?))`,
    [s.notificationsBefore, RELEASE_TITLE, s.notificationsBefore, s.mailBefore, RELEASE_TITLE, ids],
  );
  const released = perCollector.map((row) => Number(row.released));
  const ofFigure = 'SELECT order_id FROM order_lines WHERE figure_id = ?';
  return {
    linesInvoiced: await count(db, "SELECT COUNT(*) AS n FROM order_lines WHERE figure_id = ? AND status = 'invoiced' AND invoice_id IS NOT NULL", [figureId]),
    linesReserved: await count(db, "SELECT COUNT(*) AS n FROM order_lines WHERE figure_id = ? AND status = 'reserved'", [figureId]),
    invoices: await count(db, `SELECT COUNT(*) AS n FROM order_invoices WHERE order_id IN (${ofFigure})`, [figureId]),
    emptyInvoices: await count(db, `SELECT COUNT(*) AS n FROM order_invoices i WHERE order_id IN (${ofFigure}) AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.invoice_id = i.id)`, [figureId]),
    notifiedOnce: released.filter((n) => n === 1).length,
    notNotified: released.filter((n) => n === 0).length,
    notifiedTwice: released.filter((n) => n > 1).length,
    otherNotifications: perCollector.reduce((sum, row) => sum + Number(row.everything) - Number(row.released), 0),
    mails: await count(db, 'SELECT COUNT(*) AS n FROM mailbox WHERE id > ?', [s.mailBefore]),
    mailedOnce: perCollector.filter((row) => Number(row.mailed) === 1).length,
  };
}

/** Prints the checks of "each line invoiced once, each collector told once" with their budgets. */
function logOnce(log: FigureLog, label: string, w: Written, collectors: number): void {
  log.add({ name: `${label} lines invoiced`, value: w.linesInvoiced, unit: 'lines', digits: 0, budget: { kind: 'equal', limit: collectors } });
  log.add({ name: `${label} invoices created`, value: w.invoices, unit: 'invoices', digits: 0, budget: { kind: 'equal', limit: collectors } });
  log.add({ name: `${label} invoices without a line`, value: w.emptyInvoices, unit: 'invoices', digits: 0, budget: { kind: 'equal', limit: 0 } });
  log.add({ name: `${label} collectors with exactly one "${RELEASE_TITLE} …" notification`, value: w.notifiedOnce, unit: 'collectors', digits: 0, budget: { kind: 'equal', limit: collectors } });
  if (w.notNotified + w.notifiedTwice + w.otherNotifications + w.linesReserved > 0) {
    console.log(`bench fulfilment | ${label} collectors not notified: ${w.notNotified}, notified twice or more: ${w.notifiedTwice}, other new notifications: ${w.otherNotifications}, lines still reserved: ${w.linesReserved}`);
  }
  log.add({ name: `${label} e-mails written (collectors with exactly one)`, value: w.mails, unit: `e-mails (${w.mailedOnce})`, digits: 0 });
}

/** (b2): one child process that opens the file, says ready, and runs the job when told to go. */
interface ChildResult {
  invoiced?: number;
  ms?: number;
  error?: string;
}

function releaseInChild(dataDir: string, figureId: number, nowMs: number): { ready: Promise<void>; go(): void; done: Promise<ChildResult> } {
  const child = fork(import.meta.filename, [CHILD_FLAG, dataDir, String(figureId), String(nowMs)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const done = new Promise<ChildResult>((resolve) => {
    child.on('message', (message: { ready?: boolean } & ChildResult) => {
      if (message.ready) markReady();
      else resolve(message);
    });
    child.on('exit', (code) => {
      markReady();
      resolve({ error: `the child exited with code ${code}` });
    });
  });
  return { ready, go: () => child.send('go'), done };
}

async function childMain(): Promise<void> {
  const [dataDir, figureId, nowMs] = process.argv.slice(process.argv.indexOf(CHILD_FLAG) + 1);
  const db = await openDatabase(dataDir!);
  await db.execute('SELECT COUNT(*) FROM order_lines'); // schema read and cache warm, as a running API's would be
  await writeConnectionOf(db).execute('SELECT COUNT(*) FROM order_lines');
  await new Promise<void>((resolve) => {
    process.once('message', () => resolve());
    process.send!({ ready: true });
  });
  const started = performance.now();
  try {
    const invoiced = await invoiceRelease(db, Number(figureId), Number(nowMs), MAIL);
    process.send!({ invoiced: invoiced.length, ms: performance.now() - started });
  } catch (error) {
    process.send!({ error: (error as Error).message, ms: performance.now() - started });
  } finally {
    db.close();
  }
  process.disconnect();
}

async function main(): Promise<number> {
  const collectors = numberArgument('--collectors', 2000, 20_000);
  const runs = numberArgument('--runs', 3, 10);
  const log = new FigureLog('fulfilment');
  const setUpLine = (label: string, s: SetUp) =>
    console.log(`bench fulfilment | ${label} set-up: demo API with 20,000 figures in ${s.startS.toFixed(1)} s; ${collectors} collectors' reserved orders of "${s.figureName}" in ${s.ordersS.toFixed(1)} s`);

  // (a) One release, timed, on fresh set-ups.
  const times: number[] = [];
  for (let i = 1; i <= runs; i += 1) {
    const s = await setUp(collectors);
    try {
      setUpLine(`(a) run ${i}`, s);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      // When the event loop next gets a turn: a request to this API process waits at least that long.
      let firstTurn = Number.NaN;
      setImmediate(() => (firstTurn = performance.now() - started));
      const invoiced = await invoiceRelease(s.db, s.figureId, Date.now(), MAIL);
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      await new Promise((resolve) => setImmediate(resolve));
      times.push(ms);
      log.add({ name: `(a) run ${i}: invoiceRelease of ${collectors} reserved lines, wall time`, value: ms, unit: 'ms' });
      log.add({ name: `(a) run ${i}: CPU time of this process meanwhile (user + system)`, value: (cpu.user + cpu.system) / 1000, unit: 'ms' });
      log.add({ name: `(a) run ${i}: event loop's first turn after the call began`, value: firstTurn, unit: 'ms' });
      log.add({ name: `(a) run ${i}: orders it answered as invoiced`, value: invoiced.length, unit: 'orders', digits: 0 });
      logOnce(log, `(a) run ${i}:`, await written(s), collectors);
    } finally {
      await s.stop();
    }
  }
  log.add({ name: `(a) invoiceRelease of ${collectors} reserved lines, slowest of ${runs}`, value: Math.max(...times), unit: 'ms', budget: { kind: 'max', limit: BUDGET_MS } });

  // (b1) The job twice at once in one process, on two clients of the same file.
  {
    const s = await setUp(collectors);
    const second = await openDatabase(s.dataDir);
    try {
      setUpLine('(b1)', s);
      const nowMs = Date.now();
      const started = performance.now();
      const timed = async (db: Client) => {
        const invoiced = await invoiceRelease(db, s.figureId, nowMs, MAIL);
        return { invoiced: invoiced.length, ms: performance.now() - started };
      };
      const [one, two] = await Promise.all([timed(s.db), timed(second)]);
      console.log(`bench fulfilment | (b1) two calls at once in one process: ${one.invoiced} and ${two.invoiced} orders invoiced, done after ${one.ms.toFixed(0)} and ${two.ms.toFixed(0)} ms`);
      log.add({ name: '(b1) two at once, one process, two clients: wall time', value: performance.now() - started, unit: 'ms' });
      logOnce(log, '(b1)', await written(s), collectors);
    } finally {
      second.close();
      await s.stop();
    }
  }

  // (b2) The job twice at once from two processes on the same file.
  {
    const s = await setUp(collectors);
    try {
      setUpLine('(b2)', s);
      const nowMs = Date.now();
      const children = [releaseInChild(s.dataDir, s.figureId, nowMs), releaseInChild(s.dataDir, s.figureId, nowMs)];
      await Promise.all(children.map((child) => child.ready));
      const started = performance.now();
      for (const child of children) child.go();
      const results = await Promise.all(children.map((child) => child.done));
      const wall = performance.now() - started;
      const shown = results.map((r) => (r.error ? `error "${r.error}" after ${(r.ms ?? 0).toFixed(0)} ms` : `${r.invoiced} orders in ${(r.ms ?? 0).toFixed(0)} ms`));
      console.log(`bench fulfilment | (b2) two processes at once: ${shown.join('; ')}`);
      log.add({ name: '(b2) two at once, two processes: wall time', value: wall, unit: 'ms' });
      log.add({ name: '(b2) processes that failed', value: results.filter((r) => r.error).length, unit: 'processes', digits: 0 });
      logOnce(log, '(b2)', await written(s), collectors);
    } finally {
      await s.stop();
    }
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) {
  if (process.argv.includes(CHILD_FLAG)) await childMain();
  else process.exit(await main());
}
