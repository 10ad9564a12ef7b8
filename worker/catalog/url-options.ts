import { isAvailable, selectVariant, selectionOf, NO_VARIANTS } from '../../shared/variants.ts';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';

/** The product options of /api/url/map, as vue-storefront-api's url module reads them. */
export interface UrlOptions {
  prefetchGroupProducts?: boolean;
  assignProductConfiguration?: boolean;
  populateRequestCacheTags?: boolean;
  setProductErrors?: boolean;
  fallbackToDefaultWhenNoAvailable?: boolean;
  separateSelectedVariant?: boolean;
  setConfigurableProductOptions?: boolean;
  filterUnavailableVariants?: boolean;
}

type Doc = Product & Record<string, unknown>;

/** Keeps only option values some (remaining) child actually has, so no dead choice is offered. */
function configurableOptionsFromChildren(product: Doc): Doc['configurable_options'] {
  const children = product.configurable_children ?? [];
  return (product.configurable_options ?? []).map((option) => ({
    ...option,
    values: option.values.filter((v) =>
      children.some((c) => String(c[option.attribute_code]) === String(v.value_index)),
    ),
  }));
}

/**
 * Applies the url/map product options to a configurable (or any) product document. `childSku` is
 * `filters.sku`: the variant the shopper asked for. `loadLinked` fetches grouped/bundle parts.
 */
export async function applyProductOptions(
  source: Doc,
  options: UrlOptions,
  childSku: string | null,
  loadLinked: (skus: string[]) => Promise<Doc[]>,
): Promise<{ product: Doc; cacheTags: string[] }> {
  let product: Doc = { ...source };
  const cacheTags = [`P${product.id}`, ...(product.category_ids ?? []).map((id) => `C${id}`)];

  if (product.type_id === 'configurable' && product.configurable_children) {
    if (options.filterUnavailableVariants)
      product.configurable_children = product.configurable_children.filter(isAvailable);
    if (options.setConfigurableProductOptions) product.configurable_options = configurableOptionsFromChildren(product);

    const asked = childSku
      ? product.configurable_children.find((c) => c.sku === childSku && isAvailable(c))
      : undefined;
    let selected: ChildProduct | null = asked ?? null;
    if (!selected && (options.fallbackToDefaultWhenNoAvailable || !childSku))
      selected = selectVariant(product, {}).child;
    if (!selected && options.setProductErrors) product.errors = { variants: NO_VARIANTS };

    if (selected && (options.assignProductConfiguration || options.separateSelectedVariant)) {
      product.configuration = selectionOf(product, selected);
    }
    if (selected && options.separateSelectedVariant) {
      product.selectedVariant = selected;
    } else if (selected && childSku) {
      // Without separation the chosen variant's own values (sku, price, stock, image) show on the product.
      product = {
        ...product,
        ...selected,
        sku: selected.sku,
        parentSku: source.sku,
        configurable_children: product.configurable_children,
        configurable_options: product.configurable_options,
        name: source.name,
      };
    }
    if (selected) cacheTags.push(`P${selected.id}`);
  }

  if (options.prefetchGroupProducts && (product.type_id === 'grouped' || product.type_id === 'bundle')) {
    const skus =
      product.type_id === 'grouped'
        ? (product.product_links ?? [])
            .filter((l) => l.link_type === 'associated' && l.linked_product_sku)
            .map((l) => l.linked_product_sku as string)
        : (product.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku));
    const linked = new Map((await loadLinked([...new Set(skus)])).map((p) => [p.sku, p]));
    if (product.type_id === 'grouped') {
      product.product_links = (product.product_links ?? []).map((l) => ({
        ...l,
        product: l.linked_product_sku ? (linked.get(l.linked_product_sku) ?? null) : null,
      }));
    } else {
      product.bundle_options = (product.bundle_options ?? []).map((o) => ({
        ...o,
        product_links: o.product_links.map((l) => ({ ...l, product: linked.get(l.sku) ?? null })),
      }));
    }
    cacheTags.push(...[...linked.values()].map((p) => `P${p.id}`));
  }

  return { product, cacheTags: options.populateRequestCacheTags ? [...new Set(cacheTags)] : [] };
}
