import type { TFunction } from 'i18next';
import { figureAlertKinds, type Notification as AppNotification } from '@shared/api';

/**
 * A notification's title in the UI language: a figure alert is worded from its kind and figure name
 * (docs/product-rules.md §Notifications 5); any other notification shows the stored (English) title.
 * The list and the system notification (§Notifications 9) both use it.
 */
export function notificationTitle(t: TFunction, item: AppNotification): string {
  if (!item.figure_name || !(figureAlertKinds as readonly string[]).includes(item.kind)) return item.title;
  return t(`notifications.alertTitle.${item.kind}`, { name: item.figure_name });
}
