import { describe, expect, it } from 'vitest';
import { cardNumberOf, code39 } from './barcode.ts';

describe('loyalty card barcode (Code 39)', () => {
  it('frames the digits with start and stop characters, 5 bars and 3 wide elements each', () => {
    const { bars, width } = code39('0');
    expect(bars).toHaveLength(15);
    // '*', gap, '0', gap, '*': each character is 6 narrow + 3 wide elements = 15 units.
    expect(width).toBe(15 * 3 + 2);
    expect(bars[0]).toEqual({ x: 0, width: 1 });
    expect(bars.every((b) => b.width === 1 || b.width === 3)).toBe(true);
  });

  it('draws different numbers differently and refuses letters', () => {
    expect(code39('1234').bars).not.toEqual(code39('4321').bars);
    expect(() => code39('12a')).toThrow();
  });

  it('numbers the card from the customer id', () => {
    expect(cardNumberOf(42)).toBe('7000000042');
  });
});
