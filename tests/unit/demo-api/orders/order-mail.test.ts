/** The order e-mails' words (src/demo-api/orders/order-mail.ts; docs/product-rules.md §Fulfilment 5): each language, the amounts and dates written for it. */
import { describe, expect, it } from 'vitest';
import { orderMailText } from '../../../../src/demo-api/orders/order-mail';

const order = { id: 7, userId: 1, number: 'FS-000007' };

describe('orderMailText', () => {
  it('writes the payment request in the collector’s language, yen and date in its own way', () => {
    const change = { kind: 'invoiced', figure: 'Rem 1/7', amountJpy: 12_800, dueAt: '2026-04-20T09:00:00.000Z' } as const;
    expect(orderMailText('en', order, change).subject).toMatch(/^Your pre-order of Rem 1\/7 is ready: pay by April 20, 2026/);
    expect(orderMailText('en', order, change).lines[0]).toBe('Rem 1/7 is released. Pay ¥12,800 for order FS-000007.');
    expect(orderMailText('ja', order, change).subject).toMatch(/^ご予約の「Rem 1\/7」のご用意ができました（お支払い期限 2026年4月20日/);
    expect(orderMailText('ja', order, change).lines[0]).toBe('「Rem 1/7」が発売されました。ご注文 FS-000007 の￥12,800をお支払いください。');
    expect(orderMailText('zh', order, change).subject).toMatch(/^您预订的「Rem 1\/7」已到货：请于 2026年4月20日/);
    expect(orderMailText('zh', order, change).open).toBe('查看订单');
  });

  it('says shipped with the tracking link, and refunded with the amount, in each language', () => {
    const shipped = { kind: 'shipped', carrier: 'dhl', trackingNumber: '1234567891', trackingUrl: 'https://www.dhl.com/x?tracking-id=1234567891' } as const;
    for (const language of ['en', 'ja', 'zh'] as const) {
      expect(orderMailText(language, order, shipped).lines.join(' ')).toContain('https://www.dhl.com/x?tracking-id=1234567891');
      expect(orderMailText(language, order, { kind: 'refunded', figure: 'Rem 1/7', amountJpy: 3_000 }).subject).toMatch(/3,000/);
    }
    expect(orderMailText('zh', order, shipped).subject).toBe('您的订单 FS-000007 已发货');
  });
});
