import { useId } from 'react';
import { Button, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Redirect } from './Redirect';
import type { Address } from '@shared/api/addresses';
import type { Quote } from '@shared/api/checkout';
import type { DeliveryMethod } from '@shared/api/shipping';
import { SettlementTotals } from '@renderer/features/orders';
import { useServices } from '@renderer/platform/services';
import { useAddressBook } from '../address-book';
import { checkoutProblem } from '../checkout-problems';
import { quoteQuery } from '../checkout-queries';
import { addressStepPath, backState, deliveryStepPath, parseReviewQuery, type DeliveryChoice } from '../checkout-steps';
import { usePlaceOrder, type PlaceOrderOptions } from '../place-order';
import { useCheckoutTranslation } from '../strings';
import { StepColumns } from './CheckoutFrame';
import { LoadFailed } from './LoadFailed';
import { PlaceOrderButton, PlaceOrderProblemBar } from './PlaceOrderParts';
import { ProblemBar } from './ProblemBar';
import { ReviewChoices } from './ReviewChoices';
import { ReviewShipments } from './ReviewShipments';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** What the review step needs from the app: the catalogue's naming rule and the orders feature's payment start. */
export type ReviewStepProps = Pick<PlaceOrderOptions, 'nameOf' | 'startPayment'>;

/** Back to the address step, saying the address was not one of the book's. */
const backToAddress = <Redirect to={addressStepPath()} state={backState('addressUnknown')} />;

/**
 * The review step (docs/product-rules.md §Checkout 1, 4–6; §Orders 1) for
 * `?address=<id>&method=<m>&together=<0|1>`: a forged or stale query sends the collector back one
 * step with a message (a malformed or unknown address to the address step; a method that is no
 * method, or not offered there, or a `together` other than 0 or 1 to the delivery step). Otherwise
 * the quote with that method: shipments, address and delivery with "Change", the totals and "Place order".
 */
export function ReviewStep(props: ReviewStepProps) {
  const { t } = useCheckoutTranslation();
  const [search] = useSearchParams();
  const query = parseReviewQuery(search);
  const book = useAddressBook();
  if (!query.ok) return query.back === 'address' ? backToAddress : <Redirect to={deliveryStepPath(query.addressId)} state={backState('deliveryUnknown')} />;
  if (book.error) return <LoadFailed retry={book.retry} />;
  if (!book.addresses) return <Spinner label={t('checkout.loading')} />;
  const address = book.addresses.find((known) => known.id === query.addressId);
  if (!address) return backToAddress;
  return <ReviewQuote {...props} address={address} choice={query.choice} />;
}

/** The quote has the method it was asked for (a review quote always has). */
function hasMethod(quote: Quote): quote is Quote & { method: DeliveryMethod } {
  return quote.method !== null;
}

function ReviewQuote({ address, choice, ...props }: ReviewStepProps & { address: Address; choice: DeliveryChoice }) {
  const { t } = useCheckoutTranslation();
  const quote = useQuery(quoteQuery(useServices().checkoutApi, address.id, choice.method, choice.together));
  const problem = quote.error ? checkoutProblem(quote.error, t) : null;
  if (problem?.fix === 'address') return backToAddress;
  if (problem?.fix === 'delivery') return <Redirect to={deliveryStepPath(address.id)} state={backState('methodNotOffered')} />;
  if (problem) {
    return (
      <ProblemBar problem={problem}>
        {problem.fix === null && (
          <>
            {' '}
            <Button size="small" onClick={() => void quote.refetch()}>
              {t('checkout.retry')}
            </Button>
          </>
        )}
      </ProblemBar>
    );
  }
  if (!quote.data || !hasMethod(quote.data)) return <Spinner label={t('checkout.loading')} />;
  return <Reviewed {...props} address={address} choice={choice} quote={quote.data} />;
}

function Reviewed({ address, choice, quote, nameOf, startPayment }: ReviewStepProps & { address: Address; choice: DeliveryChoice; quote: Quote & { method: DeliveryMethod } }) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  const headingId = useId();
  const placing = usePlaceOrder({ quote, nameOf, startPayment });
  const links = { delivery: deliveryStepPath(address.id, choice), address: addressStepPath(address.id) };
  return (
    <StepColumns
      summary={
        <SettlementTotals totals={quote.totals} rate={quote.rate}>
          <PlaceOrderButton placing={placing} />
        </SettlementTotals>
      }
    >
      <section className={styles.section} aria-labelledby={headingId}>
        <Subtitle1 as="h2" id={headingId}>
          {t('checkout.review.heading')}
        </Subtitle1>
        {placing.problem && <PlaceOrderProblemBar problem={placing.problem} links={links} />}
        <ReviewChoices address={address} quote={quote} links={links} />
        <ReviewShipments shipments={quote.shipments} nameOf={nameOf} />
      </section>
    </StepColumns>
  );
}
