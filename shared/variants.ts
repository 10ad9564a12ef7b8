import type { ChildProduct, Product } from './schemas/catalog.ts';

export const NO_VARIANTS = 'No available product variants';
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';

/** Chosen option values by attribute code, e.g. { hoehe: '1230', color: '49' }. */
export type Selection = Record<string, string>;

export function isAvailable(child: ChildProduct): boolean {
  return (child.status ?? 1) < 2 && child.stock?.is_in_stock !== false;
}

function price(child: ChildProduct): number {
  return Number(child.finalPriceInclTax ?? child.final_price ?? child.price);
}

export function matches(child: ChildProduct, selection: Selection): number {
  return Object.entries(selection).filter(([code, value]) => String(child[code] ?? '') === value).length;
}

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
  const wanted = Object.keys(selection).length;
  return (product.configurable_children ?? []).some((c) => matches(c, selection) === wanted);
}
