/** The orders' routes agree with the contract's order page path (the notification target, the return URL and the deep link's path). */
import { describe, expect, it } from 'vitest';
import { ORDERS_PAGE_PATH, orderPagePath } from '@shared/api/order-paths';
import { matchPage } from '@shared/prerender/pages';
import { ORDERS_PATH } from '@renderer/features/orders/routes';

describe('the order routes', () => {
  it('route /orders and /orders/<id> as the contract builds them', () => {
    expect(ORDERS_PATH).toBe(ORDERS_PAGE_PATH);
    expect(matchPage('order', orderPagePath(42))).toEqual({ id: '42' });
    expect(matchPage('orders', ORDERS_PAGE_PATH)).toEqual({});
  });
});
