import { describe, expect, it, vi } from 'vitest';
import { applyPermissionPolicy, isPermissionGranted, type PermissionSession } from '../../../src/main/permissions';

const local = { appOrigin: 'app://figure-shop', apiIsLocal: true };
const remote = { appOrigin: 'app://figure-shop', apiIsLocal: false };

describe('permissions: deny by default', () => {
  it('denies everything a storefront does not need, even to the app', () => {
    for (const permission of ['media', 'geolocation', 'midi', 'midiSysex', 'pointerLock', 'fullscreen', 'openExternal', 'clipboard-read', 'hid', 'serial', 'usb', 'display-capture', 'unknown']) {
      expect(isPermissionGranted(permission, 'app://figure-shop/', local)).toBe(false);
    }
  });

  it('allows notifications (§Notifications 9: push) to the app origin only', () => {
    expect(isPermissionGranted('notifications', 'app://figure-shop/', remote)).toBe(true);
    expect(isPermissionGranted('notifications', 'https://evil.example/', local)).toBe(false);
    expect(isPermissionGranted('notifications', undefined, local)).toBe(false);
  });

  it('allows clipboard writes and local-network access to the app origin only', () => {
    expect(isPermissionGranted('clipboard-sanitized-write', 'app://figure-shop/', local)).toBe(true);
    expect(isPermissionGranted('local-network-access', 'app://figure-shop/', local)).toBe(true);
    expect(isPermissionGranted('local-network-access', 'app://figure-shop/', remote)).toBe(false);
    expect(isPermissionGranted('clipboard-sanitized-write', 'https://evil.example/', local)).toBe(false);
    expect(isPermissionGranted('local-network-access', 'http://127.0.0.1:8000/', local)).toBe(false);
    expect(isPermissionGranted('clipboard-sanitized-write', undefined, local)).toBe(false);
  });

  it('installs request, check, device and display-media handlers', () => {
    const installed: Record<string, (...args: never[]) => unknown> = {};
    const session = new Proxy({}, { get: (_t, name: string) => (handler: (...args: never[]) => unknown) => void (installed[name] = handler) }) as PermissionSession;
    const denied = vi.fn();
    applyPermissionPolicy(session, local, denied);
    const callback = vi.fn();
    (installed.setPermissionRequestHandler as (...a: unknown[]) => void)(null, 'media', callback, { requestingUrl: 'app://figure-shop/' });
    expect(callback).toHaveBeenCalledWith(false);
    expect(denied).toHaveBeenCalledWith('media', 'app://figure-shop/');
    expect((installed.setPermissionCheckHandler as (...a: unknown[]) => boolean)(null, 'notifications', 'app://figure-shop', {})).toBe(true);
    expect((installed.setPermissionCheckHandler as (...a: unknown[]) => boolean)(null, 'geolocation', 'app://figure-shop', {})).toBe(false);
    expect((installed.setDevicePermissionHandler as (...a: unknown[]) => boolean)({})).toBe(false);
    const displayCallback = vi.fn();
    (installed.setDisplayMediaRequestHandler as (...a: unknown[]) => void)({}, displayCallback);
    expect(displayCallback).toHaveBeenCalledWith(null);
  });
});
