import { useId, useState } from 'react';
import { Body1, Button, Caption1, Checkbox, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Redirect } from './Redirect';
import type { Address } from '@shared/api/addresses';
import type { DeliveryMethod } from '@shared/api/shipping';
import { SettlementTotals } from '@renderer/features/orders';
import { localeOf, usePreference } from '@renderer/features/preferences';
import { useServices } from '@renderer/platform/services';
import { addressLine } from '../address-form';
import { useAddressBook } from '../address-book';
import { checkoutProblem } from '../checkout-problems';
import { quoteQuery } from '../checkout-queries';
import { addressStepPath, backState, parseAddressId, parseMethod, parseTogether, reviewStepPath } from '../checkout-steps';
import { useCheckoutTranslation } from '../strings';
import { StepColumns } from './CheckoutFrame';
import { DeliveryOptions } from './DeliveryOptions';
import { LoadFailed } from './LoadFailed';
import { ProblemBar } from './ProblemBar';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  to: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  label: { color: tokens.colorNeutralForeground2 },
  together: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground2, paddingInlineStart: tokens.spacingHorizontalXXL },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Back to the address step, saying the address was not one of the book's. */
const backToAddress = <Redirect to={addressStepPath()} state={backState('addressUnknown')} />;

/**
 * The delivery step (docs/product-rules.md §Checkout 1, 3–4) for `?address=<id>`: a malformed id,
 * or one the address book does not have, sends the collector back to the address step with a
 * message. Otherwise the methods the quote offers, "Ship everything together" (only when the cart
 * has pre-orders), and Continue to the review with the chosen method; `method` and `together` in
 * the query preselect a choice made before (coming back to change it) when still offered.
 */
export function DeliveryStep() {
  const { t } = useCheckoutTranslation();
  const [search] = useSearchParams();
  const addressId = parseAddressId(search.get('address'));
  const book = useAddressBook();
  if (addressId === null) return backToAddress;
  if (book.error) return <LoadFailed retry={book.retry} />;
  if (!book.addresses) return <Spinner label={t('checkout.loading')} />;
  const address = book.addresses.find((known) => known.id === addressId);
  if (!address) return backToAddress;
  return <DeliveryChoice address={address} initialMethod={parseMethod(search.get('method'))} initialTogether={parseTogether(search.get('together')) ?? false} />;
}

function DeliveryChoice({ address, initialMethod, initialTogether }: { address: Address; initialMethod: DeliveryMethod | null; initialTogether: boolean }) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const locale = localeOf(usePreference((p) => p.ui.language));
  const headingId = useId();
  const hintId = useId();
  const [together, setTogether] = useState(initialTogether);
  const [picked, setPicked] = useState<DeliveryMethod | null>(initialMethod);
  const quote = useQuery({ ...quoteQuery(useServices().checkoutApi, address.id, null, together), placeholderData: keepPreviousData });
  const options = quote.data?.options ?? [];
  const method = options.find((option) => option.method === picked)?.method ?? options[0]?.method ?? null;
  const preorders = quote.data?.shipments.some((shipment) => shipment.lines.some((line) => line.kind === 'preorder')) ?? false;
  const problem = quote.error ? checkoutProblem(quote.error, t) : null;
  if (problem?.fix === 'address') return backToAddress;

  return (
    <StepColumns
      summary={
        quote.data && (
          <SettlementTotals
            totals={quote.data.totals}
            rate={quote.data.rate}
            priced={quote.data.method !== null}
            note={quote.data.method === null && t('checkout.totals.shippingNext')}
          />
        )
      }
    >
      <section className={styles.section} aria-labelledby={headingId}>
        <Subtitle1 as="h2" id={headingId}>
          {t('checkout.delivery.heading')}
        </Subtitle1>
        <Body1 className={styles.to}>
          <span className={styles.label}>{t('checkout.delivery.to')}</span>
          <span>{addressLine(address, locale)}</span>
        </Body1>
        {quote.isPending && <Spinner label={t('checkout.loading')} />}
        {problem && <ProblemBar problem={problem} />}
        {quote.data && options.length === 0 && <ProblemBar intent="warning" problem={{ message: t('checkout.delivery.none'), fix: 'address' }} links={{ address: addressStepPath(address.id) }} />}
        {options.length > 0 && <DeliveryOptions options={options} selected={method} onSelect={setPicked} labelledBy={headingId} />}
        {preorders && (
          <div className={styles.together}>
            <Checkbox checked={together} onChange={(_, data) => setTogether(data.checked === true)} label={t('checkout.delivery.together')} aria-describedby={hintId} />
            <Caption1 id={hintId} className={styles.hint}>{t('checkout.delivery.togetherHint')}</Caption1>
          </div>
        )}
      </section>
      <div className={styles.row}>
        <Button appearance="primary" disabled={method === null} onClick={() => method && navigate(reviewStepPath(address.id, { method, together }))}>
          {t('checkout.delivery.continue')}
        </Button>
      </div>
    </StepColumns>
  );
}
