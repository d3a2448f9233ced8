/**
 * The device's cart joins the account's at sign-in, nothing lost (docs/product-rules.md §Cart 4).
 */
import type { CartEntry } from '@shared/api/cart-fields';
import { withoutMerged } from './cart-lines';
import type { DeviceCart } from './device-cart';

/** A store whose state has an auth `status` (the auth store; only the status is read). */
export interface CartStatusSource {
  getState(): { status: string };
  subscribe(listener: (state: { status: string }, previous: { status: string }) => void): () => void;
}

/** Runs `task` holding the named lock across every tab of this origin (the auth feature's webLocks). */
export type CartMergeLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** What the merge answers that says which lines it took: the merged cart's lines, and the slugs that name no figure (dropped). */
export interface CartMergeAnswer {
  lines: readonly { figure: { slug: string } }[];
  unknown: readonly string[];
}

/** The lines of `sent` the server took (their figure is in the merged cart) or dropped (no such figure); the rest stay on the device. Pure. */
export function takenLines(sent: readonly CartEntry[], answer: CartMergeAnswer): CartEntry[] {
  const gone = new Set([...answer.lines.map((line) => line.figure.slug), ...answer.unknown]);
  return sent.filter((line) => gone.has(line.slug));
}

/** The lock one merge at a time holds, across tabs: two tabs that see the same sign-in must not both send the lines. */
export const CART_MERGE_LOCK_NAME = 'figure-shop-cart-merge';

/**
 * Sends the device cart to the server (POST /api/account/cart/merge/: quantities added and capped
 * there) and, once the server has it, takes off the device exactly what the server took (a line the
 * full cart had no room for stays, for a later merge). Holding `lock`, it reads the lines as stored
 * then, so a tab that merged first leaves nothing for the next. On a failure (offline, 403
 * adult_hidden) the device keeps every line, to be sent at the next sign-in or start.
 * @returns whether anything was sent. Rejects with the merge call's error.
 */
export async function mergeDeviceCart(
  device: Pick<DeviceCart, 'readStored' | 'update'>,
  merge: (lines: readonly CartEntry[]) => Promise<CartMergeAnswer>,
  lock: CartMergeLock,
): Promise<boolean> {
  return lock(CART_MERGE_LOCK_NAME, async () => {
    const lines = [...device.readStored()];
    if (lines.length === 0) return false;
    const answer = await merge(lines);
    const taken = takenLines(lines, answer);
    device.update((stored) => withoutMerged(stored, taken));
    return true;
  });
}

export interface CartOwnerDeps {
  /** The auth store: its `status` moving to 'signedIn' is a sign-in (any path, another tab too). */
  auth: CartStatusSource;
  device: Pick<DeviceCart, 'readStored' | 'update'>;
  /** POST …/cart/merge/. */
  merge: (lines: readonly CartEntry[]) => Promise<CartMergeAnswer>;
  lock: CartMergeLock;
  /** After a merge: refetch the account's cart (here and in the other tabs). */
  onMerged: () => void;
}

/**
 * Merges the device cart when the user is signed in now (a sign-in in another tab, or a merge that
 * failed before) and at every change to signed in. One merge at a time; a failure is logged and the
 * device cart kept. Signing out moves nothing to the device: the account's cart stays on the server.
 * @returns the unsubscribe function.
 */
export function followCartOwner({ auth, device, merge, lock, onMerged }: CartOwnerDeps): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    mergeDeviceCart(device, merge, lock).then(
      (merged) => {
        running = false;
        if (merged) onMerged();
      },
      (error: unknown) => {
        running = false;
        console.error('Could not merge the device cart into the account; kept on the device', error);
      },
    );
  };
  if (auth.getState().status === 'signedIn') run();
  return auth.subscribe((state, previous) => {
    if (state.status === 'signedIn' && previous.status !== 'signedIn') run();
  });
}
