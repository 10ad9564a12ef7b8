import { describe, expect, it } from 'vitest';
import { IsolateMemo } from './isolate-memo.ts';

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
