import { Body1Strong, Caption1, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { QuoteLine, QuoteShipment } from '@shared/api/checkout';
import { Price } from '@renderer/features/currency';
import { LineThumbnail, shipmentHeading, useOrdersTranslation } from '@renderer/features/orders';
import { formatPrice, localeOf, useFormat, usePreference } from '@renderer/features/preferences';
import { Paper } from '@renderer/features/ui';
import { useCheckoutTranslation } from '../strings';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  line: { display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr)', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  detail: { color: tokens.colorNeutralForeground2 },
  shipping: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

export interface ReviewShipmentsProps {
  shipments: readonly QuoteShipment[];
  /** A figure's name in the interface language. */
  nameOf: (figure: { name: string; name_ja: string }) => string;
}

/** One line: picture, name, quantity, and the unit price in the figure's own currency and in JPY (fixed at the quote's rate). */
function ReviewLine({ line, name }: { line: QuoteLine; name: string }) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  const locale = localeOf(usePreference((p) => p.ui.language));
  const display = usePreference((p) => p.currency.display_format);
  const own = formatPrice(line.unit_price.amount, line.unit_price.currency, locale, display);
  const yen = formatPrice(line.unit_price_jpy, 'JPY', locale, display);
  return (
    <li className={styles.line} data-slug={line.slug}>
      <LineThumbnail line={line} size="small" />
      <div className={styles.text}>
        <Body1Strong>{name}</Body1Strong>
        <Caption1 className={styles.detail}>{t('checkout.review.quantity', { n: line.quantity })}</Caption1>
        <Text size={200} data-unit-price="">
          {line.unit_price.currency === 'JPY' ? t('checkout.review.each', { price: yen }) : t('checkout.review.eachConverted', { price: own, yen })}
        </Text>
      </div>
    </li>
  );
}

/**
 * The review's shipments (docs/product-rules.md §Checkout 4–6): each with its heading ("Ships
 * now", "Ships when released (March 2027)", "Ships together when everything is released"), its
 * lines and its shipping in JPY with ≈ the collector's currency.
 */
export function ReviewShipments({ shipments, nameOf }: ReviewShipmentsProps) {
  const styles = useStyles();
  // The shipments' headings and labels are the order page's words (the orders feature's namespace).
  const { t: orderWords } = useOrdersTranslation();
  const format = useFormat();
  return shipments.map((shipment, index) => {
    const heading = shipmentHeading(shipment, format.month, orderWords);
    return (
      <Paper key={`${shipment.kind}-${shipment.release_month ?? index}`} role="region" aria-label={heading} data-shipment={shipment.kind}>
        <Subtitle2 as="h3">{heading}</Subtitle2>
        <ul className={styles.list}>
          {shipment.lines.map((line) => (
            <ReviewLine key={line.slug} line={line} name={nameOf(line)} />
          ))}
        </ul>
        {shipment.shipping_jpy !== null && (
          <div className={styles.shipping}>
            <Text>{orderWords('orders.order.shipping')}</Text>
            <Price amount={shipment.shipping_jpy} currency="JPY" always />
          </div>
        )}
      </Paper>
    );
  });
}
