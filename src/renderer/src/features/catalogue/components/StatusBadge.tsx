import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useCatalogueTranslation } from '../strings';
import type { FigureStatus } from '@shared/api';

/**
 * Each status's look. Told apart by more than colour, in light and dark alike: a pre-order is a
 * filled badge, sold out an outlined one, in stock and released tinted (green and grey), and every
 * badge says its status in words.
 */
export const STATUS_BADGE_LOOKS: Record<FigureStatus, Pick<BadgeProps, 'appearance' | 'color'>> = {
  preorder: { appearance: 'filled', color: 'brand' },
  in_stock: { appearance: 'tint', color: 'success' },
  sold_out: { appearance: 'outline', color: 'danger' },
  released: { appearance: 'tint', color: 'informative' },
};

/** A figure's sale status as a badge, in the UI language (cards and the figure page). */
export function StatusBadge({ status, size = 'medium' }: { status: FigureStatus; size?: 'small' | 'medium' | 'large' }) {
  const { t } = useCatalogueTranslation();
  return (
    <Badge {...STATUS_BADGE_LOOKS[status]} size={size} data-status={status}>
      {t(`catalogue.status.${status}`)}
    </Badge>
  );
}
