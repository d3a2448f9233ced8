import { useIsSignedIn } from '@renderer/features/auth';
import { lazyOptional } from '@renderer/platform/lazy-optional';

// The merge and the cross-tab refresh matter only while signed in: their chunk loads then, off the
// first route (docs/product-rules.md §Performance 1).
const Owner = lazyOptional(() => import('./CartOwner').then((module) => module.CartOwner));

/**
 * Keeps the cart with its owner while signed in (components/CartOwner.tsx; docs/product-rules.md
 * §Cart 4): mounted at every sign-in (it merges the device cart then) and unmounted at sign-out.
 * The shell renders it once; it renders nothing.
 */
export function SignedInCartOwner() {
  return useIsSignedIn() ? <Owner /> : null;
}
