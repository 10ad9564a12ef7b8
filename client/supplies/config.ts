/**
 * Store configuration of the supplies configurator ("Supplies categories are fetched by
 * parentId"): which accessory categories fit a product, by the product's categories. The panel
 * fetches the children of `parentIds` and offers those listed in `categoryIds`, in that order.
 * Ids are the demo shop's category ids (seed/categories.ts `CAT`), the same in every store.
 */
export interface SuppliesRule {
  /** A product in one of these categories gets the panel. */
  forCategoryIds: readonly number[];
  /** Parent categories whose children are fetched (Pfosten 22, Zubehör 25). */
  parentIds: readonly number[];
  /** The children offered, in the panel's order. */
  categoryIds: readonly number[];
}

export const SUPPLIES_RULES: readonly SuppliesRule[] = [
  // Gates (Tore, einflügelig, zweiflügelig, Schiebetore) → Torbeschläge & Scharniere, Torpfosten, Fundament & Beton
  { forCategoryIds: [18, 19, 20, 21], parentIds: [22, 25], categoryIds: [27, 24, 29] },
  // Fences (Doppelstabmattenzäune, 6/5/6, 8/6/8, Zierzäune, Komplettsets) → Zaunpfosten, Befestigung, Pfostenkappen, Fundament & Beton
  { forCategoryIds: [3, 4, 5, 6, 7], parentIds: [22, 25], categoryIds: [23, 26, 28, 29] },
];

/** The rule for a product's categories, or null when no accessories are configured for it. */
export function suppliesRuleFor(categoryIds: ReadonlyArray<number | string> | undefined): SuppliesRule | null {
  const ids = new Set((categoryIds ?? []).map(Number));
  return SUPPLIES_RULES.find((rule) => rule.forCategoryIds.some((id) => ids.has(id))) ?? null;
}
