import { describe, expect, it } from 'vitest';
import {
  canMoveOrderLine,
  carrierOfMethod,
  carrierRules,
  carriers,
  fulfilmentMessages,
  lineActions,
  normaliseTrackingNumber,
  orderStatuses,
  orderStatusOf,
  type OrderStatus,
} from '@shared/api';

// The contract's fulfilment rules (src/shared/api/fulfilment.ts, orders.ts), the ones the app and the
// demo API share: the carriers' tracking-number checks and tracking pages, what a collector may do
// with a line, and the line state table. The numbers' check digits below were worked out by hand.

describe('Japan Post numbers (UPU S10: two letters, 8 digits, a check digit, JP)', () => {
  const valid = carrierRules.japan_post.valid;

  it.each([
    // Σ(1,2,3,4,5,6,7,8 × 8,6,4,2,3,5,9,7) = 204; 204 mod 11 = 6; 11 − 6 = 5.
    ['EE123456785JP'],
    // The S10 standard's worked example serial 47312482: Σ = 200, mod 11 = 2, check 9.
    ['RR473124829JP'],
    ['CP473124829JP'],
    // Σ = 44, mod 11 = 0: 11 is written 5.
    ['LX111111115JP'],
    // Σ = 155, mod 11 = 1: 10 is written 0.
    ['EJ123456710JP'],
  ])('accepts %s', (number) => {
    expect(valid(number)).toBe(true);
  });

  it.each([
    ['EE123456784JP', 'a wrong check digit'],
    ['LX111111110JP', '11 written 0 instead of 5'],
    ['EJ123456711JP', '10 written 1 instead of 0'],
    ['RR473124829GB', 'another country'],
    ['EE12345678JP', 'eight digits in all'],
    ['EE1234567855JP', 'ten digits'],
    ['E1123456785JP', 'one letter'],
    ['ee123456785jp', 'lower case (normalise first)'],
    ['EE 1234 5678 5JP', 'spaces (normalise first)'],
    ['1234567891', 'a DHL waybill'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (number) => {
    expect(valid(number)).toBe(false);
  });
});

describe('DHL Express waybills (10 digits, the last the first nine mod 7)', () => {
  const valid = carrierRules.dhl.valid;

  it.each([
    ['1234567891'], // 123456789 mod 7 = 1
    ['3318810025'], // 331881002 mod 7 = 5
    ['0000000066'], // 6 mod 7 = 6
    ['0000000000'],
  ])('accepts %s', (number) => {
    expect(valid(number)).toBe(true);
  });

  it.each([
    ['1234567895', 'a wrong check digit'],
    ['3318810024', 'a wrong check digit'],
    ['0000000077', '7 is never a mod-7 remainder'],
    ['123456789', 'nine digits'],
    ['12345678911', 'eleven digits'],
    ['JD0146000038', 'letters (DHL eCommerce, not Express)'],
    ['EE123456785JP', 'a Japan Post number'],
  ])('refuses %s (%s)', (number) => {
    expect(valid(number)).toBe(false);
  });
});

describe('carrier rules', () => {
  it('each carrier’s format message ends with an example its own check accepts', () => {
    for (const carrier of carriers) {
      const example = /as (\S+)$/.exec(carrierRules[carrier].format)?.[1];
      expect(example, carrier).toBeDefined();
      expect(carrierRules[carrier].valid(example!), `${carrier}: ${example}`).toBe(true);
      expect(fulfilmentMessages.trackingFormat(carrier)).toContain(example);
    }
    expect(fulfilmentMessages.trackingFormat('japan_post')).toMatch(/^Enter a Japan Post tracking number: /);
    expect(fulfilmentMessages.trackingFormat('dhl')).toMatch(/^Enter a DHL Express tracking number: /);
  });

  it('link each number to the carrier’s public tracking page, the number encoded', () => {
    expect(carrierRules.japan_post.trackingUrl('EE123456785JP')).toBe('https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=EE123456785JP&locale=en');
    expect(carrierRules.dhl.trackingUrl('1234567891')).toBe('https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567891');
    for (const carrier of carriers) {
      const url = new URL(carrierRules[carrier].trackingUrl('A&B=C #1'));
      expect(url.protocol).toBe('https:');
      expect([...url.searchParams.values()]).toContain('A&B=C #1');
    }
  });

  it('hand each delivery method to its carrier: EMS, SAL and surface to Japan Post, DHL Express to DHL', () => {
    expect(carrierOfMethod).toEqual({ ems: 'japan_post', sal: 'japan_post', surface: 'japan_post', dhl: 'dhl' });
  });

  it('normaliseTrackingNumber drops spaces and dashes and upper-cases, so a typed number passes the check', () => {
    expect(normaliseTrackingNumber(' ee 1234-5678 5jp ')).toBe('EE123456785JP');
    expect(normaliseTrackingNumber('123-456 7891')).toBe('1234567891');
    expect(carrierRules.japan_post.valid(normaliseTrackingNumber('ee123456785jp'))).toBe(true);
  });
});

describe('lineActions', () => {
  it('cancel a reserved or awaiting-payment line; ask staff to cancel a paid one; pay an unpaid one; nothing else', () => {
    const table = Object.fromEntries(orderStatuses.map((status) => [status, lineActions(status)]));
    expect(table).toEqual({
      awaiting_payment: { cancel: true, requestCancellation: false, pay: true },
      reserved: { cancel: true, requestCancellation: false, pay: false },
      invoiced: { cancel: false, requestCancellation: false, pay: true },
      paid: { cancel: false, requestCancellation: true, pay: false },
      shipped: { cancel: false, requestCancellation: false, pay: false },
      delivered: { cancel: false, requestCancellation: false, pay: false },
      cancelled: { cancel: false, requestCancellation: false, pay: false },
      refunded: { cancel: false, requestCancellation: false, pay: false },
    });
  });
});

describe('canMoveOrderLine (the state table)', () => {
  const allowed: ReadonlyArray<[OrderStatus, OrderStatus]> = [
    ['awaiting_payment', 'paid'],
    ['awaiting_payment', 'cancelled'],
    ['reserved', 'invoiced'],
    ['reserved', 'cancelled'],
    ['invoiced', 'paid'],
    ['invoiced', 'cancelled'],
    ['paid', 'shipped'],
    ['paid', 'refunded'],
    ['shipped', 'delivered'],
    ['shipped', 'refunded'],
    ['delivered', 'refunded'],
  ];

  it('allows exactly these moves and no other (cancelled and refunded are final; nothing paid is cancelled, nothing unpaid refunded)', () => {
    const moves = orderStatuses.flatMap((from) => orderStatuses.filter((to) => canMoveOrderLine(from, to)).map((to) => [from, to]));
    expect(moves).toEqual(allowed);
    expect(canMoveOrderLine('reserved', 'paid')).toBe(false); // a pre-order is invoiced before it is paid
    expect(canMoveOrderLine('paid', 'cancelled')).toBe(false);
    expect(canMoveOrderLine('awaiting_payment', 'refunded')).toBe(false);
    expect(canMoveOrderLine('shipped', 'shipped')).toBe(false);
  });

  it('every status the collector may cancel can move to cancelled, every one they may pay to paid', () => {
    for (const status of orderStatuses) {
      if (lineActions(status).cancel) expect(canMoveOrderLine(status, 'cancelled'), status).toBe(true);
      if (lineActions(status).pay) expect(canMoveOrderLine(status, 'paid'), status).toBe(true);
      if (lineActions(status).requestCancellation) expect(canMoveOrderLine(status, 'refunded'), status).toBe(true);
    }
  });

  it('the order’s status is what needs the collector or the shop first', () => {
    expect(orderStatusOf(['delivered', 'invoiced', 'paid'])).toBe('invoiced');
    expect(orderStatusOf(['reserved', 'shipped'])).toBe('shipped');
    expect(orderStatusOf(['refunded', 'delivered'])).toBe('delivered');
    expect(orderStatusOf(['cancelled', 'refunded'])).toBe('refunded');
    expect(orderStatusOf(['cancelled'])).toBe('cancelled');
  });
});
