/**
 * Paying an order from the desktop app (docs/product-rules.md §Payment 1–2): the renderer asks the
 * main process to open a payment session's page in the system browser, and the provider comes back
 * to the app through `<scheme>:/orders/<id>` (a deep link, deep-link.ts). The bridge opens the
 * payment provider's session page and nothing else, so a page that misuses it cannot hand the system
 * browser any other address (Electron security checklist §15: no openExternal with untrusted content).
 */
import { demoPaths } from '@shared/api/paths';
import { originOf } from './app-origin';
import type { Logger } from './log';

/** Longest payment URL accepted, in characters; a session's page is well under 200. */
export const MAX_PAYMENT_URL_LENGTH = 2048;

/** The verdict on a URL the renderer asked to open as a payment page. */
export type PaymentPageDecision = { allow: true; url: string } | { allow: false; reason: string };

/**
 * Whether `url` is a payment session's page: an http(s) URL on `providerOrigin` (the demo API's
 * origin, which serves the provider) whose path is exactly `demoPaths.paymentPage(<session id>)`
 * (`/pay/<session id>`), without credentials or a fragment. Pure.
 * @param url any value, as it came over IPC.
 * @param providerOrigin `<protocol>//<host>` of the payment provider (originOf the API URL).
 * @returns the normalised URL to open, or why not.
 */
export function decidePaymentPage(url: unknown, providerOrigin: string): PaymentPageDecision {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_PAYMENT_URL_LENGTH) return { allow: false, reason: 'not a URL of an allowed length' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { allow: false, reason: 'not an absolute URL' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { allow: false, reason: `${parsed.protocol} is not http(s)` };
  if (originOf(url) !== providerOrigin) return { allow: false, reason: 'not on the payment provider\'s origin' };
  if (parsed.hash !== '') return { allow: false, reason: 'a fragment is not allowed' };
  const session = parsed.pathname.startsWith('/pay/') ? parsed.pathname.slice('/pay/'.length) : '';
  let sessionId: string;
  try {
    sessionId = decodeURIComponent(session);
  } catch {
    return { allow: false, reason: 'the session id has a malformed %-escape' };
  }
  // Rebuilt with the contract's own path: `/pay/a/b`, `/pay/..` or `/pay/` never match.
  if (sessionId === '' || sessionId === '.' || sessionId === '..' || demoPaths.paymentPage(sessionId) !== parsed.pathname) {
    return { allow: false, reason: 'not a payment session\'s page' };
  }
  return { allow: true, url: parsed.toString() };
}

/** Why a payment page was not opened; `code` as the IPC reply carries it, `message` fit to show. */
export class PaymentPageError extends Error {
  override name = 'PaymentPageError';
  constructor(
    readonly code: 'invalid-request' | 'browser-failed',
    message: string,
  ) {
    super(message);
  }
}

/** What the opener needs: the provider's origin and the system browser. */
export interface PaymentOpenerOptions {
  providerOrigin: string;
  /** Opens a URL in the system browser; usually `shell.openExternal` behind the link policy. */
  openExternal(url: string): Promise<void>;
  log: Logger;
}

/**
 * The `payment:open` action: checks the URL with {@link decidePaymentPage}, then opens it.
 * @rejects PaymentPageError `invalid-request` when the URL is refused (logged as a warning),
 *   `browser-failed` when the browser could not be opened.
 */
export function createPaymentOpener({ providerOrigin, openExternal, log }: PaymentOpenerOptions): (url: unknown) => Promise<void> {
  return async (url) => {
    const decision = decidePaymentPage(url, providerOrigin);
    if (!decision.allow) {
      log.warn(`refused to open a payment page: ${decision.reason}`);
      throw new PaymentPageError('invalid-request', 'This is not a payment page the app opens.');
    }
    try {
      await openExternal(decision.url);
    } catch (error) {
      log.error('could not open the payment page', error);
      throw new PaymentPageError('browser-failed', 'The browser could not be opened for the payment. Try again.');
    }
    log.info('opened a payment page in the system browser');
  };
}
