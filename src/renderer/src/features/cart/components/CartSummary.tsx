import type { ReactNode } from 'react';
import { Subtitle1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Cart, CartPrice } from '@shared/api';
import { convertPrice, roundPrice, useExchangeRates } from '@renderer/features/currency';
import { Paper } from '@renderer/features/ui';
import { useCartTranslation } from '../strings';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, textAlign: 'end', fontWeight: tokens.fontWeightSemibold },
  total: { fontSize: tokens.fontSizeBase400 },
  row: { display: 'contents' },
});

/**
 * ≈ the sum of `subtotals` in `primary`, each converted as prices are (features/currency), or null
 * when nothing needs converting (one subtotal, already in `primary`) or a rate is missing. Pure.
 */
export function approximateTotal(subtotals: readonly CartPrice[], primary: string, rates: Parameters<typeof convertPrice>[2] | undefined): number | null {
  if (!rates || subtotals.length === 0) return null;
  if (subtotals.length === 1 && subtotals[0]?.currency === primary) return null;
  let total = 0;
  for (const subtotal of subtotals) {
    const converted = convertPrice(subtotal.amount, primary, rates, subtotal.currency);
    if (converted === null) return null;
    total += converted;
  }
  return roundPrice(total);
}

/**
 * The cart's summary (docs/product-rules.md §Cart 5): the number of items, a subtotal per currency
 * as the server summed it, and ≈ their total in the collector's currency. Shown whatever show_prices says.
 * `children` go at its end (the cart page's "Check out").
 */
export function CartSummary({ cart, primary, format, children }: { cart: Cart; primary: string; format: (amount: number, currency: string) => string; children?: ReactNode }) {
  const styles = useStyles();
  const { t } = useCartTranslation();
  const rates = useExchangeRates();
  const total = approximateTotal(cart.subtotals, primary, rates.data);
  return (
    <Paper role="region" aria-labelledby="cart-summary-title">
      <Subtitle1 as="h2" id="cart-summary-title">
        {t('cartPage.summary')}
      </Subtitle1>
      <Text>{t('cartPage.items', { count: cart.item_count })}</Text>
      <dl className={styles.list}>
        {cart.subtotals.map((subtotal) => (
          <div key={subtotal.currency} className={styles.row}>
            <dt className={styles.term}>{t('cartPage.subtotal', { currency: subtotal.currency })}</dt>
            <dd className={styles.value} data-subtotal={subtotal.currency}>
              {format(subtotal.amount, subtotal.currency)}
            </dd>
          </div>
        ))}
        {total !== null && (
          <div className={styles.row}>
            <dt className={styles.term}>{t('cartPage.total', { currency: primary })}</dt>
            <dd className={mergeClasses(styles.value, styles.total)} data-total={primary}>
              ≈ {format(total, primary)}
            </dd>
          </div>
        )}
      </dl>
      {children}
    </Paper>
  );
}
