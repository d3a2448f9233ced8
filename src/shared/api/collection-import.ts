/**
 * The collection's CSV columns, limits, outcomes and messages (docs/product-rules.md §Collection
 * 6), apart from collection-fields.ts: the badge on every card does not carry them.
 * collection.ts re-exports all of it.
 */
import { COLLECTION_MAX_OWNED } from './collection-fields';

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
