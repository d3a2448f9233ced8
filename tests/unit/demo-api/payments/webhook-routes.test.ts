import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages, type PaymentEvent } from '@shared/api';
import { CARDS, clockSeconds, GOOD, paymentHarness, signed, START, webhookSecretOf, type PaymentHarness } from './support';

// POST /api/payments/webhook/ (docs/product-rules.md §Payment 4): the signature is the only
// authentication; replays, stale signatures and unknown sessions change nothing. The events are the
// ones the provider itself queued (read from its outbox) and are signed here by the documented scheme.

let h: PaymentHarness;
let secret: Buffer;
beforeAll(async () => {
  h = await paymentHarness();
  secret = webhookSecretOf(await h.serverSecret());
}, 60_000);
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.db.execute('DELETE FROM cart_lines');
});

const now = () => clockSeconds(START);
const invalid = { detail: orderMessages.signatureInvalid, code: 'signature_invalid' };
const tooOld = { detail: orderMessages.signatureTooOld, code: 'signature_too_old' };

/** A due order paid on the provider's page with `number`: the order and the event the provider queued. */
async function paidAtProvider(number: string = CARDS.pays) {
  const order = await h.dueOrder();
  const session = await h.session(order.id);
  await h.post(session.path, { number, ...GOOD });
  const row = (await h.outbox()).find((candidate) => candidate.event.data.session_id === session.session_id)!;
  return { order, session, payload: row.payload, event: row.event };
}

describe('the webhook signature', { timeout: 30_000 }, () => {
  it('a good signature: 200 {received: true} and the order is paid', async () => {
    const { order, payload } = await paidAtProvider();
    const res = await h.webhook(payload, signed(secret, payload, now()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const paid = await h.read(order.id);
    expect(paid.payment.state).toBe('paid');
    expect(paid.payment.paid_at).toBe(new Date(START).toISOString());
  });

  it('a signature exactly 300 s old or ahead is still accepted', async () => {
    const first = await paidAtProvider();
    expect((await h.webhook(first.payload, signed(secret, first.payload, now() - 300))).statusCode).toBe(200);
    const second = await paidAtProvider();
    expect((await h.webhook(second.payload, signed(secret, second.payload, now() + 300))).statusCode).toBe(200);
  });

  it.each([
    ['a tampered body', (payload: string) => ({ body: payload.replace(/"amount_jpy":\d+/, '"amount_jpy":1'), header: signed(secret, payload, now()) })],
    ['another secret', (payload: string) => ({ body: payload, header: signed(randomBytes(32), payload, now()) })],
    ['no header', (payload: string) => ({ body: payload, header: undefined })],
    ['no timestamp', (payload: string) => ({ body: payload, header: signed(secret, payload, now()).replace(/^t=\d+,/, '') })],
    ['no v1', (payload: string) => ({ body: payload, header: `t=${now()}` })],
    ['a v0 scheme only', (payload: string) => ({ body: payload, header: signed(secret, payload, now()).replace('v1=', 'v0=') })],
    ['two timestamps', (payload: string) => ({ body: payload, header: `t=${now() - 1000},${signed(secret, payload, now())}` })],
    ['a timestamp changed after signing', (payload: string) => ({ body: payload, header: signed(secret, payload, now()).replace(/^t=\d+/, `t=${now() + 1}`) })],
  ])('%s: 400 signature_invalid, the order unchanged', async (_label, make) => {
    const { order, payload } = await paidAtProvider();
    const { body, header } = make(payload);
    const res = await h.webhook(body, header);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
    expect((await h.read(order.id)).payment.state).toBe('due');
  });

  it.each([
    ['301 s old', -301],
    ['301 s in the future', 301],
  ])('a signature %s: 400 signature_too_old, the order unchanged', async (_label, offset) => {
    const { order, payload } = await paidAtProvider();
    const res = await h.webhook(payload, signed(secret, payload, now() + offset));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooOld);
    expect((await h.read(order.id)).payment.state).toBe('due');
  });

  it('a header with two v1 values where the second matches (a secret being rolled) is accepted', async () => {
    const { order, payload } = await paidAtProvider();
    const good = signed(secret, payload, now());
    const wrong = signed(randomBytes(32), payload, now()).split(',')[1]!;
    const res = await h.webhook(payload, `t=${now()},${wrong},${good.split(',')[1]!}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await h.read(order.id)).payment.state).toBe('paid');
  });
});

describe('the webhook receiver', { timeout: 30_000 }, () => {
  it('a replayed event answers 200 and changes nothing: one paid event on the order', async () => {
    const { order, payload } = await paidAtProvider();
    expect((await h.webhook(payload, signed(secret, payload, now()))).json()).toEqual({ received: true });
    const replay = await h.webhook(payload, signed(secret, payload, now()));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    expect((await h.read(order.id)).events.map((event) => event.kind)).toEqual(['placed', 'paid']);
    const handled = await h.db.execute({ sql: 'SELECT COUNT(*) AS n FROM payment_events_handled WHERE session_id IN (SELECT id FROM payment_sessions WHERE order_id = ?)', args: [order.id] });
    expect(Number(handled.rows[0]!.n)).toBe(1);
  });

  it('payment.failed records the failure; the payment stays due', async () => {
    const { order, payload } = await paidAtProvider(CARDS.insufficient);
    expect((await h.webhook(payload, signed(secret, payload, now()))).statusCode).toBe(200);
    const read = await h.read(order.id);
    expect(read.payment.state).toBe('failed');
    expect(read.payment.failure).toEqual({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('an unknown session is a 404 and changes nothing', async () => {
    const { event } = await paidAtProvider();
    const unknown: PaymentEvent = { ...event, id: 'evt_unknown', data: { ...event.data, session_id: `cs_${'B'.repeat(32)}` } };
    const body = JSON.stringify(unknown);
    const res = await h.webhook(body, signed(secret, body, now()));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect(Number((await h.db.execute("SELECT COUNT(*) AS n FROM payment_events_handled WHERE event_id = 'evt_unknown'")).rows[0]!.n)).toBe(0);
  });

  it('a signed body that is not a payment event is a 400 in DRF shape', async () => {
    const notJson = '{"id": ';
    expect((await h.webhook(notJson, signed(secret, notJson, now()))).json()).toEqual({ detail: 'JSON parse error - request body is not valid JSON.', code: 'parse_error' });
    const wrongType = JSON.stringify({ id: 'evt_x', type: 'payment.refunded', created: now(), data: { session_id: 'cs_x', amount_jpy: 1, failure: null } });
    const res = await h.webhook(wrongType, signed(secret, wrongType, now()));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['type']);
    const list = '[]';
    expect((await h.webhook(list, signed(secret, list, now()))).statusCode).toBe(400);
  });

  it('a payment.failed event without its failure is a 400 and changes nothing', async () => {
    const { order, event } = await paidAtProvider(CARDS.declined);
    const body = JSON.stringify({ ...event, id: 'evt_no_failure', data: { ...event.data, failure: null } });
    const res = await h.webhook(body, signed(secret, body, now()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'data.failure': ['This field may not be null.'] });
    expect((await h.read(order.id)).payment.state).toBe('due');
  });

  it('takes JSON only: a form or text body is a 415', async () => {
    const { payload } = await paidAtProvider();
    const form = await h.webhook(payload, signed(secret, payload, now()), 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect((await h.webhook(payload, signed(secret, payload, now()), 'text/plain')).statusCode).toBe(415);
  });
});
