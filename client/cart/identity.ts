import type { ProductOption } from '../../shared/schemas/cart.ts';

/**
 * Cart line identity and the cart hash (totals are synced again only when it
 * changed). Pure functions over plain data, shared by the store logic and the tests.
 *
 * - a line with bundle or custom options: the same server line id, or the same SKU and checksum of
 *   the chosen options;
 * - a configurable product: its chosen child's SKU (the line's SKU);
 * - a montage service (SKU starting with "montage"): only its own line id, so each add is a line.
 */

/** Montage services are never merged: every add is a line of its own. */
export const isMontageSku = (sku: string): boolean => sku.toLowerCase().startsWith('montage');

/** cyrb53: a fast, well-mixed 53-bit string hash, as 14 hex digits. Identity, not security. */
export function hash53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

const ids = (values: ReadonlyArray<number | string>) => [...new Set(values.map(Number))].sort((a, b) => a - b);

/**
 * The checksum of a line's bundle and custom options, over their canonical form (sorted by option,
 * selections sorted, text trimmed, empty choices dropped), so the same choice made in any order, or
 * answered back by the server in its normalised form, gives the same checksum. Undefined for a
 * line without such options.
 */
export function optionsChecksum(
  option: ProductOption | { extension_attributes?: unknown } | null | undefined,
): string | undefined {
  const ext = (option?.extension_attributes ?? {}) as {
    custom_options?: Array<{ option_id: number | string; option_value?: string | number | null }> | null;
    bundle_options?: Array<{
      option_id: number | string;
      option_qty?: number | null;
      option_selections: Array<number | string>;
    }> | null;
  };
  const custom = (ext.custom_options ?? [])
    .filter((o) => o.option_value !== null && o.option_value !== undefined && String(o.option_value).trim() !== '')
    .map((o) => {
      const raw = String(o.option_value).trim();
      const value = /^\d+(\s*,\s*\d+)*$/.test(raw) ? ids(raw.split(',')).join(',') : raw;
      return [Number(o.option_id), value] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  const bundle = (ext.bundle_options ?? [])
    .filter((o) => o.option_selections.length > 0)
    .map((o) => [Number(o.option_id), Number(o.option_qty ?? 0), ids(o.option_selections)] as const)
    .sort((a, b) => a[0] - b[0]);
  if (!custom.length && !bundle.length) return undefined;
  return hash53(JSON.stringify({ b: bundle, c: custom }));
}

export interface LineIdentity {
  sku: string;
  item_id?: number;
  server_item_id?: number;
  checksum?: string;
  product_option?: ProductOption | { extension_attributes?: unknown };
}

const serverId = (line: LineIdentity) => line.server_item_id ?? line.item_id;
const checksumOf = (line: LineIdentity) => line.checksum ?? optionsChecksum(line.product_option);

/** Whether two lines are the same cart line. */
export function sameItem(a: LineIdentity, b: LineIdentity): boolean {
  const idA = serverId(a);
  const idB = serverId(b);
  if (isMontageSku(a.sku) || isMontageSku(b.sku)) return idA !== undefined && idA === idB;
  const checksumA = checksumOf(a);
  const checksumB = checksumOf(b);
  if (checksumA || checksumB) return (idA !== undefined && idA === idB) || (a.sku === b.sku && checksumA === checksumB);
  return a.sku === b.sku;
}

/**
 * The cart hash: lines (SKU, options, quantity) and the coupon. Line order does not matter;
 * montage lines, which may repeat, count once each.
 */
export function cartHash(
  lines: ReadonlyArray<LineIdentity & { qty: number }>,
  couponCode: string | null | undefined,
): string {
  const parts = lines.map((line) => `${line.sku}|${checksumOf(line) ?? ''}|${line.qty}`).sort();
  return hash53(JSON.stringify([parts, couponCode ?? '']));
}
