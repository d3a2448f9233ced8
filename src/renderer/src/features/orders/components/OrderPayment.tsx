import { useId, useRef, useState } from 'react';
import { Body1, Button, MessageBar, MessageBarBody, Spinner, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { nextInvoiceToPay, type Order } from '@shared/api';
import { isHttpError, isNoResponseError } from '@renderer/api/http';
import { formatPrice, localeOf, useFormat, usePreference } from '@renderer/features/preferences';
import { Paper } from '@renderer/features/ui';
import { useServices } from '@renderer/platform/services';
import { failureText } from '../order-words';
import { paymentFailures, type PaymentWait } from '../payment-waiting';
import { startPayment } from '../start-payment';
import { useOrdersTranslation } from '../strings';

const useStyles = makeStyles({
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface OrderPaymentProps {
  order: Order;
  /** What a payment this device started shows (payment-waiting.ts). */
  wait: PaymentWait;
  /** Called once a payment started and the page stays (the desktop); the page then waits. */
  onStarted: () => void;
  /** Asks for the order again (a 409: nothing is due any more). */
  onStale: () => void;
}

/**
 * The order's payment (docs/product-rules.md §Payment 1–5): while due, "Pay by <date>" and "Pay now";
 * after a failure, why (worded from the provider's code) and "Try again"; "Paid on <date>";
 * "Cancelled: payment was not received in time"; nothing to pay for pre-orders only; what was
 * refunded in all (§Fulfilment 4). While a release invoice is open, it is the one due. After this
 * device started a payment, "Waiting for the payment to be confirmed" (a status) until the webhook
 * answers, or "taking longer than usual" with the button back. One start at a time.
 */
export function OrderPayment({ order, wait, onStarted, onStale }: OrderPaymentProps) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const services = useServices();
  const language = usePreference((p) => p.ui.language);
  const format = useFormat();
  const display = usePreference((p) => p.currency.display_format);
  const headingId = useId();
  // A ref, not state: two clicks in one frame both see the state of before the first.
  const inFlight = useRef(false);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { payment } = order;

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStarting(true);
    setProblem(null);
    try {
      await startPayment(services, order.id, { failures: paymentFailures(order), invoice: nextInvoiceToPay(order.invoices)?.id ?? null });
      // The web is on its way to the provider: the button stays busy until the page goes.
      if (services.platform.kind === 'web') return;
      onStarted();
    } catch (error) {
      if (isNoResponseError(error)) setProblem(t('orders.payment.offline'));
      else if (isHttpError(error) && error.response?.status === 409) {
        setProblem(t('orders.payment.nothingToPay'));
        onStale();
      } else setProblem(t('orders.payment.startFailed'));
    }
    inFlight.current = false;
    setStarting(false);
  };

  const due = (payment.state === 'due' || payment.state === 'failed') && wait !== 'waiting';
  return (
    <Paper role="region" aria-labelledby={headingId} data-invoice-part="payment" data-payment={payment.state}>
      <Subtitle1 as="h2" id={headingId}>
        {t('orders.payment.heading')}
      </Subtitle1>
      {wait === 'waiting' && (
        <div role="status" className={styles.status}>
          <Spinner size="extra-tiny" aria-hidden />
          <Text>{t('orders.payment.waiting')}</Text>
        </div>
      )}
      {wait === 'slow' && (
        <div role="status">
          <Text>{t('orders.payment.slow')}</Text>
        </div>
      )}
      {payment.state === 'failed' && payment.failure && wait !== 'waiting' && (
        <MessageBar intent="error">
          <MessageBarBody>{failureText(payment.failure, t)}</MessageBarBody>
        </MessageBar>
      )}
      {due && (
        <>
          {payment.due_at && <Body1>{t('orders.payment.dueBy', { date: format.dateTime(payment.due_at) })}</Body1>}
          <div className={styles.actions}>
            <Button appearance="primary" disabledFocusable={starting} onClick={() => void pay()}>
              {payment.state === 'failed' ? t('orders.payment.tryAgain') : t('orders.payment.payNow')}
            </Button>
            <Text className={styles.muted}>{t('orders.payment.amount', { amount: formatPrice(payment.amount_jpy, 'JPY', localeOf(language), display) })}</Text>
          </div>
        </>
      )}
      {starting && <Spinner size="tiny" label={t('orders.payment.starting')} />}
      {problem && (
        <Text role="alert" className={styles.muted}>
          {problem}
        </Text>
      )}
      {payment.state === 'paid' && payment.paid_at && <Body1>{t('orders.payment.paidOn', { date: format.dateTime(payment.paid_at) })}</Body1>}
      {payment.refunded_jpy > 0 && (
        <Body1>{t('orders.refundedTotal', { amount: formatPrice(payment.refunded_jpy, 'JPY', localeOf(language), display) })}</Body1>
      )}
      {payment.state === 'cancelled' && <Body1>{t('orders.payment.cancelled')}</Body1>}
      {payment.state === 'not_required' && <Body1>{t('orders.payment.notRequired')}</Body1>}
    </Paper>
  );
}
