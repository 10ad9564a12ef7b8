// The order a buyer expects from a product search, as SQL over a search document `d` and its
// product `p`. Text relevance (bm25) alone puts a short accessory name that mentions the word
// twice ("H-Pfostenanker 71 mm für Holzpfosten") before the thing itself ("Zaunpfosten …"), and an
// assembly service before the goods it assembles. So hits are ranked in tiers first:
//   - goods before services: virtual and downloadable products (assembly, measuring, a PDF manual)
//     come last, whatever they match;
//   - per search word, a product that IS one (the word, or its plural, ends the first word of its
//     name or a word of its category names: "Gartentor", "Zaunpfosten", the category "Tore") before
//     one whose name or a category word starts with it ("Torpfosten" for "tor", "Doppelstabmatte"
//     for "doppelstab"), before one that merely mentions it;
// and bm25 orders the hits within a tier.

/** Product types that are a service or a document rather than goods. */
const SERVICE_TYPES = ['virtual', 'downloadable'];

/** A search word as the tiers see it: the word and, for a compound, its last part (what it names). */
export interface RankedTerm {
  term: string;
  /** The forms (inflections that end some catalog word) that make a product "one". */
  forms: string[];
  /** Plural forms of a compound's last part ("tor" of "gartentor"): being one of those is the middle tier. */
  headForms: string[];
}

/** A text as an SQLite string literal (quotes doubled, NUL dropped). */
export function sqlString(text: string): string {
  return `'${text.replace(/\0/g, '').replace(/'/g, "''")}'`;
}

/** A LIKE pattern literal: the text's own %, _ and \ are escaped (use with ESCAPE '\'). */
export function likeLiteral(before: string, text: string, after: string): string {
  return sqlString(`${before}${text.replace(/[\\%_]/g, (m) => `\\${m}`)}${after}`);
}

// The checks use instr and substr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a
// search word may have 100 characters. The words are lower case (normaliseSearchText), the
// documents are folded with lower, which folds what is left after the umlauts were expanded.

/** The first word of the name and the category names, lower case, each word followed by a space. */
const KIND_WORDS = `lower(' ' || substr(d.name, 1, instr(d.name || ' ', ' ') - 1) || ' ' || d.category || ' ')`;

const endsAWord = (forms: string[]) =>
  forms.length ? forms.map((form) => `instr(${KIND_WORDS}, ${sqlString(`${form} `)}) > 0`).join(' OR ') : '0';

/** 2 when the product is one of what the word names, 1 when its name or a category word starts with it, else 0. */
function termTier({ term, forms, headForms }: RankedTerm): string {
  const starts = [
    `lower(substr(d.name, 1, ${[...term].length})) = ${sqlString(term)}`,
    `instr(lower(' ' || d.category), ${sqlString(` ${term}`)}) > 0`,
    ...(headForms.length ? [endsAWord(headForms)] : []),
  ].join(' OR ');
  return `CASE WHEN ${endsAWord(forms)} THEN 2 WHEN ${starts} THEN 1 ELSE 0 END`;
}

/** The tier of a hit as a whole number: services 0, goods 1 plus each word's termTier. */
export function tierSql(terms: RankedTerm[]): string {
  const tiers = terms.map((t) => ` + (${termTier(t)})`).join('');
  const services = SERVICE_TYPES.map((t) => `'${t}'`).join(', ');
  return `CASE WHEN p.type_id IN (${services}) THEN 0 ELSE 1${tiers} END`;
}

/** A hit's search document as the tiers read it: name and category names folded as SQLite's lower folds them. */
export interface TierTexts {
  type_id: string;
  /** lower(d.name), null where the document has none. */
  searchName: string | null;
  /** lower(d.category), null where the document has none. */
  searchCategory: string | null;
}

/** SQLite's lower(): ASCII letters only (an SQLite built without ICU leaves every other letter alone). */
export const sqliteLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * tierSql computed in the isolate over the same texts, to the same whole number: SQL's instr is
 * `includes`, comparing the name's first characters is `startsWith`, and a NULL text fails every check.
 */
export function tierOf(
  terms: RankedTerm[],
  { type_id, searchName: name, searchCategory: category }: TierTexts,
): number {
  if (SERVICE_TYPES.includes(type_id)) return 0;
  const space = name?.indexOf(' ') ?? -1;
  const kindWords =
    name !== null && category !== null ? ` ${space < 0 ? name : name.slice(0, space)} ${category} ` : null;
  const endsAWordOf = (forms: string[]) => kindWords !== null && forms.some((form) => kindWords.includes(`${form} `));
  let tier = 1;
  for (const { term, forms, headForms } of terms) {
    if (endsAWordOf(forms)) tier += 2;
    else if (
      name?.startsWith(term) ||
      (category !== null && ` ${category}`.includes(` ${term}`)) ||
      endsAWordOf(headForms)
    )
      tier += 1;
  }
  return tier;
}

/**
 * The rank of a hit from its tier and its text relevance `raw` (positive, higher is better): the
 * tier plus raw / (raw + 1), which stays below 1, so a higher tier always ranks first.
 */
export const RANK = 'tier + raw / (raw + 1.0)';
/** RANK in the isolate: the same two double operations, so the very same number. */
export const rankOf = (tier: number, raw: number) => tier + raw / (raw + 1.0);
