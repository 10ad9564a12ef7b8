// Reading fields of documents exported from Magento through vue-storefront-api. The exports are
// loosely typed: ids and flags arrive as numbers, numeric strings or booleans ("1", 1, true), and
// a product's attributes may sit in `custom_attributes` instead of on the document itself.

type Doc = Record<string, unknown>;

/** A whole number from a number or a numeric string, else undefined. */
export function int(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** A finite number from a number or a numeric string ("19.5"), else undefined. */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** A non-empty trimmed string, else undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Magento flags: true, 1, "1", "true" are set; false, 0, "0" are not; anything else is the fallback. */
export function flag(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

/** A path without leading or trailing slashes ("/gear/bags/" → "gear/bags"). */
export const trimSlashes = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/** "2026-11-22 12:00:00", the timestamp form the catalog documents use. */
export function timestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The document with its Magento REST `custom_attributes` ([{attribute_code, value}]) lifted onto it.
 * Fields the document already has win: they are what the indexer chose to publish.
 */
export function liftCustomAttributes(doc: Doc): Doc {
  const list = doc.custom_attributes;
  if (!Array.isArray(list)) return doc;
  const lifted: Doc = {};
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { attribute_code: code, value } = item as { attribute_code?: unknown; value?: unknown };
    if (typeof code === 'string' && code && !(code in doc)) lifted[code] = value;
  }
  return { ...doc, ...lifted };
}

/** Ids from a list or a comma-separated string (["3","7"], [3, 7], "3,7"), whole numbers only. */
export function idList(value: unknown): number[] {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : value === undefined || value === null
        ? []
        : [value];
  return items.map(int).filter((id): id is number => id !== undefined);
}
