import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deDE, deDEAreas } from './de-DE.ts';
import { enUS, i18nKeys, keyAreas } from './en-US.ts';
import { placeholdersOf } from './interpolate.ts';

/** /work/shared/SPEC.md, i.e. '../shared/SPEC.md' seen from the repository root. */
const specCandidates = [
  fileURLToPath(new URL('../../../shared/SPEC.md', import.meta.url)),
  resolve(process.cwd(), '../shared/SPEC.md'),
];
const specPath = specCandidates.find((p) => existsSync(p));

/**
 * Texts whose apostrophes break a plain '…' regex; the extraction protects word-internal
 * apostrophes, and this list checks that it found them.
 */
const apostropheTexts = ["You're logged out", "You've entered an incorrect coupon code. Please try again."];

/** Quoted phrases in §4–that name a state, not a text the shopper sees. */
const notUiTexts = new Set(['in checkout']);

/** Texts §4–describes without quoting them (or that the regex cannot be trusted with). */
const describedTexts = [
  ...apostropheTexts,
  'Error with response - bad content-type!',
  'Proceed to checkout',
  'OK',
  'Latest',
  'Price low to high',
  'Price high to low',
  'Error while adding products',
  'Address provided in checkout contains invalid data. Please check if all required fields in checkout are filled in and also contact us to resolve this issue for future. Your order has been canceled.',
  'Internal validation error. Please check if all required fields are filled in. Please contact us on {email}',
  'Some of the ordered products are not available!',
  'Error sending reset password e-mail',
  'Cart could not be shared to the e-mail',
  'Product is not available (status {status})',
  'Product is not visible individually (visibility {visibility})',
  'Name must have at least {min} letters.',
  'Password must have at least 8 characters.',
  'Tax ID must have at least 3 characters.',
  'Zip-code must have at least 3 characters.',
  'Search term must have at least 3 characters.',
  // service worker states: ready, cached, updated, offline, error
  'The shop is ready.',
  'Content has been cached for offline use.',
  'New content is available. Please refresh the page.',
  'No internet connection found. The shop is running in offline mode.',
  'Error during service worker registration.',
  'DPD Courier',
];

/** Every single-quoted text of sections §4–that contains a space or ends with ! . ? */
function extractSpecTexts(markdown: string): string[] {
  const start = markdown.search(/^## 4\./m);
  if (start === -1) return [];
  const rest = markdown.slice(start);
  const end = rest.search(/^## 10\./m);
  const sections = end === -1 ? rest : rest.slice(0, end);
  // A ' between two letters is an apostrophe (You're, You've, can't), never a quote mark.
  const protectedText = sections.replace(/(?<=[A-Za-z])'(?=[A-Za-z])/g, '\u2019');
  const texts = new Set<string>();
  for (const match of protectedText.matchAll(/(?<![\w'])'([^'\n]+?)'(?![\w])/g)) {
    const text = (match[1] ?? '').replace(/\u2019/g, "'");
    if (!/\s/.test(text) && !/[!.?]$/.test(text)) continue;
    if (notUiTexts.has(text)) continue;
    texts.add(text);
  }
  return [...texts];
}

const catalogues = { 'de-DE': deDE, 'en-US': enUS };

function missingFrom(texts: readonly string[]): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    const absent = texts.filter((text) => !Object.hasOwn(catalogue, text));
    if (absent.length) missing[locale] = absent;
  }
  return missing;
}

/**
 * Quoted templates the shop no longer shows: the price-range symbols ("< €50", "50 - 100") gave way
 * to words a German buyer reads ("bis 50 €", "50 – 100 €", "ab 150 €").
 */
const SUPERSEDED = new Set(['< {currency}{to}', '> {currency}{from}', '{from} - {to}']);

describe('texts are catalogue keys', () => {
  const title = specPath
    ? `every text quoted in SPEC.md (${specPath}) is a key in de-DE and en-US`
    : `SKIPPED: SPEC.md not found (looked at ${specCandidates.join(', ')}); cannot check the quoted texts`;

  it.skipIf(!specPath)(title, () => {
    const texts = extractSpecTexts(readFileSync(specPath ?? '', 'utf8')).filter((text) => !SUPERSEDED.has(text));
    // A broken extraction must not pass silently: the spec quotes about forty texts.
    expect(texts.length).toBeGreaterThanOrEqual(35);
    for (const text of apostropheTexts) expect(texts).toContain(text);
    expect(missingFrom(texts)).toEqual({});
  });

  it('the texts §4–describes (and the curated quoted ones) are keys in de-DE and en-US', () => {
    expect(missingFrom(describedTexts)).toEqual({});
  });

  it('extracts quoted texts, keeping apostrophes inside them', () => {
    const sample = [
      '## 4. States',
      "- shows 'You're logged out' unless silent; the user is 'in checkout'; type 'items' counts.",
      "- 'Quantity must be below {quantity}'; 'Saved cart was successfully loaded'.",
      '## 10. Later',
      "- 'Not in range text'",
    ].join('\n');
    expect(extractSpecTexts(sample)).toEqual([
      "You're logged out",
      'Quantity must be below {quantity}',
      'Saved cart was successfully loaded',
    ]);
  });
});

describe('catalogue integrity', () => {
  it('has a complete set of texts', () => {
    expect(i18nKeys.length).toBeGreaterThanOrEqual(250);
  });

  it('de-DE and en-US have the same keys', () => {
    expect(Object.keys(deDE).sort()).toEqual(Object.keys(enUS).sort());
    expect(Object.keys(enUS)).toHaveLength(i18nKeys.length);
  });

  it('no key is listed in two screen areas, and each German area matches its English one', () => {
    expect(new Set(i18nKeys).size).toBe(i18nKeys.length);
    for (const [area, keys] of Object.entries(keyAreas)) {
      const german = deDEAreas[area as keyof typeof deDEAreas];
      expect(Object.keys(german).sort(), area).toEqual([...keys].sort());
    }
  });

  it('every text keeps exactly the placeholders of its key', () => {
    const wrong: string[] = [];
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const [key, value] of Object.entries(catalogue)) {
        if (placeholdersOf(value).join() !== placeholdersOf(key).join()) wrong.push(`${locale}: ${key} → ${value}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no text is empty or padded', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const [key, value] of Object.entries(catalogue)) {
        expect(value.trim(), key).toBe(value);
        expect(value.length, key).toBeGreaterThan(0);
        expect(key.trim(), key).toBe(key);
      }
    }
  });

  it('German texts are translated, except names and symbols that read the same', () => {
    const sameInGerman = new Set([
      'OK',
      'Newsletter',
      'Marketing',
      'Name',
      'Details',
      'Status',
      'PayPal',
      'Deutsch',
      'English',
    ]);
    const untranslated = Object.entries(deDE).filter(([key, value]) => key === value && !sameInGerman.has(key));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('German texts address the shopper with "Sie", never "du"', () => {
    const informal = Object.values(deDE).filter((value) => /\b(du|dich|dir|dein\w*)\b/i.test(value));
    expect(informal).toEqual([]);
  });
});
