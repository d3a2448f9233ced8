/**
 * The collection's states, orderings, limits and messages, apart from its endpoint schemas: the
 * app's lazy parts that only need these (the badge, the page's controls, the form's check) do not
 * carry zod schemas with them. collection.ts re-exports all of it.
 */
import { CATALOGUE_PAGE_SIZE } from './catalogue-constants';

/**
 * A figure's state in a collection, lowest to highest: a figure in more than one (wished, then
 * ordered, then delivered) is in the highest (docs/product-rules.md §Collection 1).
 */
export const collectionStates = ['wished', 'ordered', 'owned'] as const;
export type CollectionState = (typeof collectionStates)[number];

/** Orderings of the collection page: when it entered its state, its current price, its release month, its name. */
export const collectionOrderings = ['-since', 'since', '-price', 'price', '-release', 'release', 'name'] as const;
export type CollectionOrdering = (typeof collectionOrderings)[number];

/** Default page size of GET /api/account/collection/ (the catalogue's); at most CATALOGUE_MAX_PAGE_SIZE. */
export const COLLECTION_PAGE_SIZE = CATALOGUE_PAGE_SIZE;
/** Most figures bought elsewhere one collection holds (decided: an unbounded table is refused). */
export const COLLECTION_MAX_OWNED = 5000;
/** Longest shop name and note of a figure bought elsewhere, in characters. */
export const OWNED_SHOP_MAX = 100;
export const OWNED_NOTE_MAX = 500;
/** The highest price paid accepted, in whole units of any currency (above it a typing slip, not a figure). */
export const OWNED_PRICE_MAX = 1_000_000_000;

/** Messages of the collection's 400s (shared by the demo API, the app and tests). */
export const collectionMessages = {
  full: `A collection holds at most ${COLLECTION_MAX_OWNED} figures bought elsewhere.`,
  negativePrice: 'Enter a price of 0 or more.',
  absurdPrice: `Enter a price of at most ${OWNED_PRICE_MAX.toLocaleString('en-US')}.`,
  priceDigits: (currency: string, digits: number) =>
    digits === 0 ? `${currency} prices have no decimal places.` : `${currency} prices have at most ${digits} decimal places.`,
  unknownCurrency: 'Choose a currency the shop has exchange rates for.',
  futureDate: 'The date cannot be in the future.',
  tooOld: 'Enter a date from 1970 on.',
} as const;
