import { describe, expect, it } from 'vitest';
import {
  cnyRatesResponseSchema,
  jpyRatesResponseSchema,
  locationResponseSchema,
  notificationReadRequestSchema,
  notificationSchema,
  notificationsCountResponseSchema,
  notificationsListRequestSchema,
  notificationsListResponseSchema,
} from '@shared/api';

const notification = {
  id: 7,
  title: 'Back in stock',
  body: 'Nendoroid Miku is back.',
  kind: 'stock',
  created_at: '2026-04-13T08:00:00Z',
  read: false,
};

describe('notifications', () => {
  it('one notification', () => {
    expect(notificationSchema.parse(notification)).toEqual(notification);
    expect(notificationSchema.safeParse({ ...notification, read: 'no' }).success).toBe(false);
  });
  it('DRF paginated list', () => {
    const page = { count: 21, next: 'http://127.0.0.1:8000/api/notifications/?page=2', previous: null, results: [notification] };
    expect(notificationsListResponseSchema.parse(page)).toEqual(page);
    expect(notificationsListResponseSchema.safeParse([notification]).success).toBe(false);
    expect(notificationsListResponseSchema.safeParse({ ...page, count: -1 }).success).toBe(false);
  });
  it('list query coerces page numbers and bounds them', () => {
    expect(notificationsListRequestSchema.parse({ page: '2', page_size: '5' })).toEqual({ page: 2, page_size: 5 });
    expect(notificationsListRequestSchema.safeParse({ page: '0' }).success).toBe(false);
    expect(notificationsListRequestSchema.safeParse({ page: 'x' }).success).toBe(false);
    expect(notificationsListRequestSchema.safeParse({ page_size: '101' }).success).toBe(false);
  });
  it('count is {unread}', () => {
    expect(notificationsCountResponseSchema.parse({ unread: 3 })).toEqual({ unread: 3 });
    expect(notificationsCountResponseSchema.safeParse({ count: 3 }).success).toBe(false);
  });
  it('read takes a positive id', () => {
    expect(notificationReadRequestSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(notificationReadRequestSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(notificationReadRequestSchema.safeParse({ id: '1.5' }).success).toBe(false);
  });
});

describe('rates and location', () => {
  it('rates carry base, date and the map', () => {
    const jpy = { base: 'JPY', date: '2026-04-13', rates: { JPY: 1, USD: 0.0062565 } };
    expect(jpyRatesResponseSchema.parse(jpy)).toEqual(jpy);
    expect(jpyRatesResponseSchema.safeParse({ ...jpy, base: 'CNY' }).success).toBe(false);
    expect(cnyRatesResponseSchema.safeParse({ ...jpy, base: 'CNY' }).success).toBe(true);
    expect(jpyRatesResponseSchema.safeParse({ ...jpy, date: '13/04/2026' }).success).toBe(false);
    expect(jpyRatesResponseSchema.safeParse({ ...jpy, rates: { USD: 'x' } }).success).toBe(false);
    expect(jpyRatesResponseSchema.safeParse({ ...jpy, rates: { USD: 0 } }).success).toBe(false);
  });
  it('location is {currency, region}', () => {
    expect(locationResponseSchema.parse({ currency: 'JPY', region: 'JP' })).toEqual({ currency: 'JPY', region: 'JP' });
    expect(locationResponseSchema.safeParse({ currency: 'JP', region: 'JP' }).success).toBe(false);
    expect(locationResponseSchema.safeParse({ currency: 'JPY', region: 'jp' }).success).toBe(false);
  });
});
