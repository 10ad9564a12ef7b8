import { describe, expect, it } from 'vitest';
import { derivedView, IsolateMemo } from './isolate-memo.ts';

describe('IsolateMemo', () => {
  it('keeps at most its limit, dropping the least recently used entry first', () => {
    const memo = new IsolateMemo<number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    expect(memo.get('a')).toBe(1); // a is now the most recent
    memo.set('c', 3);
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBe(1);
    expect(memo.get('c')).toBe(3);
    expect(memo.size).toBe(2);
  });

  it('hands out frozen values, so one request cannot change what the next one reads', () => {
    const memo = new IsolateMemo<{ name: string; children: { price: number }[] }>(5);
    memo.set('doc', { name: 'Doppelstabmatte', children: [{ price: 10 }] });
    const shared = memo.get('doc')!;
    expect(() => {
      shared.children[0]!.price = 99;
    }).toThrow(TypeError);
    expect(memo.get('doc')!.children[0]!.price).toBe(10);
  });

  it('keeps its weight under the budget, and does not keep a value heavier than the whole budget', () => {
    const memo = new IsolateMemo<string>(100, 10, (value) => value.length);
    memo.set('a', 'aaaa');
    memo.set('b', 'bbbb');
    memo.set('c', 'cccc'); // 12 > 10: the coldest goes
    expect(memo.get('a')).toBeUndefined();
    expect([memo.get('b'), memo.get('c')]).toEqual(['bbbb', 'cccc']);
    expect(memo.set('huge', 'x'.repeat(11))).toBe('x'.repeat(11)); // answered, not kept
    expect(memo.get('huge')).toBeUndefined();
    expect(memo.size).toBe(2);
  });
});

describe('derivedView', () => {
  /** Derives a priced copy and counts how often it had to. */
  function pricing() {
    const counter = { derived: 0 };
    const price =
      (doc: { price: number }, rate = 1.19) =>
      () => {
        counter.derived++;
        return { ...doc, priceInclTax: doc.price * rate };
      };
    return { counter, price };
  }

  it('derives a view of a shared value once, and hands the same frozen view to later requests', () => {
    const { counter, price } = pricing();
    const memo = new IsolateMemo<{ price: number }>(5);
    const doc = memo.set('P1', { price: 100 });
    const first = derivedView(doc, 'DE', price(doc));
    const again = derivedView(memo.get('P1')!, 'DE', price(doc));
    expect(again).toBe(first);
    expect(counter.derived).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    // Another key (another country, another day) is another view.
    expect(derivedView(doc, 'AT', price(doc, 1.2)).priceInclTax).toBe(120);
  });

  it('derives afresh for a replaced value: a view is never older than what it came from', () => {
    const { price } = pricing();
    const memo = new IsolateMemo<{ price: number }>(5);
    const old = memo.set('P1', { price: 100 });
    derivedView(old, 'DE', price(old));
    const changed = memo.set('P1', { price: 80 }); // a new catalog version, a stock change
    expect(derivedView(changed, 'DE', price(changed)).priceInclTax).toBeCloseTo(95.2);
  });

  it('keeps nothing for a value nobody shares (a one-off read is not frozen)', () => {
    const { counter, price } = pricing();
    const fresh = { price: 100 };
    derivedView(fresh, 'DE', price(fresh));
    derivedView(fresh, 'DE', price(fresh));
    expect(counter.derived).toBe(2);
  });

  it('keeps a bounded number of views per value, the oldest going first', () => {
    const { counter, price } = pricing();
    const doc = new IsolateMemo<{ price: number }>(5).set('P1', { price: 100 });
    for (let day = 0; day < 9; day++) derivedView(doc, `day ${day}`, price(doc));
    derivedView(doc, 'day 8', price(doc));
    expect(counter.derived).toBe(9); // the newest is still kept
    derivedView(doc, 'day 0', price(doc));
    expect(counter.derived).toBe(10); // the oldest was dropped
  });
});
