/**
 * Where the shop ships and how (docs/product-rules.md §Checkout 2–3): the destinations by Japan
 * Post's international zones, and the four carriers a Japanese shop offers. The prices per zone and
 * weight are the demo API's (src/demo-api/checkout/shipping-rates.ts); the app only needs the
 * list of destinations (names come from the platform's ISO 3166 names, Intl.DisplayNames) and the
 * method codes.
 */

/**
 * Japan Post's international zones (第1–第4地帯), which EMS, SAL and surface are priced by:
 * 1 Asia; 2 Oceania, Canada, Mexico, the Middle East and Europe; 3 the United States;
 * 4 Central and South America and Africa.
 */
export type ShippingZone = 1 | 2 | 3 | 4;

/**
 * The destinations the shop ships to, ISO 3166-1 alpha-2 → zone. Any other country is refused
 * (`"<code>" is not a valid choice.`). Decided: the shop's export markets; Japan itself is not a
 * destination (the carriers below are international).
 */
export const shippingZones = {
  CN: 1, HK: 1, TW: 1, KR: 1, SG: 1, TH: 1, MY: 1, PH: 1, VN: 1, ID: 1, MO: 1,
  AU: 2, NZ: 2, CA: 2, MX: 2, AE: 2, SA: 2, IL: 2,
  GB: 2, IE: 2, DE: 2, FR: 2, IT: 2, ES: 2, PT: 2, NL: 2, BE: 2, LU: 2, AT: 2, CH: 2,
  SE: 2, NO: 2, DK: 2, FI: 2, PL: 2, CZ: 2, HU: 2, GR: 2,
  US: 3,
  BR: 4, AR: 4, CL: 4, PE: 4, CO: 4, ZA: 4,
} as const satisfies Record<string, ShippingZone>;
export type ShippingCountry = keyof typeof shippingZones;
/** The destination codes, alphabetical (the app sorts them by their localised name). */
export const shippingCountries = Object.keys(shippingZones).sort() as ShippingCountry[];

/** True when the shop ships to `code` (exact upper-case alpha-2). */
export function isShippingCountry(code: string): code is ShippingCountry {
  return Object.prototype.hasOwnProperty.call(shippingZones, code);
}

/** The carriers: EMS, airmail (SAL), surface mail and DHL Express. */
export const deliveryMethods = ['ems', 'sal', 'surface', 'dhl'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];
