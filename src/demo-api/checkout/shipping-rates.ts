/**
 * Delivery prices and estimates (docs/product-rules.md §Checkout 3): a price by carrier × zone ×
 * weight band, as data, and the pure lookup the quote uses. A parcel is priced on its packed weight
 * (parcelWeight); a carrier that does not serve a zone, or a parcel heavier than its last band, is not
 * offered.
 */
import type { DeliveryMethod, ShippingZone } from '../../shared/api/shipping';

/** A carrier's price row and estimate for one zone. */
interface ZoneRate {
  /** JPY per weight band, one per entry of the carrier's `bandsG`. */
  prices: readonly number[];
  /** Estimate in days, door to door. */
  days: readonly [min: number, max: number];
}

interface Tariff {
  /** Upper bounds of the weight bands in grams, ascending; the last is the heaviest parcel carried. */
  bandsG: readonly number[];
  /** A zone left out is not served. */
  zones: Partial<Record<ShippingZone, ZoneRate>>;
}

const EXPRESS_BANDS_G = [500, 1000, 2000, 3000, 5000, 10_000, 15_000, 20_000, 25_000, 30_000];
const PARCEL_BANDS_G = [1000, 2000, 3000, 5000, 10_000, 15_000, 20_000, 25_000, 30_000];

/**
 * Source: Japan Post's international tariffs in force 2024–2026 (国際郵便料金, post.japanpost.jp/int/charge/list/):
 * EMS (merchandise), and international parcels by SAL and by surface, coarsened to the bands above
 * and rounded to ¥50; demo figures, not a price list. Zone 1 is priced at EMS's Asia rates (its
 * cheaper China–Korea–Taiwan zone is folded in); zone 4 at EMS's Central and South America and
 * Africa rates. SAL is "SAL parcel" (small packets stop at 2 kg). Surface mail to zone 4 is not
 * offered (decided: 2–3 months at sea and customs there, too slow for a figure). DHL Express has
 * its own zones and contract prices: the demo prices it above EMS and fastest (decided).
 */
export const shippingTariffs: Readonly<Record<DeliveryMethod, Tariff>> = {
  ems: {
    bandsG: EXPRESS_BANDS_G,
    zones: {
      1: { prices: [1900, 2900, 4400, 5600, 8000, 13_500, 19_000, 24_500, 30_000, 35_500], days: [2, 4] },
      2: { prices: [3150, 4400, 6600, 8800, 13_000, 22_700, 32_400, 42_100, 51_800, 61_500], days: [3, 6] },
      3: { prices: [3900, 5300, 8200, 11_000, 16_400, 30_000, 43_000, 56_000, 69_000, 82_000], days: [3, 6] },
      4: { prices: [3600, 5100, 7800, 10_400, 15_600, 27_000, 38_500, 50_000, 61_500, 73_000], days: [5, 8] },
    },
  },
  sal: {
    bandsG: PARCEL_BANDS_G,
    zones: {
      1: { prices: [1800, 2400, 3000, 4200, 7200, 10_200, 13_200, 16_200, 19_200], days: [7, 14] },
      2: { prices: [2450, 3450, 4450, 6450, 11_450, 16_450, 21_450, 26_450, 31_450], days: [10, 21] },
      3: { prices: [3100, 4550, 6000, 8900, 16_150, 23_400, 30_650, 37_900, 45_150], days: [10, 21] },
      4: { prices: [2650, 3950, 5250, 7850, 14_350, 20_850, 27_350, 33_850, 40_350], days: [10, 21] },
    },
  },
  surface: {
    bandsG: PARCEL_BANDS_G,
    zones: {
      1: { prices: [1600, 1900, 2200, 2800, 4300, 5800, 7300, 8800, 10_300], days: [30, 60] },
      2: { prices: [2500, 3000, 3500, 4500, 7000, 9500, 12_000, 14_500, 17_000], days: [45, 90] },
      3: { prices: [2700, 3350, 4000, 5300, 8550, 11_800, 15_050, 18_300, 21_550], days: [45, 90] },
    },
  },
  dhl: {
    bandsG: EXPRESS_BANDS_G,
    zones: {
      1: { prices: [4200, 5200, 7000, 8600, 11_800, 19_500, 27_200, 34_900, 42_600, 50_300], days: [1, 3] },
      2: { prices: [5600, 7300, 10_400, 13_300, 19_000, 33_000, 47_000, 61_000, 75_000, 89_000], days: [2, 4] },
      3: { prices: [5900, 7700, 11_000, 14_100, 20_200, 35_000, 49_800, 64_600, 79_400, 94_200], days: [2, 4] },
      4: { prices: [7000, 9200, 13_200, 17_000, 24_400, 42_500, 60_600, 78_700, 96_800, 114_900], days: [3, 6] },
    },
  },
};

/** Packing per parcel (decided): 10% of the boxed figures' weight for filler and the outer carton, plus 200 g. */
export const PACKING_SHARE_PERCENT = 10;
export const PACKING_BASE_G = 200;

/** A parcel's weight in grams: its figures' boxed weight (`weight_g` × quantity, summed) plus packing, rounded up to the gram. */
export function parcelWeight(itemsG: number): number {
  return itemsG + Math.ceil((itemsG * PACKING_SHARE_PERCENT) / 100) + PACKING_BASE_G;
}

/** A parcel's price and estimate by one carrier. */
export interface ShippingPrice {
  price_jpy: number;
  days_min: number;
  days_max: number;
}

/**
 * The price (JPY) and estimate (days) of one parcel of `weightG` grams (packed) sent by `method` to
 * `zone`: the first band at least as heavy. Null when not offered: the carrier does not serve the
 * zone or the parcel is heavier than it carries. Pure.
 */
export function shippingPrice(method: DeliveryMethod, zone: ShippingZone, weightG: number): ShippingPrice | null {
  const tariff = shippingTariffs[method];
  const rate = tariff.zones[zone];
  const band = tariff.bandsG.findIndex((upTo) => weightG <= upTo);
  if (!rate || band < 0) return null;
  return { price_jpy: rate.prices[band]!, days_min: rate.days[0], days_max: rate.days[1] };
}
