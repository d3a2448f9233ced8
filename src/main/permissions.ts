/**
 * Permission requests and checks from web content: denied by default (Electron security
 * checklist §5). The app needs no camera, microphone, location, USB, MIDI... Its own page may show
 * notifications: the renderer's Web Notifications (only while the collector's
 * `push_notifications` is on) become OS notifications; the OS keeps its own per-app switch.
 */
import type { Session } from 'electron';
import { isSameOrigin } from './app-origin';

/** The policy's inputs. */
export interface PermissionPolicy {
  appOrigin: string;
  /**
   * Whether the API lives on this machine or the local network. Chromium's Local Network Access
   * gate asks for a permission before a page fetches a loopback/private address; the app's own
   * page must be allowed to reach the demo API on 127.0.0.1, nothing else.
   */
  apiIsLocal: boolean;
}

const LOCAL_NETWORK_PERMISSIONS = new Set(['local-network-access', 'local-network', 'loopback-network']);
// Writing to the clipboard (copy buttons) is harmless for our own page; reading it is not granted.
// Notifications: the push preference decides in the renderer whether any is shown
// (docs/product-rules.md §Notifications 9).
const APP_PERMISSIONS = new Set(['clipboard-sanitized-write', 'notifications']);

/**
 * Decides one permission: true only for the app origin and only for clipboard writes and
 * notifications, plus local
 * network access when the API is local. Everything else, and every other origin, is denied.
 * @param permission Electron's permission name (e.g. 'media', 'notifications').
 * @param requestingUrl the URL (or origin) of the requesting frame; may be empty.
 */
export function isPermissionGranted(permission: string, requestingUrl: string | null | undefined, policy: PermissionPolicy): boolean {
  if (!isSameOrigin(requestingUrl, policy.appOrigin)) return false;
  if (APP_PERMISSIONS.has(permission)) return true;
  return policy.apiIsLocal && LOCAL_NETWORK_PERMISSIONS.has(permission);
}

/** The session surface the policy is installed on. */
export type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler' | 'setDisplayMediaRequestHandler'
>;

/**
 * Installs deny-by-default request, check, device and display-media handlers on `session`.
 * @param onDenied called for each denied request (for the log).
 */
export function applyPermissionPolicy(session: PermissionSession, policy: PermissionPolicy, onDenied: (permission: string, url: string) => void): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const url = details.requestingUrl;
    const granted = isPermissionGranted(permission, url, policy);
    if (!granted) onDenied(permission, url);
    callback(granted);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionGranted(permission, details.requestingUrl ?? requestingOrigin, policy),
  );
  session.setDevicePermissionHandler(() => false);
  // Screen capture: never. Calling back with null refuses the request.
  session.setDisplayMediaRequestHandler((_request, callback) => callback(null));
}
