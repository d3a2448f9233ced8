/**
 * Why the cart did not change, in the collector's language (docs/product-rules.md §Cart 1–2, 6;
 * §Locales 6). A limit the server enforced is worked out again here from the contract's rules
 * (buyMode, cartLimit) and the figure as the app knows it, never read from the server's English
 * text; when the figure as known breaks no rule (it changed meanwhile), the server's own message is shown as it came.
 */
import type { TFunction } from 'i18next';
import { CART_MAX_LINES, buyMode, cartLimit, type BuyableFigure } from '@shared/api/cart-fields';
import { catalogueErrorCodes } from '@shared/api/catalogue-constants';
import { isHttpError, isNoResponseError } from '@renderer/api/http';
import { toUserFacingError } from '@renderer/api/errors';

/** A rule a cart line breaks: the contract's cartMessages, one kind each. */
export type CartRefusal =
  | { kind: 'overLimit'; n: number }
  | { kind: 'overStock'; n: number }
  | { kind: 'overAllocation'; n: number }
  | { kind: 'notBuyable' }
  | { kind: 'full'; n: number };

/**
 * The rule that `wanted` units of the figure in one line break on `today` (YYYY-MM-DD, UTC), or
 * null when they break none: not buyable (§Cart 1), else over the smallest of `max_per_order` (named
 * when it is the limit) and the stock or remaining allocation (§Cart 2). Pure.
 */
export function cartRefusal(figure: BuyableFigure, today: string, wanted: number): CartRefusal | null {
  const mode = buyMode(figure, today);
  if (mode === null) return { kind: 'notBuyable' };
  if (wanted <= cartLimit(figure, today)) return null;
  const available = mode === 'buy' ? (figure.stock ?? 0) : (figure.allocation ?? 0);
  if (figure.max_per_order <= available) return { kind: 'overLimit', n: figure.max_per_order };
  return mode === 'buy' ? { kind: 'overStock', n: available } : { kind: 'overAllocation', n: available };
}

/** The cart already holds CART_MAX_LINES figures (§Cart 2). */
export const CART_FULL = { kind: 'full', n: CART_MAX_LINES } as const satisfies CartRefusal;

/** A refusal in the UI language (namespace `cartPage`). */
export function cartRefusalText(refusal: CartRefusal, t: TFunction): string {
  return refusal.kind === 'notBuyable' ? t('cartPage.refusal.notBuyable') : t(`cartPage.refusal.${refusal.kind}`, { n: refusal.n });
}

/** What the app knew when the call failed: the refusal its own rules find (null: none). */
export interface CartFailureContext {
  refusal: CartRefusal | null;
}

/**
 * A failed cart call in the UI language: no answer → "Cannot reach the server. Nothing was
 * changed…"; a 400 → the rule the app's own check finds (`context`), else the server's message as
 * sent; 403 adult_hidden → hidden by the content settings; anything else → "Something went wrong.
 * Nothing was changed…". Never throws.
 */
export function cartFailureText(error: unknown, context: CartFailureContext, t: TFunction): string {
  if (isNoResponseError(error)) return t('cartPage.refusal.offline');
  if (!isHttpError(error) || !error.response) return t('cartPage.refusal.failed');
  const described = toUserFacingError(error);
  if (described.status === 403 && described.code === catalogueErrorCodes.adultHidden) return t('cartPage.refusal.adultHidden');
  if (described.status !== 400) return t('cartPage.refusal.failed');
  if (context.refusal) return cartRefusalText(context.refusal, t);
  const fieldMessage = Object.values(described.fieldErrors).flat()[0];
  return fieldMessage ?? described.message;
}
