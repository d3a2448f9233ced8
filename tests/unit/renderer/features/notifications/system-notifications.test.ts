import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  requestSystemNotificationPermission,
  showSystemNotification,
  systemNotificationPermission,
} from '@renderer/features/notifications/system-notifications';

/** A fake Web Notifications API at the edge: records what was constructed. */
function fakeNotificationApi(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: FakeNotification[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => answer);
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(
      public title: string,
      public options: NotificationOptions,
    ) {
      shown.push(this);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { FakeNotification, shown };
}

afterEach(() => vi.unstubAllGlobals());

describe('system notifications (§Notifications 9–10)', () => {
  it("reads 'unsupported' without the API, and never shows one then", async () => {
    vi.stubGlobal('Notification', undefined);
    expect(systemNotificationPermission()).toBe('unsupported');
    expect(await requestSystemNotificationPermission()).toBe('unsupported');
    expect(showSystemNotification({ title: 't', body: 'b', tag: '1', onClick: () => {} })).toBeNull();
  });

  it('asks the browser and resolves its answer', async () => {
    const { FakeNotification } = fakeNotificationApi('default', 'granted');
    expect(systemNotificationPermission()).toBe('default');
    expect(await requestSystemNotificationPermission()).toBe('granted');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('shows one only when granted, tagged with the id; a click runs onClick and closes it', () => {
    const onClick = vi.fn();
    const denied = fakeNotificationApi('denied');
    expect(showSystemNotification({ title: 'Hi', body: 'there', tag: '7', onClick })).toBeNull();
    expect(denied.shown).toEqual([]);

    const granted = fakeNotificationApi('granted');
    showSystemNotification({ title: 'Hi', body: 'there', tag: '7', onClick });
    expect(granted.shown).toHaveLength(1);
    const shown = granted.shown[0]!;
    expect(shown.title).toBe('Hi');
    expect(shown.options).toEqual({ body: 'there', tag: '7' });
    shown.onclick?.();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(shown.close).toHaveBeenCalled();
  });
});
