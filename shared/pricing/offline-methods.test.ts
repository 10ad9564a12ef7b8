import { describe, expect, it } from 'vitest';
import { isFreight, offlineShippingMethods } from './offline-methods.ts';

const parcel = { sku: 'CLIPS', delivery_time: { kind: 'stock', min_days: 2, max_days: 4 } };
const freight = { sku: 'DSM-656-1830-ANT', delivery_time: { kind: 'freight', min_days: 5, max_days: 10 } };

describe('offline shipping methods', () => {
  it('offers the flat DPD rate (4 € net, 5 € incl. tax) for parcels', () => {
    expect(offlineShippingMethods([parcel, { sku: 'no-time' }])).toMatchObject([
      { carrier_code: 'flatrate', method_code: 'flatrate', amount: 4, price_incl_tax: 5, offline: true },
    ]);
  });

  it('offers nothing for a cart with freight: DPD takes no pallets', () => {
    expect(isFreight(freight)).toBe(true);
    expect(isFreight(parcel)).toBe(false);
    expect(offlineShippingMethods([parcel, freight])).toEqual([]);
  });
});
