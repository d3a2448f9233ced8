import { useId } from 'react';
import { Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { AddressFields } from '@shared/api';
import { displayNames } from '@shared/intl/cached';
import { localeOf, usePreference } from '@renderer/features/preferences';
import { Paper } from '@renderer/features/ui';
import { useOrdersTranslation } from '../strings';

const useStyles = makeStyles({
  address: { display: 'flex', flexDirection: 'column', fontStyle: 'normal', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
});

/** The country's ISO 3166 name in `locale` ("Germany", "ドイツ"), or the code when the platform has none. */
export function countryName(code: string, locale: string): string {
  try {
    return displayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The delivery address of an order (docs/product-rules.md §Checkout 2), the country named in the interface language. */
export function OrderAddress({ address }: { address: AddressFields }) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const locale = localeOf(usePreference((p) => p.ui.language));
  const headingId = useId();
  const lines = [address.full_name, address.line1, address.line2, address.city, [address.region, address.postcode].filter(Boolean).join(' '), countryName(address.country, locale)];
  return (
    <Paper role="region" aria-labelledby={headingId} data-invoice-part="address">
      <Subtitle1 as="h2" id={headingId}>
        {t('orders.order.address')}
      </Subtitle1>
      <address className={styles.address}>
        {lines.filter(Boolean).map((line, index) => (
          <Text key={index}>{line}</Text>
        ))}
        <Text>{t('orders.order.phone', { phone: address.phone })}</Text>
      </address>
    </Paper>
  );
}
