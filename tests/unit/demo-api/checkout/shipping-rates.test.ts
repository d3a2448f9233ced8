import { describe, expect, it } from 'vitest';
import { deliveryMethods, shippingZones, type ShippingZone } from '@shared/api';
import { PACKING_BASE_G, parcelWeight, shippingPrice, shippingTariffs } from '../../../../src/demo-api/checkout/shipping-rates';

// The carriers' table (docs/product-rules.md §Checkout 3): price by carrier × zone × weight band, estimates in days.

const zones: ShippingZone[] = [1, 2, 3, 4];

describe('shipping prices', () => {
  it.each(deliveryMethods)('%s: a farther zone and a heavier parcel cost more; over its heaviest band it is not offered', (method) => {
    const near = shippingPrice(method, 1, 1500)!;
    const far = shippingPrice(method, 3, 1500)!;
    expect(far.price_jpy).toBeGreaterThan(near.price_jpy);
    expect(far.days_max).toBeGreaterThanOrEqual(near.days_max);
    expect(shippingPrice(method, 1, 8000)!.price_jpy).toBeGreaterThan(near.price_jpy);
    expect(shippingPrice(method, 1, 30_000)).not.toBeNull();
    expect(shippingPrice(method, 1, 30_001)).toBeNull();
    expect(shippingPrice(method, 1, 31_000)).toBeNull();
  });

  it('takes the first band at least as heavy as the parcel (a band\'s upper bound is in it)', () => {
    expect(shippingPrice('ems', 2, 500)).toEqual({ price_jpy: 3150, days_min: 3, days_max: 6 });
    expect(shippingPrice('ems', 2, 501)).toEqual({ price_jpy: 4400, days_min: 3, days_max: 6 });
    expect(shippingPrice('sal', 1, 1)).toEqual({ price_jpy: 1800, days_min: 7, days_max: 14 });
  });

  it('gives each carrier its estimates by zone, DHL fastest and priced above EMS', () => {
    const days = (method: (typeof deliveryMethods)[number]) =>
      zones.map((zone) => {
        const price = shippingPrice(method, zone, 1000);
        return price && [price.days_min, price.days_max];
      });
    expect(days('ems')).toEqual([[2, 4], [3, 6], [3, 6], [5, 8]]);
    expect(days('sal')).toEqual([[7, 14], [10, 21], [10, 21], [10, 21]]);
    expect(days('surface')).toEqual([[30, 60], [45, 90], [45, 90], null]);
    expect(days('dhl')).toEqual([[1, 3], [2, 4], [2, 4], [3, 6]]);
    for (const zone of zones) {
      for (const weight of [500, 2500, 29_000]) expect(shippingPrice('dhl', zone, weight)!.price_jpy).toBeGreaterThan(shippingPrice('ems', zone, weight)!.price_jpy);
    }
  });

  it('does not offer surface mail to zone 4 (Brazil)', () => {
    expect(shippingZones.BR).toBe(4);
    expect(shippingPrice('surface', shippingZones.BR, 1000)).toBeNull();
  });

  it('has one price per band, every price a positive whole yen, rising with weight', () => {
    for (const tariff of Object.values(shippingTariffs)) {
      for (const rate of Object.values(tariff.zones)) {
        expect(rate.prices).toHaveLength(tariff.bandsG.length);
        rate.prices.forEach((price, i) => {
          expect(Number.isInteger(price) && price > 0).toBe(true);
          if (i > 0) expect(price).toBeGreaterThan(rate.prices[i - 1]!);
        });
      }
    }
  });
});

describe('parcel weight', () => {
  it('adds 10% (rounded up to the gram) and 200 g of packing', () => {
    expect(parcelWeight(1000)).toBe(1300);
    expect(parcelWeight(1234)).toBe(1234 + 124 + PACKING_BASE_G);
    expect(parcelWeight(0)).toBe(PACKING_BASE_G);
  });
});
