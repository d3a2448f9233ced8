import { appPathSchema, type NotificationTarget } from '@shared/api';

/**
 * The in-app path a notification's target opens (docs/product-rules.md §Notifications 6–7): a figure's page, or a page of
 * the app. Only a same-origin relative path ("/…", never "//…" or "/\\…") is returned; anything
 * else is null (nothing to open). Pure.
 */
export function notificationTargetPath(target: NotificationTarget | null | undefined): string | null {
  if (!target) return null;
  const path = target.type === 'figure' ? `/figures/${encodeURIComponent(target.slug)}` : target.path;
  return appPathSchema.safeParse(path).success ? path : null;
}
