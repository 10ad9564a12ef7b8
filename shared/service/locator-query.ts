/**
 * What a shopper typed into the store locator: a German (5-digit) or Austrian (4-digit) postcode,
 * optionally with its country letters ("D-80331", "A 1010", "AT-8010"), or a town name.
 */

export type LocatorQuery =
  | { kind: 'empty' }
  | { kind: 'postcode'; country: 'DE' | 'AT'; postcode: string }
  | { kind: 'city'; name: string }
  | { kind: 'invalid'; message: string };

export const MAX_QUERY_LENGTH = 80;
export const INVALID_LOCATOR_QUERY = 'Please enter a 5-digit German or 4-digit Austrian postcode, or a town.';

const POSTCODE = /^(?:(d|de|a|at)\s*[-\s]?\s*)?(\d+)$/i;

export function parseLocatorQuery(input: string | null | undefined): LocatorQuery {
  const text = (input ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return { kind: 'empty' };
  if (text.length > MAX_QUERY_LENGTH) return { kind: 'invalid', message: INVALID_LOCATOR_QUERY };
  const postcode = POSTCODE.exec(text);
  if (postcode) {
    const letters = (postcode[1] ?? '').toLowerCase();
    const digits = postcode[2]!;
    const country = digits.length === 5 ? 'DE' : digits.length === 4 ? 'AT' : null;
    const named = letters === '' ? country : letters.startsWith('a') ? 'AT' : 'DE';
    if (!country || named !== country) return { kind: 'invalid', message: INVALID_LOCATOR_QUERY };
    return { kind: 'postcode', country, postcode: digits };
  }
  if (/\d/.test(text) || !/\p{L}.*\p{L}/u.test(text)) return { kind: 'invalid', message: INVALID_LOCATOR_QUERY };
  return { kind: 'city', name: text };
}
