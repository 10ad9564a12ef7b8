/** What may not stand as is in a <script> element's JSON, and its \\u escape. */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside a <script> element (state and JSON-LD data blocks): '<', '>' and '&' become \\u
 * escapes so no "</script>" in shop text can end the element, and U+2028/2029 are escaped so the
 * text is also valid JavaScript. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  // One pass over the text: a category page's state is some 30 kB.
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c] ?? c);
}
