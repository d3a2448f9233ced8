import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Quote } from '@shared/api/checkout';
import { orderPagePath } from '@shared/api/order-paths';
import type { Order, OrderChangedError } from '@shared/api/orders';
import type { DeliveryMethod } from '@shared/api/shipping';
import { cartKeys } from '@renderer/features/cart';
import { collectionKeys } from '@renderer/features/collection';
import { formatPrice, localeOf, usePreference } from '@renderer/features/preferences';
import { isHttpError } from '@renderer/api/http';
import { useServices, type Services } from '@renderer/platform/services';
import { checkoutProblem, type CheckoutProblem } from './checkout-problems';
import { checkoutKeys } from './checkout-queries';
import { createIdempotencyKeys } from './idempotency';
import { namesBySlug, wordOrderChange } from './order-changes';
import { placeOrderRequest, reviewFingerprint } from './review-request';
import { useCheckoutTranslation } from './strings';

/** What went wrong the last time "Place order" was pressed: a problem (checkout-problems.ts), or the review's changes in words (409). */
export type PlaceOrderProblem = (CheckoutProblem & { changes?: undefined }) | { changes: string[]; message: string; fix: 'cart' | null; offline: false };

export interface PlaceOrder {
  /** Places the reviewed order; a second press while one is in flight (or after it was placed) does nothing. */
  place(): Promise<void>;
  /** A request is in flight, or the order is placed and the collector is being taken on: the button stays disabled. */
  busy: boolean;
  problem: PlaceOrderProblem | null;
}

export interface PlaceOrderOptions {
  /** The reviewed quote (with its method). */
  quote: Quote & { method: DeliveryMethod };
  /** A figure's name in the interface language (the catalogue's rule, passed in by the app). */
  nameOf: (figure: { name: string; name_ja: string }) => string;
  /** Sends the collector to pay for the placed order (the orders feature's startPayment). */
  startPayment: (services: Services, orderId: number) => Promise<void>;
}

/**
 * "Place order" (docs/product-rules.md §Orders 1): POST /api/orders/ with the review as the
 * request and one Idempotency-Key per review, kept in sessionStorage (idempotency.ts), so a retry
 * after a network error or a reload sends the same key and the API answers the same order. On 201
 * the cart's queries (the header's badge) are fetched again and the other tabs told, the collector
 * is sent to pay (startPayment) when anything is due now (the web leaves for the provider's page);
 * otherwise, on the desktop, or when the payment could not start, the order page takes the review's place. On 409 the key
 * is dropped, the changes are worded and the new quote becomes the review's; other refusals say
 * what to fix. @throws outside a ServicesProvider.
 */
export function usePlaceOrder({ quote, nameOf, startPayment }: PlaceOrderOptions): PlaceOrder {
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useCheckoutTranslation();
  const locale = localeOf(usePreference((p) => p.ui.language));
  const display = usePreference((p) => p.currency.display_format);
  const keys = useMemo(() => createIdempotencyKeys(window.sessionStorage), []);
  // A ref, not state: two clicks in one frame both see the state of before the first.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PlaceOrderProblem | null>(null);

  const placed = async (order: Order) => {
    keys.forget();
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    // Its figures are ordered now (docs/product-rules.md §Collection 1).
    void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    services.cartChanges.announce();
    if (order.totals.due_now_jpy > 0) {
      try {
        await startPayment(services, order.id);
        // The web has left for the provider's page; the desktop paid in the system browser and waits on the order page.
        if (services.platform.kind === 'web') return;
      } catch (error) {
        // The order is placed whatever happens next: if the payment cannot start, its page has "Pay now".
        console.error('Could not start the payment of the placed order', error);
      }
    }
    // The order page takes the review's place: Back does not lead to a review of a cart now ordered.
    await navigate(orderPagePath(order.id), { replace: true });
  };

  const changed = (answer: Pick<OrderChangedError, 'changes' | 'quote'>) => {
    keys.forget();
    const names = namesBySlug([quote, answer.quote], nameOf);
    const yen = (amount: number) => formatPrice(amount, 'JPY', locale, display);
    const changes = answer.changes.map((change) => wordOrderChange(change, names, yen, t));
    // Without a quote now (the cart cannot be checked out as it is), the way on is the cart.
    setProblem(answer.quote ? { changes, message: t('checkout.review.changedBody'), fix: null, offline: false } : { changes, message: t('checkout.review.changedCart'), fix: 'cart', offline: false });
    if (answer.quote) queryClient.setQueryData(checkoutKeys.quote(quote.address_id, quote.method, quote.ship_together), answer.quote);
  };

  const place = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    const request = placeOrderRequest(quote);
    try {
      const outcome = await services.checkoutApi.placeOrder(request, keys.keyFor(reviewFingerprint(request)));
      if (outcome.placed) {
        await placed(outcome.order);
        return;
      }
      changed(outcome.changed);
    } catch (error) {
      // 422: this key was used with another body; the next attempt needs a key of its own.
      if (isHttpError(error) && error.response?.status === 422) keys.forget();
      setProblem(checkoutProblem(error, t));
    }
    inFlight.current = false;
    setBusy(false);
  };

  return { place, busy, problem };
}
