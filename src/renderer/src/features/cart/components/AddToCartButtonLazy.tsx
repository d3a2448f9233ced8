import { lazyOptional } from '@renderer/platform/lazy-optional';
import type { AddToCartButtonProps } from './AddToCartButton';

/**
 * The add-to-cart button (components/AddToCartButton.tsx) as its own chunk, loaded when a card or a
 * figure page first shows one: it renders after hydration only, so nothing waits for it, and the
 * catalogue's pages do not carry its code, strings and messages (each lazy page ≤ 40 kB:
 * docs/product-rules.md §Performance 2). Renders nothing until loaded, in a row whose height does not depend on it.
 */
export const AddToCartButton = lazyOptional<AddToCartButtonProps>(() => import('./AddToCartButton').then((module) => module.AddToCartButton));
