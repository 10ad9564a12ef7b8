/**
 * Code 39 bars for the loyalty card (digits only): each character is nine elements, bar and gap
 * alternating, three of them wide; '*' starts and ends the code and a narrow gap separates the
 * characters. Pure, so the card renders the same SVG on the server and in the browser.
 */

const PATTERNS: Record<string, string> = {
  '0': '000110100',
  '1': '100100001',
  '2': '001100001',
  '3': '101100000',
  '4': '000110001',
  '5': '100110000',
  '6': '001110000',
  '7': '000100101',
  '8': '100100100',
  '9': '001100100',
  '*': '010010100',
};

/** Width of a wide element in narrow units. */
const WIDE = 3;

export interface Bar {
  x: number;
  width: number;
}

/** The bars of `digits` framed by start and stop characters, in narrow units, and the total width. */
export function code39(digits: string): { bars: Bar[]; width: number } {
  if (!/^\d+$/.test(digits)) throw new Error('Code 39 card numbers are digits only');
  const bars: Bar[] = [];
  let x = 0;
  for (const char of `*${digits}*`) {
    [...PATTERNS[char]!].forEach((flag, index) => {
      const width = flag === '1' ? WIDE : 1;
      if (index % 2 === 0) bars.push({ x, width });
      x += width;
    });
    x += 1;
  }
  return { bars, width: x - 1 };
}

/** The card number of a customer: shop prefix 7 and the customer id, ten digits. */
export const cardNumberOf = (customerId: number): string => `7${String(customerId).padStart(9, '0')}`;
