import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, ONLY_NECESSARY, saveChoice } from './choice.ts';
import {
  clickFromUrl,
  CONVERSION_STORAGE_KEY,
  currentConversion,
  forgetConversion,
  storeConversion,
  withConversion,
} from './conversion.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const arrived = new Date('2026-11-20T09:15:00.000Z');
const later = new Date('2026-11-22T10:00:00.000Z');

describe('marketing click id', () => {
  it('is read from gclid, msclkid or fbclid with the arrival as click date', () => {
    expect(clickFromUrl('https://shop.test/c/tore?utm_source=x&gclid=Cj0KCQ-abc_1', arrived)).toEqual({
      name: 'purchase',
      clickId: 'Cj0KCQ-abc_1',
      clickType: 'gclid',
      clickDate: arrived.toISOString(),
    });
    expect(clickFromUrl('/?msclkid=5f3c2a', arrived)?.clickType).toBe('msclkid');
    expect(clickFromUrl('/?fbclid=IwAR0x.y~z', arrived)?.clickType).toBe('fbclid');
  });

  it('is none without a click parameter or with a value that is no click id', () => {
    expect(clickFromUrl('/p/GT1-BASIC/x?color=7016', arrived)).toBeNull();
    expect(clickFromUrl('/?gclid=', arrived)).toBeNull();
    expect(clickFromUrl('/?gclid=%3Cscript%3E', arrived)).toBeNull();
  });

  it('goes with an order only while marketing consent holds and the click is at most 90 days old', () => {
    const storage = memoryStorage();
    const click = clickFromUrl('/?gclid=abc', arrived)!;
    storeConversion(storage, click);
    const order = { order_id: 'o-1' };
    expect(withConversion(order, storage, later)).toEqual(order);
    saveChoice(storage, ACCEPT_ALL, later);
    expect(withConversion(order, storage, later)).toEqual({ order_id: 'o-1', conversion: click });
    expect(currentConversion(storage, new Date(arrived.getTime() + 91 * 86_400_000))).toBeNull();
    saveChoice(storage, ONLY_NECESSARY, later);
    expect(currentConversion(storage, later)).toBeNull();
  });

  it('is removed when forgotten', () => {
    const storage = memoryStorage();
    storeConversion(storage, clickFromUrl('/?gclid=abc', arrived)!);
    forgetConversion(storage);
    expect(storage.items.has(CONVERSION_STORAGE_KEY)).toBe(false);
  });
});
