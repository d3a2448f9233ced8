import { Caption1, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { DeliveryOption } from '@shared/api/checkout';
import type { DeliveryMethod } from '@shared/api/shipping';
import { Price } from '@renderer/features/currency';
import { daysText, methodName, useOrdersTranslation } from '@renderer/features/orders';
import { parseMethod } from '../checkout-steps';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  name: { fontWeight: tokens.fontWeightSemibold },
  days: { color: tokens.colorNeutralForeground2 },
});

export interface DeliveryOptionsProps {
  options: readonly DeliveryOption[];
  selected: DeliveryMethod | null;
  onSelect(method: DeliveryMethod): void;
  /** Names the group (the step's heading). */
  labelledBy: string;
}

/**
 * The delivery methods offered to the address for this cart (docs/product-rules.md §Checkout 3), as
 * a Fluent RadioGroup: the carrier's name, its price for the whole order in JPY with ≈ the
 * collector's currency (the currency feature's Price), and its estimate ("4–6 days"). Only what
 * the quote offers is listed: a method the address or the parcel cannot use is not shown.
 */
export function DeliveryOptions({ options, selected, onSelect, labelledBy }: DeliveryOptionsProps) {
  const styles = useStyles();
  // The carriers' names and estimates are the order page's words (the orders feature's namespace).
  const { t } = useOrdersTranslation();
  return (
    <RadioGroup className={styles.group} aria-labelledby={labelledBy} value={selected ?? ''} onChange={(_, data) => {
        const method = parseMethod(data.value);
        if (method) onSelect(method);
      }}>
      {options.map((option) => (
        <Radio
          key={option.method}
          value={option.method}
          label={
            <span className={styles.label} data-method={option.method}>
              <Text className={styles.name}>{methodName(option.method, t)}</Text>
              <Price amount={option.shipping_jpy} currency="JPY" always />
              <Caption1 className={styles.days}>{daysText(option.days_min, option.days_max, t)}</Caption1>
            </span>
          }
        />
      ))}
    </RadioGroup>
  );
}
