/**
 * The device cart's line operations (docs/product-rules.md §Cart 2–4), pure: each takes the lines
 * (newest first, one per slug) and gives the lines after it. device-cart.ts stores the result.
 */
import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartEntry } from '@shared/api/cart-fields';

/** Why an add put nothing in the cart: the line is at its limit, or the cart holds CART_MAX_LINES other figures. */
export type CartAddRefusal = 'limit' | 'full';

/** What adding did: the cart after it, how many units went in, and why none did when `added` is 0. */
export interface CartAddition {
  lines: CartEntry[];
  added: number;
  refused?: CartAddRefusal;
}

/**
 * `lines` with `entry` added (§Cart 2–3): onto the figure's line if there is one (it keeps its
 * place and what it remembers from when it was added), else as a new line at the front. The line
 * never grows past `limit` (the figure's cartLimit when added) nor CART_MAX_QUANTITY, and is never
 * lowered by an add; a new figure is refused when the cart already holds CART_MAX_LINES.
 */
export function addedToCart(lines: readonly CartEntry[], entry: CartEntry, limit: number): CartAddition {
  const most = Math.min(limit, CART_MAX_QUANTITY);
  const existing = lines.find((line) => line.slug === entry.slug);
  if (existing) {
    const quantity = Math.max(existing.quantity, Math.min(existing.quantity + entry.quantity, most));
    const added = quantity - existing.quantity;
    if (added === 0) return { lines: [...lines], added, refused: 'limit' };
    return { lines: lines.map((line) => (line === existing ? { ...line, quantity } : line)), added };
  }
  if (lines.length >= CART_MAX_LINES) return { lines: [...lines], added: 0, refused: 'full' };
  const quantity = Math.min(entry.quantity, most);
  if (quantity < 1) return { lines: [...lines], added: 0, refused: 'limit' };
  return { lines: [{ ...entry, quantity }, ...lines], added: quantity };
}

/** `lines` with the figure's line set to `quantity` (1 to CART_MAX_QUANTITY); unchanged when it has no line. */
export function withQuantity(lines: readonly CartEntry[], slug: string, quantity: number): CartEntry[] {
  const bounded = Math.min(Math.max(1, Math.trunc(quantity)), CART_MAX_QUANTITY);
  return lines.map((line) => (line.slug === slug ? { ...line, quantity: bounded } : line));
}

/** `lines` without these figures' lines. */
export function withoutSlugs(lines: readonly CartEntry[], slugs: readonly string[]): CartEntry[] {
  return lines.filter((line) => !slugs.includes(line.slug));
}

/**
 * `lines` less what a merge sent (§Cart 4: the lines the server took leave the device): each sent
 * quantity is taken off its line, and a line left with none is removed. Units added to a line while
 * the merge was in flight stay, as do new lines.
 */
export function withoutMerged(lines: readonly CartEntry[], sent: readonly CartEntry[]): CartEntry[] {
  const taken = new Map(sent.map((line) => [line.slug, line.quantity]));
  return lines.flatMap((line) => {
    const quantity = line.quantity - (taken.get(line.slug) ?? 0);
    return quantity >= 1 ? [{ ...line, quantity }] : [];
  });
}
