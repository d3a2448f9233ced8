import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router';
import { priceDropParamsSchema, type FigureDetail } from '@shared/api';
import { usePriceText } from '@renderer/features/currency';
import { useCatalogueTranslation } from '../strings';

const useStyles = makeStyles({
  was: { color: tokens.colorNeutralForeground3 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

/**
 * The old price struck through beside the figure's price, on a figure page opened from a price-drop
 * alert (docs/product-rules.md §Wishlist 8). The alert's parameters come in the router's location state
 * (`{priceDrop: {old_price, new_price, currency}}`), which only the app's own navigation sets; they are
 * shown only while the alert's new price is still the figure's price, in the same currency, and lower
 * than the old one. Nothing otherwise, and nothing when prices are hidden.
 */
export function WasPrice({ price }: { price: FigureDetail['price'] }) {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const priceText = usePriceText();
  const state: unknown = useLocation().state;
  const drop = priceDropParamsSchema.safeParse(typeof state === 'object' && state !== null ? (state as { priceDrop?: unknown }).priceDrop : undefined);
  if (!drop.success) return null;
  const { old_price, new_price, currency } = drop.data;
  if (currency !== price.currency || new_price !== price.amount || old_price <= new_price) return null;
  const was = priceText(old_price, currency);
  if (was === null) return null;
  return (
    <Caption1 className={styles.was} data-testid="was-price">
      <span className={styles.hidden}>{t('catalogue.wasPrice')} </span>
      <del>{was}</del>
    </Caption1>
  );
}
