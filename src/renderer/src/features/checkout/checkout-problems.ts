/**
 * Why a quote or placing an order did not go through, in the interface language, and where the
 * collector can put it right (docs/product-rules.md §Checkout 1, 3; §Orders 1; §Locales 6): the
 * contract's checkoutMessages are chosen by their field (`non_field_errors` or `method`) and fixed
 * text; other server text is shown as it came. Pure.
 */
import type { TFunction } from 'i18next';
import { checkoutMessages } from '@shared/api/checkout';
import { isHttpError, isNoResponseError } from '@renderer/api/http';
import { toUserFacingError } from '@renderer/api/errors';

/** Where the collector can fix it: the cart, the delivery step, the address step, or nowhere (try again). */
export type ProblemFix = 'cart' | 'delivery' | 'address' | null;

export interface CheckoutProblem {
  message: string;
  fix: ProblemFix;
  /** No answer came: nothing was changed, and the same request may be sent again. */
  offline: boolean;
}

/** A failed quote or order call, worded. Never throws. */
export function checkoutProblem(error: unknown, t: TFunction): CheckoutProblem {
  if (isNoResponseError(error)) return { message: t('checkout.problem.offline'), fix: null, offline: true };
  const failed: CheckoutProblem = { message: t('checkout.problem.failed'), fix: null, offline: false };
  if (!isHttpError(error) || !error.response) return failed;
  const described = toUserFacingError(error);
  if (described.status === 404) return { message: t('checkout.problem.addressGone'), fix: 'address', offline: false };
  if (described.status !== 400) return failed;
  // `non_field_errors` arrive joined into the message (describeApiError).
  const general = described.message;
  if (general.includes(checkoutMessages.cartNotReady)) return { message: t('checkout.problem.cartNotReady'), fix: 'cart', offline: false };
  if (general.includes(checkoutMessages.emptyCart)) return { message: t('checkout.problem.emptyCart'), fix: 'cart', offline: false };
  if (described.fieldErrors.method?.includes(checkoutMessages.methodNotOffered)) return { message: t('checkout.problem.methodNotOffered'), fix: 'delivery', offline: false };
  const first = Object.values(described.fieldErrors).flat()[0];
  return { message: first ?? described.message, fix: null, offline: false };
}
