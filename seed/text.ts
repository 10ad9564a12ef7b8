// Small text helpers shared by every generator module: URL slugs and money rounding.

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue', '&': ' ', '+': ' ',
};

/**
 * ASCII slug: German umlauts are transliterated (not stripped) so "Zäune" becomes "zaeune"
 * and stays readable; every other run of non-alphanumerics becomes one hyphen ("8/6/8" → "8-6-8").
 */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ&+]/g, (ch) => TRANSLITERATION[ch] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Rounds to cents; every stored price goes through this so floats never print as 12.299999. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** German VAT the shop owner thinks in: a shelf price like 59,90 € becomes the stored net price. */
export function netFromGross(gross: number, rate = 19): number {
  return round2(gross / (1 + rate / 100));
}

/** Rounds a computed gross price to a typical shop ending (…,90 or …,99 below 10 €). */
export function shelfPrice(gross: number): number {
  if (gross < 10) return Math.max(0.99, Math.floor(gross) + 0.99);
  return Math.floor(gross) + 0.9;
}

/** German number formatting for texts ("1.230", "2,5"), independent of the machine's locale. */
export function deNumber(value: number): string {
  const [int, frac] = String(value).split('.');
  const grouped = (int ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return frac ? `${grouped},${frac}` : grouped;
}
