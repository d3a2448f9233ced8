import { useId } from 'react';
import { Caption1, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { OrderEvent } from '@shared/api';
import { useFormat } from '@renderer/features/preferences';
import { useOrderFormats } from '../order-formats';
import { Paper } from '@renderer/features/ui';
import { eventText } from '../order-words';
import { useOrdersTranslation } from '../strings';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  event: { display: 'flex', flexDirection: 'column' },
  time: { color: tokens.colorNeutralForeground2 },
});

/**
 * The order's timeline (docs/product-rules.md §Orders 3, §Fulfilment 5), oldest first: each event
 * with its time in the collector's locale and the words of its kind (amounts in JPY as the page
 * writes money), or the API's English text for a kind the app does not know.
 */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const format = useFormat();
  const formats = useOrderFormats();
  const headingId = useId();
  const oldestFirst = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Paper role="region" aria-labelledby={headingId} data-invoice-part="timeline">
      <Subtitle1 as="h2" id={headingId}>
        {t('orders.order.timeline')}
      </Subtitle1>
      <ol className={styles.list}>
        {oldestFirst.map((event, index) => (
          <li key={index} className={styles.event} data-event={event.kind}>
            <Text>{eventText(event, t, formats)}</Text>
            <Caption1 className={styles.time}>
              <time dateTime={event.at}>{format.dateTime(event.at)}</time>
            </Caption1>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
