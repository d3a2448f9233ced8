import { Badge } from '@fluentui/react-components';
import { useCatalogueTranslation } from '../strings';
import type { FigureStatus } from '@shared/api';

const colours: Record<FigureStatus, 'brand' | 'success' | 'danger' | 'informative'> = {
  preorder: 'brand',
  in_stock: 'success',
  sold_out: 'danger',
  released: 'informative',
};

/** A figure's sale status as a badge, in the UI language (cards and the figure page). */
export function StatusBadge({ status, size = 'medium' }: { status: FigureStatus; size?: 'small' | 'medium' | 'large' }) {
  const { t } = useCatalogueTranslation();
  return (
    <Badge appearance="tint" color={colours[status]} size={size} data-status={status}>
      {t(`catalogue.status.${status}`)}
    </Badge>
  );
}
