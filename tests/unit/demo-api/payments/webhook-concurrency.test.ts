import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as OrderPayment from '../../../../src/demo-api/orders/payment';
import { CARDS, clockSeconds, GOOD, paymentHarness, signed, START, webhookSecretOf, type PaymentHarness } from './support';

// Two deliveries of one event at the same time (a provider retry crossing a slow answer) change the
// order once (docs/product-rules.md §Payment 4). The orders' payment hooks are the real ones, made
// slow here (as a busy disk makes them), so the two deliveries overlap inside them.
vi.mock('../../../../src/demo-api/orders/payment', async (importOriginal) => {
  const real = await importOriginal<typeof OrderPayment>();
  return {
    ...real,
    recordPaymentFailure: async (...args: Parameters<typeof real.recordPaymentFailure>) => {
      await sleep(100);
      return real.recordPaymentFailure(...args);
    },
  };
});

let h: PaymentHarness;
beforeAll(async () => {
  h = await paymentHarness(20);
}, 60_000);
afterAll(async () => {
  await h.close();
});

describe('the webhook receiver under concurrent deliveries', { timeout: 30_000 }, () => {
  it('the same event delivered twice at once is handled once: one payment_failed event', async () => {
    const secret = webhookSecretOf(await h.serverSecret());
    const order = await h.dueOrder();
    const session = await h.session(order.id);
    await h.post(session.path, { number: CARDS.declined, ...GOOD });
    const { payload } = (await h.outbox())[0]!;
    const deliver = () => h.webhook(payload, signed(secret, payload, clockSeconds(START)));
    const answers = await Promise.all([deliver(), deliver()]);
    expect(answers.map((res) => [res.statusCode, res.json()])).toEqual([
      [200, { received: true }],
      [200, { received: true }],
    ]);
    expect((await h.read(order.id)).events.map((event) => event.kind)).toEqual(['placed', 'payment_failed']);
  });
});
