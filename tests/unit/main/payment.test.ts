/** The desktop's payment page opener (src/main/payment.ts; docs/product-rules.md §Payment 1–2). */
import { describe, expect, it, vi } from 'vitest';
import { createPaymentOpener, decidePaymentPage, PaymentPageError } from '../../../src/main/payment';
import { recordingLogger } from './fakes';

const PROVIDER = 'http://127.0.0.1:8000';

describe('decidePaymentPage', () => {
  it.each([
    ['http://127.0.0.1:8000/pay/cs_123', 'http://127.0.0.1:8000/pay/cs_123'],
    ['http://127.0.0.1:8000/pay/cs_123?lang=ja', 'http://127.0.0.1:8000/pay/cs_123?lang=ja'],
    ['http://127.0.0.1:8000/pay/a%20b', 'http://127.0.0.1:8000/pay/a%20b'],
  ])('opens the provider session page %s', (url, opened) => {
    expect(decidePaymentPage(url, PROVIDER)).toEqual({ allow: true, url: opened });
  });

  it.each([
    ['another origin', 'https://evil.example/pay/cs_123'],
    ['another port', 'http://127.0.0.1:8001/pay/cs_123'],
    ['credentials disguising the host', 'http://127.0.0.1:8000@evil.example/pay/cs_123'],
    ['a file URL', 'file:///etc/passwd'],
    ['javascript', 'javascript:alert(1)'],
    ['our own scheme', 'com.figureshop.app:/orders/1'],
    ['another page of the API', 'http://127.0.0.1:8000/dashboard'],
    ['the confirmation step', 'http://127.0.0.1:8000/pay/cs_123/authenticate'],
    ['no session', 'http://127.0.0.1:8000/pay/'],
    ['dot segments resolved away', 'http://127.0.0.1:8000/pay/../dashboard'],
    ['an encoded dot-dot', 'http://127.0.0.1:8000/pay/%2e%2e'],
    ['a malformed escape', 'http://127.0.0.1:8000/pay/%E0%A4%A'],
    ['a fragment', 'http://127.0.0.1:8000/pay/cs_123#x'],
    ['a relative URL', '/pay/cs_123'],
    ['too long', `http://127.0.0.1:8000/pay/${'a'.repeat(2100)}`],
    ['not a string', 42],
  ])('refuses %s', (_name, url) => {
    expect(decidePaymentPage(url, PROVIDER).allow).toBe(false);
  });
});

describe('createPaymentOpener', () => {
  it('opens an allowed page in the system browser', async () => {
    const openExternal = vi.fn(async () => {});
    await createPaymentOpener({ providerOrigin: PROVIDER, openExternal, log: recordingLogger() })('http://127.0.0.1:8000/pay/cs_1');
    expect(openExternal).toHaveBeenCalledWith('http://127.0.0.1:8000/pay/cs_1');
  });

  it('refuses anything else without opening it, and logs why', async () => {
    const openExternal = vi.fn(async () => {});
    const log = recordingLogger();
    const open = createPaymentOpener({ providerOrigin: PROVIDER, openExternal, log });
    await expect(open('https://evil.example/pay/cs_1')).rejects.toMatchObject({ code: 'invalid-request' });
    expect(openExternal).not.toHaveBeenCalled();
    expect(log.warnings[0]).toMatch(/refused to open a payment page: not on the payment provider's origin/);
  });

  it('reports a browser that could not be opened', async () => {
    const open = createPaymentOpener({ providerOrigin: PROVIDER, openExternal: () => Promise.reject(new Error('no browser')), log: recordingLogger() });
    const failure = await open('http://127.0.0.1:8000/pay/cs_1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentPageError);
    expect(failure).toMatchObject({ code: 'browser-failed' });
  });
});
