// German compound words against the catalog's own vocabulary. A buyer writes "Doppelstabmattenzaun"
// where the catalog says "Doppelstabmatte" in the name and "Doppelstabmattenzäune" in the category,
// or "Gartentor" for a product called "Gartenpforte" in the category "Tore". The trigram index already
// finds a part inside a compound ("tor" finds "Gartentor"); this module lets a compound find
// products that hold its parts, and a singular find the umlaut plural ("Zaun" → "Zäune").
//
// No dictionary ships with the worker: the parts are the words of the catalog's product names and
// category names, and what is left of one such word when another is cut off its start or its end
// ("Torpfosten" less "Pfosten" gives "tor", "Gartentore" less "Tore" gives "garten").

/** Shorter parts would split almost anything ("eck", "tor" and "wpc" are the shortest real ones). */
const MIN_PART = 3;

export interface CompoundVocabulary {
  /** Every normalised word of the catalog's names and category names, space separated, with a space at each end. */
  text: string;
  /** The words and the parts left over between them: what a compound may be split into. */
  parts: ReadonlySet<string>;
}

/** The letter runs of normalised texts (see normaliseSearchText): digits and punctuation separate words. */
export function catalogWords(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.split(/[^\p{L}]+/u)) if (word.length >= MIN_PART) words.add(word);
  }
  return words;
}

/** The vocabulary of a set of catalog words: the words themselves and the remainders between them. */
export function compoundVocabulary(words: Iterable<string>): CompoundVocabulary {
  const known = new Set(words);
  const parts = new Set(known);
  for (const word of known) {
    for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
      const head = word.slice(0, cut);
      const tail = word.slice(cut);
      if (known.has(head)) parts.add(tail);
      if (known.has(tail)) parts.add(head);
    }
  }
  return { text: ` ${[...known].join(' ')} `, parts };
}

/**
 * The fewest known parts, at least two, that a word is made of, or null when it is not a compound
 * of known parts. Of equally short splits the one with the longest last part (the head, which
 * names what the thing is) wins: "doppelstabmattenzaun" → ["doppelstabmatten", "zaun"].
 */
export function splitCompound(word: string, vocabulary: CompoundVocabulary): string[] | null {
  if (word.length < 2 * MIN_PART || !/^\p{L}+$/u.test(word)) return null;
  // best[i]: the best split of word.slice(0, i); parts are tried longest first for the tie-break.
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    let chosen: string[] | null = null;
    for (let start = 0; start <= end - MIN_PART; start++) {
      const before = best[start];
      const part = word.slice(start, end);
      if (!before || !vocabulary.parts.has(part)) continue;
      if (start === 0 && end === word.length) continue; // the word itself is no split
      if (!chosen || before.length + 1 < chosen.length) chosen = [...before, part];
    }
    best[end] = chosen;
  }
  return best[word.length] ?? null;
}

/** The umlaut a German plural puts on the last vowel ("zaun" → "zaeun", "stab" → "staeb"), or null. */
export function umlautForm(word: string): string | null {
  const match = /(au|a|o|u)([^aeiou]*)$/.exec(word);
  if (!match || /[aeiou]$/.test(word.slice(0, match.index))) return null;
  const vowel = match[1] === 'au' ? 'aeu' : `${match[1]}e`;
  return `${word.slice(0, match.index)}${vowel}${match[2]}`;
}

/** Whether some catalog word contains the text: a variant that occurs nowhere is not worth looking up. */
export const occursInCatalog = (vocabulary: CompoundVocabulary, text: string) => vocabulary.text.includes(text);

/** The plural forms of a word ("tor" → "tore", "matte" → "matten", "zaun" → "zaeune"), the word first. */
export function inflections(word: string): string[] {
  const umlaut = umlautForm(word);
  const forms = [word, ...['e', 'n', 'en', 's', 'es', 'er'].map((ending) => word + ending)];
  if (umlaut) forms.push(`${umlaut}e`, `${umlaut}er`);
  return forms;
}
