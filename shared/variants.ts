import type { ChildProduct, Product } from './schemas/catalog.ts';

/**
 * Variant choice of a configurable product.
 *
 * Opening a product: the available child (in stock, status below 2) matching the most chosen
 * attributes, ties broken by the lower price; with nothing chosen, the cheapest available child
 * (`selectVariant`).
 *
 * A value the shopper clicks (`chooseValue`) is kept: the shopper said what they want.
 *  1. Among the available children with that value, the closest to the current choice: the one
 *     changing the fewest other attributes; then the one whose changed values lie fewest steps from
 *     the current ones in the option's own order (1230 mm wanted, 1030 or 1430 mm before 830 mm,
 *     as a buyer matching a gate to a fence expects); then the lower price; then catalog order.
 *  2. When no available child has the value, the closest enabled child with it is shown anyway,
 *     as sold out (its price and stock; it cannot be put in the cart): a buyer who asks for green
 *     wants to see that green is sold out, not be moved to another colour.
 *  3. When only disabled children (status 2) have the value, nothing changes: a disabled product's
 *     price and stock are no offer.
 *
 * Each value is marked by what choosing it would give with the other current choices
 * (`valueState`): available, sold out (enabled children exist, none in stock) or not available
 * (no such combination, or only disabled children).
 */

export const NO_VARIANTS = 'No available product variants';
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';

/** Chosen option values by attribute code, e.g. { hoehe: '1230', color: '49' }. */
export type Selection = Record<string, string>;

export function isAvailable(child: ChildProduct): boolean {
  return isEnabled(child) && child.stock?.is_in_stock !== false;
}

/** Not disabled: status below 2 (a sold-out child is enabled). */
function isEnabled(child: ChildProduct): boolean {
  return (child.status ?? 1) < 2;
}

function price(child: ChildProduct): number {
  return Number(child.finalPriceInclTax ?? child.final_price ?? child.price);
}

const attributeValue = (child: ChildProduct, code: string): string => String(child[code] ?? '');

export function matches(child: ChildProduct, selection: Selection): number {
  return Object.entries(selection).filter(([code, value]) => attributeValue(child, code) === value).length;
}

const hasAll = (child: ChildProduct, selection: Selection): boolean =>
  matches(child, selection) === Object.keys(selection).length;

/**
 * The child for a selection: the available child matching the most chosen attributes,
 * ties broken by the lower price; with nothing matching, the cheapest available child is the default.
 */
export function selectVariant(
  product: Product,
  selection: Selection,
): { child: ChildProduct | null; error: string | null; exact: boolean } {
  const available = (product.configurable_children ?? []).filter(isAvailable);
  if (available.length === 0) return { child: null, error: NO_VARIANTS, exact: false };
  const wanted = Object.keys(selection).length;
  let best: ChildProduct | null = null;
  let bestScore = -1;
  for (const child of available) {
    const score = matches(child, selection);
    if (score > bestScore || (score === bestScore && best && price(child) < price(best))) {
      best = child;
      bestScore = score;
    }
  }
  return { child: best, error: null, exact: bestScore === wanted };
}

/** The selection a child stands for, over the product's configurable options. */
export function selectionOf(product: Product, child: ChildProduct): Selection {
  const selection: Selection = {};
  for (const option of product.configurable_options ?? []) {
    const value = child[option.attribute_code];
    if (value !== undefined && value !== null) selection[option.attribute_code] = String(value);
  }
  return selection;
}

/** Whether any child (available or not) has exactly this combination. */
export function combinationExists(product: Product, selection: Selection): boolean {
  return (product.configurable_children ?? []).some((c) => hasAll(c, selection));
}

export type ValueState = 'available' | 'sold_out' | 'unavailable';

/** What choosing `value` for `code` gives together with the other current choices. */
export function valueState(product: Product, selection: Selection, code: string, value: string): ValueState {
  const wanted = { ...selection, [code]: value };
  const children = (product.configurable_children ?? []).filter((c) => hasAll(c, wanted));
  if (children.some(isAvailable)) return 'available';
  return children.some(isEnabled) ? 'sold_out' : 'unavailable';
}

/** An attribute a choice had to change besides the clicked one: its code, old and new value. */
export interface ChangedValue {
  code: string;
  from: string;
  to: string;
}

export interface VariantChoice {
  /** The child to show; null when no enabled child has the value (the choice stays as it was). */
  child: ChildProduct | null;
  /** The other attributes that changed, in the order of the product's options. */
  changed: ChangedValue[];
  /** Whether the child can be bought (in stock and enabled). */
  available: boolean;
  /** Whether any child at all has exactly the current choice with the clicked value. */
  exists: boolean;
}

/** The changed attributes of `child` against `selection`, leaving out `code`. */
function changesOf(product: Product, selection: Selection, code: string, child: ChildProduct): ChangedValue[] {
  return (product.configurable_options ?? [])
    .filter((o) => o.attribute_code !== code && selection[o.attribute_code] !== undefined)
    .filter((o) => attributeValue(child, o.attribute_code) !== selection[o.attribute_code])
    .map((o) => ({
      code: o.attribute_code,
      from: selection[o.attribute_code]!,
      to: attributeValue(child, o.attribute_code),
    }));
}

/** Steps between the old and new values in each option's order (an unknown value counts as far away). */
function steps(product: Product, changed: ChangedValue[]): number {
  let total = 0;
  for (const change of changed) {
    const values = (product.configurable_options ?? [])
      .find((o) => o.attribute_code === change.code)
      ?.values.map((v) => String(v.value_index));
    const from = values?.indexOf(change.from) ?? -1;
    const to = values?.indexOf(change.to) ?? -1;
    total += from < 0 || to < 0 ? (values?.length ?? 1) : Math.abs(to - from);
  }
  return total;
}

/** The child a click on `value` of `code` leads to, by the rule at the top of this module. */
export function chooseValue(product: Product, selection: Selection, code: string, value: string): VariantChoice {
  const exists = combinationExists(product, { ...selection, [code]: value });
  const withValue = (product.configurable_children ?? []).filter(
    (c) => attributeValue(c, code) === value && isEnabled(c),
  );
  const inStock = withValue.filter(isAvailable);
  const pool = inStock.length ? inStock : withValue;
  let best: { child: ChildProduct; changed: ChangedValue[]; rank: number[] } | null = null;
  for (const child of pool) {
    const changed = changesOf(product, selection, code, child);
    const rank = [changed.length, steps(product, changed), price(child)];
    if (!best || isBefore(rank, best.rank)) best = { child, changed, rank };
  }
  if (!best) return { child: null, changed: [], available: false, exists };
  return { child: best.child, changed: best.changed, available: inStock.length > 0, exists };
}

/** Lexicographic order of ranks: the first differing position decides; equal ranks keep the first. */
function isBefore(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}
