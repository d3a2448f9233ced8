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


/** The columns of the collection's CSV, in order (docs/product-rules.md §Collection 6). */
export const COLLECTION_CSV_COLUMNS = ['jan', 'name', 'state', 'price_paid', 'currency', 'date', 'shop', 'note'] as const;
/** The columns an imported file must have; the others may be left out. */
export const COLLECTION_CSV_REQUIRED = ['jan', 'name', 'state'] as const;
/** Most rows one import reads (a collection holds at most COLLECTION_MAX_OWNED figures bought elsewhere). */
export const COLLECTION_IMPORT_MAX_ROWS = COLLECTION_MAX_OWNED;
/** Largest file one import takes, in bytes (5,000 rows with long notes fit). */
export const COLLECTION_IMPORT_MAX_BYTES = 3_000_000;
/** What an import does with a row: adds it, changes what was entered, finds it as it is, leaves it out (with why), or cannot read it (with why). */
export const importOutcomes = ['add', 'update', 'unchanged', 'skipped', 'error'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/** The import's messages, for the whole file and per row (shared by the demo API, the app and tests). */
export const importMessages = {
  notText: 'This file is not a CSV text file.',
  unknownEncoding: 'This file is neither UTF-8 nor Shift-JIS text. Save it as "CSV UTF-8" and try again.',
  tooLarge: `The file is too large: at most ${COLLECTION_IMPORT_MAX_BYTES / 1_000_000} MB.`,
  tooManyRows: `The file has too many rows: at most ${COLLECTION_IMPORT_MAX_ROWS.toLocaleString('en-US')}.`,
  empty: 'The file has no rows.',
  missingColumns: (columns: readonly string[]) => `The file has no ${columns.join(', ')} column${columns.length > 1 ? 's' : ''}.`,
  unreadable: (line: number, reason: string) => `Line ${line} cannot be read: ${reason}`,
  noFigure: 'No figure in the catalogue has this JAN or this exact name.',
  ambiguousName: 'Several figures have this name: add its JAN.',
  duplicate: (line: number) => `This figure is already on line ${line}.`,
  unknownState: 'The state must be owned, ordered or wished.',
  adultHidden: 'This figure is adult content, which your settings hide.',
  priceWithoutCurrency: 'Give the price’s currency.',
  notANumber: 'The price is not a number.',
  badDate: 'The date must be YYYY-MM-DD.',
  orderedNotImported: 'An ordered figure comes from an order: import it as owned or wished.',
  wishlistFull: 'The wishlist is full (500 figures).',
} as const;
