import type { TFunction } from 'i18next';
import { figureStatuses, type DisplayFormat, type ModerationLogEntry } from '@shared/api';
import { formatPrice, type Format } from '@renderer/features/preferences';

/** How the change log writes values: the person's formatters, locale (BCP 47) and currency display. */
export interface ChangeValueFormats {
  format: Format;
  locale: string;
  display: DisplayFormat;
  t: TFunction;
}

/**
 * Pure: one side of a recorded change as the interface writes it (docs/product-rules.md §Locales 3, §Moderation):
 * a price in the figure's currency ("¥25,100"), a stock count ("1,200"), a status by its name, a
 * closing day, a release month. A value that does not read as its field's kind (an older record, an
 * unknown currency) is shown as it was recorded, never dropped. `value` null → null.
 */
export function changeValueText(entry: Pick<ModerationLogEntry, 'field' | 'figure'>, value: string | null, { format, locale, display, t }: ChangeValueFormats): string | null {
  if (value === null) return null;
  switch (entry.field) {
    case 'price': {
      const currency = entry.figure?.currency;
      if (!currency || !/^\d+(\.\d+)?$/.test(value)) return value;
      try {
        return formatPrice(Number(value), currency, locale, display);
      } catch {
        return `${value} ${currency}`;
      }
    }
    case 'stock':
      return /^\d+$/.test(value) ? format.count(Number(value)) : value;
    case 'status':
      return (figureStatuses as readonly string[]).includes(value) ? t(`moderation.status.${value}`) : value;
    case 'preorder_closes_at':
      return /^\d{4}-\d{2}-\d{2}/.test(value) ? format.day(value.slice(0, 10)) : value;
    case 'release':
      return /^\d{4}-\d{2}$/.test(value) ? format.month(value) : value;
    default:
      return value;
  }
}
