import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePriceForms } from './price-text';

const useStyles = makeStyles({
  price: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  converted: { fontWeight: tokens.fontWeightSemibold },
  original: { color: tokens.colorNeutralForeground3 },
});

export interface PriceProps {
  /** The amount in `currency`, in major units (yen, yuan, dollars). */
  amount: number;
  /** ISO 4217 code the amount is in, JPY or CNY for figures (default JPY, docs/product-rules.md §Currency 4, 7). */
  currency?: string;
  className?: string;
  /** Shown whatever content.show_prices says (the cart shows its prices always: docs/product-rules.md §Cart 5). */
  always?: boolean;
}

/**
 * A price in the collector's currency (docs/product-rules.md §Currency 4–7): "≈ $80.08" converted into
 * currency.primary, with the original ("¥12,800") beside it; the original alone when no conversion
 * is needed or possible yet. Formatted in the UI language with the display_format preference.
 * Renders nothing when content.show_prices is false, unless `always`.
 */
export function Price({ amount, currency = 'JPY', className, always = false }: PriceProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { showPrices, forms } = usePriceForms();

  if (!showPrices && !always) return null;
  const { original, converted } = forms(amount, currency);
  if (converted === null) {
    return (
      <Text className={`${styles.price} ${className ?? ''}`} data-price="">
        <span className={styles.converted}>{original}</span>
      </Text>
    );
  }
  return (
    <Text className={`${styles.price} ${className ?? ''}`} data-price="">
      <span className={styles.converted} title={t('currency.approximate')}>
        ≈ {converted}
      </span>
      <span className={styles.original}>({original})</span>
    </Text>
  );
}
