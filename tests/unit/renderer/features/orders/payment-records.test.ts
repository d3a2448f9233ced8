/** "Payment started for order <id> at <time>" (features/orders/payment-records.ts; docs/product-rules.md §Payment 5). */
import { describe, expect, it } from 'vitest';
import { createPaymentRecords, PAYMENT_RECORDS_MAX, PAYMENT_WAIT_WINDOW_MS } from '@renderer/features/orders/payment-records';
import { MemoryStorage } from '../../../../support/memory-storage';

function clock(start = 1_764_240_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('createPaymentRecords', () => {
  it('finds a start for an hour, then no more', () => {
    const time = clock();
    const records = createPaymentRecords(new MemoryStorage(), time.now);
    records.record(42, 1, 9);
    expect(records.find(42)).toEqual({ order: 42, at: time.now(), failures: 1, invoice: 9 });
    expect(records.find(7)).toBeNull();
    time.advance(PAYMENT_WAIT_WINDOW_MS - 1);
    expect(records.find(42)).not.toBeNull();
    time.advance(1);
    expect(records.find(42)).toBeNull();
  });

  it('keeps one record per order (the newest start) and forgets one on clear', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const records = createPaymentRecords(storage, time.now);
    records.record(42, 0);
    time.advance(1000);
    records.record(42, 1);
    records.record(43, 0);
    expect(records.find(42)).toEqual({ order: 42, at: time.now(), failures: 1, invoice: null });
    records.clear(42);
    expect(records.find(42)).toBeNull();
    expect(records.find(43)).not.toBeNull();
    expect(JSON.parse(storage.getItem('payment_started') ?? '[]')).toHaveLength(1);
  });

  it('drops records past their hour on every write, and keeps at most the newest few', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const records = createPaymentRecords(storage, time.now);
    records.record(1, 0);
    time.advance(PAYMENT_WAIT_WINDOW_MS);
    for (let order = 2; order < PAYMENT_RECORDS_MAX + 10; order += 1) records.record(order, 0);
    const kept = JSON.parse(storage.getItem('payment_started') ?? '[]') as { order: number }[];
    expect(kept).toHaveLength(PAYMENT_RECORDS_MAX);
    expect(kept.map((start) => start.order)).not.toContain(1);
    expect(kept.at(-1)?.order).toBe(PAYMENT_RECORDS_MAX + 9);
  });

  it('ignores a start dated in the future (the clock moved back)', () => {
    const time = clock();
    const storage = new MemoryStorage();
    storage.setItem('payment_started', JSON.stringify([{ order: 42, at: time.now() + 60_000, failures: 0 }]));
    expect(createPaymentRecords(storage, time.now).find(42)).toBeNull();
  });
});
