import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate.ts';
import { deliveryText, deliveryTimeOf, slowerDelivery } from './delivery-time.ts';

const de = createTranslator('de-DE');
const en = createTranslator('en-US');
const stock = { kind: 'stock', min_days: 2, max_days: 4 } as const;
const freight = { kind: 'freight', min_days: 5, max_days: 10 } as const;

describe('delivery time texts', () => {
  it('says how long each kind takes, in German and English', () => {
    expect(deliveryText(de, { delivery_time: stock })).toBe('Lieferzeit 2–4 Werktage');
    expect(deliveryText(de, { delivery_time: freight })).toBe('Speditionsversand, 5–10 Werktage');
    expect(deliveryText(de, { delivery_time: { kind: 'supplier', min_days: 7, max_days: 14 } })).toBe(
      'Bestellware: Lieferzeit 7–14 Werktage',
    );
    expect(deliveryText(de, { delivery_time: { kind: 'instant', min_days: 0, max_days: 0 } })).toBe(
      'Sofort als Download verfügbar',
    );
    expect(deliveryText(en, { delivery_time: freight })).toBe('Freight forwarding, 5–10 working days');
  });

  it('shows nothing for a product without one, or with one it cannot read', () => {
    expect(deliveryText(de, {})).toBeNull();
    expect(deliveryText(de, null)).toBeNull();
    expect(deliveryTimeOf({ delivery_time: { kind: 'teleport', min_days: 1, max_days: 2 } })).toBeNull();
    expect(deliveryTimeOf({ delivery_time: { kind: 'stock', min_days: 5, max_days: 2 } })).toBeNull();
    expect(deliveryTimeOf({ delivery_time: { kind: 'stock', min_days: '2', max_days: 4 } })).toBeNull();
  });

  it('a whole shipped together arrives with its slowest part', () => {
    expect(slowerDelivery(stock, freight)).toBe(freight);
    expect(slowerDelivery(freight, stock)).toBe(freight);
    expect(slowerDelivery(null, stock)).toBe(stock);
  });
});
