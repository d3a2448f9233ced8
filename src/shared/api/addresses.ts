/**
 * The address book (docs/product-rules.md §Checkout 1): GET/POST /api/account/addresses/,
 * GET/PATCH/DELETE /api/account/addresses/{id}/. Shapes decided as DRF would render them. The
 * postcode is checked per country (postcode-validator) and the phone number for the carrier
 * (libphonenumber-js) by the API; the app shows the API's field messages beside the fields and
 * keeps what was typed.
 */
import { z } from 'zod/mini';
import { drfMessages, drfString, drfTypeError } from './fields';

/** Most addresses one account keeps (decided). */
export const ADDRESS_BOOK_MAX = 10;

/** Messages of the address book's 400s (shared by the demo API, the app and tests). */
export const addressMessages = {
  postcode: 'Enter a valid postcode for this country.',
  phone: 'Enter a valid phone number for this country.',
  full: `An address book holds at most ${ADDRESS_BOOK_MAX} addresses. Delete one to add another.`,
} as const;

/** A destination code: two upper-case letters; the API also refuses a country the shop does not ship to. */
const countryField = z
  .string({ error: drfTypeError(drfMessages.notString) })
  .check(z.regex(/^[A-Z]{2}$/, { error: (issue) => drfMessages.invalidChoice(issue.input) }));

const line2Field = drfString({ max: 100, allowBlank: true });
const regionField = drfString({ max: 60, allowBlank: true });

/** The fields a collector types. `line2` and `region` may be blank. */
export const addressFieldsSchema = z.object({
  full_name: drfString({ max: 100 }),
  line1: drfString({ max: 100 }),
  line2: z._default(line2Field, ''),
  city: drfString({ max: 60 }),
  region: z._default(regionField, ''),
  postcode: drfString({ max: 12 }),
  country: countryField,
  phone: drfString({ max: 24 }),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

/** POST /api/account/addresses/: the fields, and `is_default` (the first address is the default whatever it says). */
export const addressCreateRequestSchema = z.extend(addressFieldsSchema, {
  is_default: z.optional(z.boolean({ error: drfTypeError(drfMessages.notBoolean) })),
});
export type AddressCreateRequest = z.input<typeof addressCreateRequestSchema>;
/**
 * PATCH /api/account/addresses/{id}/: any of the fields; `is_default: true` makes it the default (false is refused: choose another default instead).
 * No defaults here (unlike the create schema's line2 and region): a field left out keeps its value.
 */
export const addressUpdateRequestSchema = z.partial(z.extend(addressCreateRequestSchema, { line2: line2Field, region: regionField }));
export type AddressUpdateRequest = z.input<typeof addressUpdateRequestSchema>;

/**
 * A kept address. `phone` is stored in E.164 (`+4930901820`), the country's postcode format as
 * typed (trimmed, upper case). Exactly one address of a non-empty book is the default.
 */
export const addressSchema = z.extend(addressFieldsSchema, {
  id: z.int().check(z.positive()),
  is_default: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Address = z.infer<typeof addressSchema>;
/** GET /api/account/addresses/: the default first, then newest first. */
export const addressListSchema = z.array(addressSchema);
