/**
 * The address form's rules (docs/product-rules.md §Checkout 2), pure: its fields and their
 * autofill tokens, what the collector typed, the checks made before sending (the contract's own
 * schema, so the client and the API agree), the destinations named and sorted in the interface
 * language, and an address written on one line.
 */
import { addressFieldsSchema, type Address, type AddressFields } from '@shared/api/addresses';
import { shippingCountries, type ShippingCountry } from '@shared/api/shipping';
import { drfMessages } from '@shared/api/fields';
import { displayNames } from '@shared/intl/cached';

/** The form's fields, in the order they are shown. */
export const addressFields = ['full_name', 'line1', 'line2', 'city', 'region', 'postcode', 'country', 'phone'] as const satisfies readonly (keyof AddressFields)[];
export type AddressField = (typeof addressFields)[number];

/** The fields that may stay blank (the contract's `allowBlank`); every other one is required. */
export const optionalAddressFields: readonly AddressField[] = ['line2', 'region'];

/** Each field's autofill token (HTML Living Standard, "Autofill": the `autocomplete` attribute). */
export const addressAutocomplete: Readonly<Record<AddressField, string>> = {
  full_name: 'name',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postcode: 'postal-code',
  country: 'country',
  phone: 'tel',
};

/** What the collector typed, every field a string ('' when empty; `country` '' until chosen). */
export type AddressDraft = Record<AddressField, string>;

export const emptyAddressDraft: AddressDraft = { full_name: '', line1: '', line2: '', city: '', region: '', postcode: '', country: '', phone: '' };

/** A kept address as a draft to edit. */
export function draftOf(address: AddressFields): AddressDraft {
  return Object.fromEntries(addressFields.map((field) => [field, address[field]])) as AddressDraft;
}

/** Messages per field, in the API's wording (DRF shape), before they are put in the app's words (address-messages.ts). */
export type FieldMessages = Partial<Record<string, string[]>>;

/**
 * The problems the API would find in `draft` by the contract's schema (blank required fields, too
 * long, a country that is no code): none means it can be sent. An unchosen country is the DRF
 * "required" message, as for any other required field.
 */
export function draftProblems(draft: AddressDraft): FieldMessages {
  const problems: FieldMessages = {};
  const parsed = addressFieldsSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'non_field_errors');
      (problems[field] ??= []).push(issue.message);
    }
  }
  if (draft.country === '') problems.country = [drfMessages.required];
  return problems;
}

/** A destination with its name in the interface language. */
export interface CountryOption {
  code: ShippingCountry;
  name: string;
}

/**
 * The destinations (src/shared/api/shipping.ts) named by the platform's ISO 3166 names in `locale`
 * (Intl.DisplayNames, type region) and sorted by that name with the locale's collation (Intl.Collator).
 */
export function countryOptions(locale: string): CountryOption[] {
  const names = displayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return shippingCountries.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

/** A country's name in `locale`, or its code when the platform has none. */
export function countryName(code: string, locale: string): string {
  try {
    return displayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An address on one line, the radio's label: name, lines, city, region, postcode, country (blank parts left out). */
export function addressLine(address: Pick<Address, AddressField>, locale: string): string {
  const parts = [address.full_name, address.line1, address.line2, address.city, address.region, address.postcode, countryName(address.country, locale)];
  return parts.filter((part) => part.trim() !== '').join(', ');
}
