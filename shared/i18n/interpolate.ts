/** Values for `{name}` placeholders in a message. */
export type TranslateParams = Readonly<Record<string, string | number>>;

/** A message lookup: the text for `key` in one locale, with placeholders filled in. */
export type Translate = (key: string, params?: TranslateParams) => string;

const placeholder = /\{(\w+)\}/g;

/**
 * Replaces each `{name}` in `template` by `params[name]` (numbers as `String(n)`: pass already
 * formatted strings where the locale matters). Placeholders without a value stay as written.
 */
export function interpolate(template: string, params?: TranslateParams): string {
  if (!params) return template;
  return template.replace(placeholder, (whole: string, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/** The placeholder names of a message, sorted, each once (used to check catalogues). */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(placeholder), (m) => m[1] ?? ''))].sort();
}
