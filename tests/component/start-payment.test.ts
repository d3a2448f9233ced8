/**
 * startPayment (features/orders/start-payment.ts; docs/product-rules.md §Payment 1–2, 5): the
 * return URL the API registers for this platform, the session opened, "payment started" recorded,
 * then the web goes to the provider's page and the desktop opens it in the system browser through
 * the bridge. The API is mocked at the edge (msw); the desktop bridge is the fake one.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '@renderer/app/services';
import { paymentReturnUrl, startPayment } from '@renderer/features/orders';
import { createDesktopPlatform } from '@renderer/platform/desktop';
import { fakeDesktopBridge } from '../support/fake-desktop-bridge';
import { TEST_API, testPlatform } from './render-app';

let sessionUrl = `${TEST_API}/pay/cs_1`;
const bodies: unknown[] = [];
const server = setupServer(
  http.post(`${TEST_API}/api/orders/:id/payment/`, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ session_id: 'cs_1', url: sessionUrl, expires_at: '2026-11-23T11:00:00Z' }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionUrl = `${TEST_API}/pay/cs_1`;
  bodies.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const started = (storage: Pick<Storage, 'getItem'>) => JSON.parse(storage.getItem('payment_started') ?? '[]') as { order: number; failures: number }[];

describe('startPayment on the web', () => {
  it('opens a session returning to <origin>/orders/<id>, records the start, then goes to the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'https://shop.test', assign });
    const services = createAppServices(testPlatform());
    await startPayment(services, 7);
    expect(bodies).toEqual([{ return_url: 'https://shop.test/orders/7' }]);
    expect(assign).toHaveBeenCalledWith(`${TEST_API}/pay/cs_1`);
    expect(started(window.localStorage)).toEqual([expect.objectContaining({ order: 7, failures: 0 })]);
  });

  it('keeps the number of failed attempts it was given, so an older failure does not end the wait', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    await startPayment(createAppServices(testPlatform()), 7, { failures: 2 });
    expect(started(window.localStorage)).toEqual([expect.objectContaining({ order: 7, failures: 2 })]);
  });

  it('goes nowhere and records nothing when the answer is not a web page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    sessionUrl = 'javascript:alert(document.cookie)';
    await expect(startPayment(createAppServices(testPlatform()), 7)).rejects.toThrow('The payment provider answered an address that is not a web page.');
    expect(assign).not.toHaveBeenCalled();
    expect(started(window.localStorage)).toEqual([]);
  });

  it('reads a relative page address on the API host', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    sessionUrl = '/pay/cs_2';
    await startPayment(createAppServices(testPlatform()), 7);
    expect(assign).toHaveBeenCalledWith(`${TEST_API}/pay/cs_2`);
  });
});

describe('startPayment on the desktop', () => {
  it('opens a session returning to <scheme>:/orders/<id> and the page in the system browser, staying in the app', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const bridge = fakeDesktopBridge({ config: { apiUrl: TEST_API, urlScheme: 'com.example.shop' } });
    const platform = createDesktopPlatform(bridge);
    expect(paymentReturnUrl(platform, 7)).toBe('com.example.shop:/orders/7');
    await startPayment(createAppServices(platform), 7);
    expect(bodies).toEqual([{ return_url: 'com.example.shop:/orders/7' }]);
    expect(bridge.payment.open).toHaveBeenCalledWith(`${TEST_API}/pay/cs_1`);
    expect(assign).not.toHaveBeenCalled();
    // In the desktop's own store, which every window and the next start share.
    expect(started(bridge.storage)).toEqual([expect.objectContaining({ order: 7 })]);
  });

  it('records nothing when the main process refuses to open the page', async () => {
    const bridge = fakeDesktopBridge({ config: { apiUrl: TEST_API } });
    bridge.payment.open.mockRejectedValueOnce(new Error('This is not a payment page the app opens.'));
    await expect(startPayment(createAppServices(createDesktopPlatform(bridge)), 7)).rejects.toThrow('This is not a payment page the app opens.');
    expect(started(bridge.storage)).toEqual([]);
  });
});
