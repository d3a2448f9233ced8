/**
 * The checkout's steps and their addresses (docs/product-rules.md §Checkout 1): each step has its
 * own URL, so Back works and a reload keeps the step: `/checkout/address`,
 * `/checkout/delivery?address=<id>`, `/checkout/review?address=<id>&method=<m>&together=<0|1>`.
 * The query is the collector's to change: it is read strictly, and a forged or stale one sends
 * them back one step (never a crash).
 */
import { deliveryMethods, type DeliveryMethod } from '@shared/api/shipping';
import { PAGES } from '@shared/prerender/pages';

export const checkoutSteps = ['address', 'delivery', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export const CHECKOUT_ADDRESS_PATH = PAGES.checkoutAddress.path;
export const CHECKOUT_DELIVERY_PATH = PAGES.checkoutDelivery.path;
export const CHECKOUT_REVIEW_PATH = PAGES.checkoutReview.path;

/** The delivery chosen at the delivery step: a method, and whether everything ships in one parcel. */
export interface DeliveryChoice {
  method: DeliveryMethod;
  together: boolean;
}

/**
 * An address id as the query carries it: a positive decimal integer of at most 12 digits, no sign,
 * no leading zero, nothing else (`" 1"`, `"1e3"`, `"0x1"`, `"01"` are refused). Null otherwise.
 */
export function parseAddressId(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : null;
}

/** A delivery method code exactly as the contract spells it, else null. */
export function parseMethod(value: string | null): DeliveryMethod | null {
  return deliveryMethods.find((method) => method === value) ?? null;
}

/** `together` as the query carries it: `1` or `0` exactly, else null. */
export function parseTogether(value: string | null): boolean | null {
  return value === '1' ? true : value === '0' ? false : null;
}

/** The review step's query read: the address and the delivery, or the step to go back to. */
export type ReviewQuery = { ok: true; addressId: number; choice: DeliveryChoice } | { ok: false; back: 'address' } | { ok: false; back: 'delivery'; addressId: number };

/**
 * `?address=&method=&together=` of the review step: a malformed address goes back to the address
 * step; a method that is no method or a `together` that is not 0 or 1 back to the delivery step
 * for that address. Pure.
 */
export function parseReviewQuery(search: URLSearchParams): ReviewQuery {
  const addressId = parseAddressId(search.get('address'));
  if (addressId === null) return { ok: false, back: 'address' };
  const method = parseMethod(search.get('method'));
  const together = parseTogether(search.get('together'));
  if (method === null || together === null) return { ok: false, back: 'delivery', addressId };
  return { ok: true, addressId, choice: { method, together } };
}

/** `/checkout/address`, with the address to preselect when coming back to change it. */
export function addressStepPath(addressId?: number): string {
  return addressId === undefined ? CHECKOUT_ADDRESS_PATH : `${CHECKOUT_ADDRESS_PATH}?${new URLSearchParams({ address: String(addressId) })}`;
}

/** `/checkout/delivery?address=<id>`, with the delivery to preselect when coming back to change it. */
export function deliveryStepPath(addressId: number, choice?: DeliveryChoice): string {
  const query = new URLSearchParams({ address: String(addressId) });
  if (choice) {
    query.set('method', choice.method);
    query.set('together', choice.together ? '1' : '0');
  }
  return `${CHECKOUT_DELIVERY_PATH}?${query}`;
}

/** `/checkout/review?address=<id>&method=<m>&together=<0|1>`. */
export function reviewStepPath(addressId: number, choice: DeliveryChoice): string {
  const query = new URLSearchParams({ address: String(addressId), method: choice.method, together: choice.together ? '1' : '0' });
  return `${CHECKOUT_REVIEW_PATH}?${query}`;
}

/** Why a step sent the collector back: said at the top of the step they land on. */
export const backNotices = ['addressUnknown', 'deliveryUnknown', 'methodNotOffered'] as const;
export type BackNotice = (typeof backNotices)[number];

/** The navigation state that carries a back notice (`navigate(path, { state: backState(notice) })`). */
export function backState(notice: BackNotice): { checkoutNotice: BackNotice } {
  return { checkoutNotice: notice };
}

/** The back notice in a location's state (history state is anyone's: only a known notice is read), else null. Pure. */
export function backNoticeOf(state: unknown): BackNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { checkoutNotice?: unknown }).checkoutNotice;
  return backNotices.find((known) => known === notice) ?? null;
}
