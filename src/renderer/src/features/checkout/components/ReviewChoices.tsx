import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import type { Address } from '@shared/api/addresses';
import type { Quote } from '@shared/api/checkout';
import type { DeliveryMethod } from '@shared/api/shipping';
import { daysText, methodName, useOrdersTranslation } from '@renderer/features/orders';
import { localeOf, usePreference } from '@renderer/features/preferences';
import { addressLine } from '../address-form';
import { useCheckoutTranslation } from '../strings';
import { textLinkStyle } from '@renderer/features/ui';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  link: textLinkStyle,
  days: { color: tokens.colorNeutralForeground2 },
});

/**
 * Where and how the reviewed order goes (docs/product-rules.md §Checkout 1): the address on one
 * line and the carrier with its estimate (and "Everything ships together" when asked for), each
 * with a "Change" link back to its step, the choice kept.
 */
export function ReviewChoices({ address, quote, links }: { address: Address; quote: Quote & { method: DeliveryMethod }; links: { address: string; delivery: string } }) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  // The carrier's name and estimate are the order page's words (the orders feature's namespace).
  const { t: orderWords } = useOrdersTranslation();
  const locale = localeOf(usePreference((p) => p.ui.language));
  const option = quote.options.find((offered) => offered.method === quote.method);
  return (
    <dl className={styles.list}>
      <div>
        <dt className={styles.term}>{t('checkout.review.address')}</dt>
        <dd className={styles.value}>
          <Body1 className={styles.text}>{addressLine(address, locale)}</Body1>
          <RouterLink to={links.address} className={styles.link} aria-label={t('checkout.review.changeAddress')}>
            {t('checkout.review.change')}
          </RouterLink>
        </dd>
      </div>
      <div>
        <dt className={styles.term}>{t('checkout.review.method')}</dt>
        <dd className={styles.value}>
          <span className={styles.text}>
            <Body1>{methodName(quote.method, orderWords)}</Body1>
            {option && <Caption1 className={styles.days}>{daysText(option.days_min, option.days_max, orderWords)}</Caption1>}
            {quote.ship_together && <Caption1 className={styles.days}>{t('checkout.review.together')}</Caption1>}
          </span>
          <RouterLink to={links.delivery} className={styles.link} aria-label={t('checkout.review.changeDelivery')}>
            {t('checkout.review.change')}
          </RouterLink>
        </dd>
      </div>
    </dl>
  );
}
