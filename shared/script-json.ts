/**
 * JSON safe inside a <script> element (state and JSON-LD data blocks): '<', '>' and '&' become \\u
 * escapes so no "</script>" in shop text can end the element, and U+2028/2029 are escaped so the
 * text is also valid JavaScript. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
