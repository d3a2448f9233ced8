/**
 * The address book's field rules (docs/product-rules.md §Checkout 2) as pure functions: the country
 * is one the shop ships to, the postcode fits the country's format, the phone number is a real number
 * (kept in E.164). The shapes and their DRF messages are the shared contract's
 * (src/shared/api/addresses.ts); this adds what a schema cannot know.
 */
import countries from 'i18n-iso-countries';
// The full ("max") metadata: it checks each country's real number ranges, where "min" checks only the
// length; the demo API runs on a server, where the larger metadata costs nothing that matters.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { addressMessages, type AddressFields } from '../../shared/api/addresses';
import { drfMessages } from '../../shared/api/fields';
import { shippingZones, type ShippingCountry, type ShippingZone } from '../../shared/api/shipping';

/** The 400 message of a PATCH that unsets the default: a non-empty book always has one (§Checkout 2). */
export const NOT_DEFAULT_MESSAGE = 'Choose another default address instead.';

/**
 * True when the shop ships to `code`: it is in the zone table (`zones`, by default the contract's,
 * src/shared/api/shipping.ts) AND is an ISO 3166-1 alpha-2 code (i18n-iso-countries). The zone
 * table is typed by hand; requiring both means a slip in it (say "UK" for GB, which is not an ISO
 * code) can never become a destination that no carrier or country list knows.
 */
export function isDestination(code: string, zones: Readonly<Record<string, ShippingZone>> = shippingZones): code is ShippingCountry {
  return Object.prototype.hasOwnProperty.call(zones, code) && countries.isValid(code);
}

/**
 * True when `postcode` (trimmed, upper case) fits `country`'s format (postcode-validator). Countries
 * the library has no rule for (of the destinations: Hong Kong, Macao and the United Arab Emirates,
 * which have no postcodes) accept any non-blank text; the contract already refuses a blank one.
 */
export function isValidPostcode(postcode: string, country: string): boolean {
  if (!postcodeValidatorExistsForCountry(country)) return postcode !== '';
  return postcodeValidator(postcode, country);
}

/**
 * `phone` as E.164 (`+4930901820`) when it is a valid number (libphonenumber-js, full metadata), read
 * as a national number of `country` unless it starts with `+`; else null. A number of another country
 * in international form is accepted (decided: the recipient's own mobile may be foreign; the carrier
 * only needs to reach them).
 */
export function e164Phone(phone: string, country: ShippingCountry): string | null {
  const parsed = parsePhoneNumberFromString(phone, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * Checks `fields` (already parsed by the contract's schema) and answers them as kept: postcode upper
 * case, phone in E.164; or the 400 body: `{country: ['"XX" is not a valid choice.']}` for a country
 * the shop does not ship to (then the postcode and phone, which depend on it, are not checked),
 * else `{postcode: [...], phone: [...]}` for whichever fails. Pure.
 */
export function checkAddress(fields: AddressFields): { ok: true; fields: AddressFields } | { ok: false; errors: Record<string, string[]> } {
  const { country } = fields;
  if (!isDestination(country)) return { ok: false, errors: { country: [drfMessages.invalidChoice(country)] } };
  const postcode = fields.postcode.toUpperCase();
  const phone = e164Phone(fields.phone, country);
  const postcodeOk = isValidPostcode(postcode, country);
  if (phone === null || !postcodeOk) {
    return { ok: false, errors: { ...(postcodeOk ? {} : { postcode: [addressMessages.postcode] }), ...(phone === null ? { phone: [addressMessages.phone] } : {}) } };
  }
  return { ok: true, fields: { ...fields, postcode, phone } };
}
