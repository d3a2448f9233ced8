import { Badge } from '@fluentui/react-components';
import type { OrderStatus } from '@shared/api';
import { statusColours, statusText } from '../order-words';
import { useOrdersTranslation } from '../strings';

/** An order's or line's status as a Fluent Badge with its text (the colour is never the only sign). */
export function OrderStatusBadge({ status, size = 'medium' }: { status: OrderStatus; size?: 'small' | 'medium' }) {
  const { t } = useOrdersTranslation();
  return (
    <Badge appearance="tint" color={statusColours[status]} size={size} data-status={status}>
      {statusText(status, t)}
    </Badge>
  );
}
