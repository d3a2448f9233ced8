import { describe, expect, it } from 'vitest';
import { notificationTargetPath } from '@renderer/features/notifications/notification-target';

describe('notificationTargetPath (§Notifications 6)', () => {
  it("opens a figure's page, or an app page", () => {
    expect(notificationTargetPath({ type: 'figure', slug: 'nendoroid-miku' })).toBe('/figures/nendoroid-miku');
    expect(notificationTargetPath({ type: 'page', path: '/figures?search=Rem' })).toBe('/figures?search=Rem');
  });

  it('opens nothing without a target or for a path that could leave the app', () => {
    expect(notificationTargetPath(null)).toBeNull();
    expect(notificationTargetPath(undefined)).toBeNull();
    expect(notificationTargetPath({ type: 'page', path: '//evil.test/' })).toBeNull();
    expect(notificationTargetPath({ type: 'page', path: '/\\evil.test' })).toBeNull();
    expect(notificationTargetPath({ type: 'page', path: 'https://evil.test/' })).toBeNull();
  });

  it('encodes a figure slug so it stays one path segment', () => {
    expect(notificationTargetPath({ type: 'figure', slug: 'a/../b' })).toBe('/figures/a%2F..%2Fb');
  });
});
