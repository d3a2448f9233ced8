/**
 * The device's wishlist joins the account's at sign-in, nothing lost (docs/product-rules.md
 * §Wishlist 4).
 */
import type { DeviceWishlist } from './device-wishlist';

/** A store whose state has an auth `status` (the auth store; only the status is read). */
export interface WishlistStatusSource {
  getState(): { status: string };
  subscribe(listener: (state: { status: string }, previous: { status: string }) => void): () => void;
}

/**
 * Sends the device list to the server (POST /api/account/wishlist/merge/, a union) and, once the
 * server has them, removes exactly those slugs from the device. On a failure (offline, the 500 cap)
 * the device keeps every slug, to be sent at the next sign-in or start.
 * @returns whether anything was merged. Rejects with the merge call's error.
 */
export async function mergeDeviceWishlist(device: Pick<DeviceWishlist, 'getSnapshot' | 'removeAll'>, merge: (slugs: readonly string[]) => Promise<unknown>): Promise<boolean> {
  const slugs = [...device.getSnapshot()];
  if (slugs.length === 0) return false;
  await merge(slugs);
  device.removeAll(slugs);
  return true;
}

export interface WishlistOwnerDeps {
  /** The auth store: its `status` moving to 'signedIn' is a sign-in (any path, another tab too). */
  auth: WishlistStatusSource;
  device: Pick<DeviceWishlist, 'getSnapshot' | 'removeAll'>;
  /** POST …/wishlist/merge/. */
  merge: (slugs: readonly string[]) => Promise<unknown>;
  /** After a merge: refetch the account's list. */
  onMerged: () => void;
}

/**
 * Merges the device list when the user is signed in now (a sign-in in another tab, or a merge that
 * failed before) and at every change to signed in. One merge at a time; a failure is logged and the
 * device list kept.
 * @returns the unsubscribe function.
 */
export function followWishlistOwner({ auth, device, merge, onMerged }: WishlistOwnerDeps): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    mergeDeviceWishlist(device, merge).then(
      (merged) => {
        running = false;
        if (merged) onMerged();
      },
      (error: unknown) => {
        running = false;
        console.error('Could not merge the device wishlist into the account; kept on the device', error);
      },
    );
  };
  if (auth.getState().status === 'signedIn') run();
  return auth.subscribe((state, previous) => {
    if (state.status === 'signedIn' && previous.status !== 'signedIn') run();
  });
}
