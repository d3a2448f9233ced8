/**
 * The edge to the Web Notifications API (docs/product-rules.md §Notifications 9–10). The desktop app needs no code of its own:
 * Electron's Chromium shows a Web Notification as an OS notification; the main process's permission
 * policy (src/main/permissions.ts) grants 'notifications' to the app origin only. Were it refused
 * (or blocked by the OS), the permission reads "denied" here and the settings page says so.
 */

/** The browser's notification permission, or 'unsupported' when it has no Notification API. */
export type SystemNotificationPermission = NotificationPermission | 'unsupported';

/** The Notification constructor when this browser has one (read at call time, so tests can fake it). */
function api(): typeof globalThis.Notification | undefined {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : undefined;
}

/** The current permission ('default' | 'granted' | 'denied'), or 'unsupported'. Never asks. */
export function systemNotificationPermission(): SystemNotificationPermission {
  return api()?.permission ?? 'unsupported';
}

/**
 * Asks the browser for permission (docs/product-rules.md §Notifications 10: only from the person's
 * click, never at load); resolves the permission that results. Handles the old callback form of
 * `requestPermission`; resolves 'denied' if asking throws.
 */
export async function requestSystemNotificationPermission(): Promise<SystemNotificationPermission> {
  const Notification = api();
  if (!Notification) return 'unsupported';
  try {
    return await new Promise<NotificationPermission>((resolve) => {
      const answer = Notification.requestPermission(resolve) as Promise<NotificationPermission> | undefined;
      void answer?.then(resolve);
    });
  } catch {
    return 'denied';
  }
}

/** What one system notification shows, and what clicking it does. */
export interface SystemNotificationContent {
  title: string;
  body: string;
  /** The notification's id: the OS replaces rather than repeats one with the same tag (several tabs). */
  tag: string;
  onClick(): void;
}

/**
 * Shows a system notification when the permission is granted; null otherwise, or when the browser
 * refuses to construct one (e.g. Chrome on Android, which only shows them from a service worker).
 */
export function showSystemNotification(content: SystemNotificationContent): globalThis.Notification | null {
  const Notification = api();
  if (!Notification || Notification.permission !== 'granted') return null;
  try {
    const shown = new Notification(content.title, { body: content.body, tag: content.tag });
    shown.onclick = () => {
      content.onClick();
      shown.close();
    };
    return shown;
  } catch {
    return null;
  }
}
