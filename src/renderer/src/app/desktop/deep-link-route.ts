import { ORDER_ID_PATTERN, orderPagePath } from '@shared/api/order-paths';
import type { AppDeepLink } from '@shared/ipc';
import { PASSWORD_RESET_PATH, VERIFY_EMAIL_ROUTE } from '@renderer/features/auth';
import { figurePath } from '@renderer/features/catalogue';

/**
 * A non-empty string of printable ASCII. The main process admits only RFC 3986 unreserved
 * characters here (shared/deep-link/parse.ts); this only guards the renderer against a bad payload.
 */
const isValue = (value: unknown): value is string => typeof value === 'string' && /^[\x21-\x7e]+$/.test(value);

/** A catalogue slug (src/shared/api/catalogue.ts): the main process admits only these. */
const isSlug = (value: unknown): value is string => typeof value === 'string' && value.length <= 100 && /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value);

/**
 * The in-app route for an account, figure or order deep link (docs/product-rules.md §Desktop 8) from the main
 * process, built from the renderer's own route constants rather than trusted from the link's `path`:
 * - `<scheme>:/account/password-reset?uidb64=…&token=…` → `/account/password-reset?uidb64=…&token=…`
 * - `<scheme>:/account/verify-email/<uid>/<token>` → `/account/verify-email/<uid>/<token>`
 * - `<scheme>:/figures/<slug>` → `/figures/<slug>`
 * - `<scheme>:/orders/<id>` → `/orders/<id>` (the payment's return, docs/product-rules.md §Payment 2)
 * Values are percent-encoded into their place.
 * @returns the route, or null for a link of another kind or with missing values (ignored).
 */
export function routeForAppDeepLink(link: AppDeepLink): string | null {
  switch (link.kind) {
    case 'password-reset':
      if (!isValue(link.uidb64) || !isValue(link.token)) return null;
      return `${PASSWORD_RESET_PATH}?${new URLSearchParams({ uidb64: link.uidb64, token: link.token }).toString()}`;
    case 'verify-email':
      if (!isValue(link.uid) || !isValue(link.token)) return null;
      return VERIFY_EMAIL_ROUTE.replace(':uid', encodeURIComponent(link.uid)).replace(':token', encodeURIComponent(link.token));
    case 'figure':
      return isSlug(link.slug) ? figurePath(link.slug) : null;
    case 'order':
      return Number.isSafeInteger(link.id) && ORDER_ID_PATTERN.test(String(link.id)) ? orderPagePath(link.id) : null;
    default:
      return null;
  }
}
