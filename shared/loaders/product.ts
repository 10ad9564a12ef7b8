import type { Product } from '../schemas/catalog.ts';
import { LISTING_FIELDS, settle, type Loader } from './types.ts';
import { notFoundLoader } from './not-found.ts';
import { productPath } from '../product-url.ts';

export interface ProductData {
  product: Product;
  /** The configurable child named in the URL, when there is one. */
  childSku: string | null;
}

export type { ReviewsBlock } from './product-reviews.ts';

/** Product page: the product is critical; related and similar products and the reviews stream in after. */
export const productLoader: Loader<ProductData> = async (ctx) => {
  const { api, params } = ctx;
  const { items } = await api.products(
    { _appliedFilters: [{ attribute: 'sku', value: { eq: params.parentSku ?? '' } }] },
    { size: 1 },
  );
  const product = items[0];
  if (!product) {
    // Direct access to a configurable child moves permanently to its parent with the child chosen.
    const parents = await api.products(
      { _appliedFilters: [{ attribute: 'configurable_children.sku', value: { eq: params.parentSku ?? '' } }] },
      { size: 1, includes: ['sku', 'slug', 'url_key'] },
    );
    const parent = parents.items[0];
    if (parent)
      return {
        redirect: { location: productPath(parent, params.parentSku), status: 301 },
        meta: { title: parent.name ?? '' },
        data: null as never,
      };
    return notFoundLoader(ctx) as never;
  }

  const child = params.childSku ? product.configurable_children?.find((c) => c.sku === params.childSku) : undefined;
  const relatedSkus = (product.product_links ?? [])
    .filter((l) => l.link_type === 'related' && l.linked_product_sku)
    .map((l) => l.linked_product_sku as string);
  const related = settle(
    relatedSkus.length
      ? api
          .products(
            { _appliedFilters: [{ attribute: 'sku', value: { in: relatedSkus } }] },
            { size: 8, includes: LISTING_FIELDS },
          )
          .then((r) => r.items)
      : Promise.resolve([] as Product[]),
  );
  // A grouped product's products (its table) and a bundle's parts (their names) stream in too.
  const linkedSkus =
    product.type_id === 'grouped'
      ? (product.product_links ?? [])
          .filter((l) => l.link_type === 'associated' && l.linked_product_sku)
          .map((l) => l.linked_product_sku as string)
      : product.type_id === 'bundle'
        ? [...new Set((product.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku)))]
        : [];
  const slug = product.slug ?? product.url_key;
  const canonical = productPath({ sku: product.sku, slug, url_key: product.url_key });
  // Reviews and similar products: their code loads with them, outside the entry chunk.
  const streams = import('./product-streams.ts').then((m) => m.productStreams(ctx, product, canonical, relatedSkus));
  const deferred: Record<string, Promise<unknown>> = {
    related,
    similar: settle(streams.then((s) => s.similar)),
    reviews: settle(streams.then((s) => s.reviews)),
  };
  if (linkedSkus.length) {
    deferred.linked = settle(
      api
        .products(
          { _appliedFilters: [{ attribute: 'sku', value: { in: linkedSkus } }] },
          // A grouped product's table sells each row: its quantity limits and net price too.
          { size: linkedSkus.length, includes: [...LISTING_FIELDS, 'stock', 'priceInclTax', 'thumbnail'] },
        )
        .then((r) => r.items),
    );
  }
  return {
    meta: {
      title: String(product.meta_title || (child?.name ?? product.name)),
      description: String(product.meta_description || product.short_description || '')
        .replace(/<[^>]*>/g, '')
        .slice(0, 300),
      canonical,
    },
    data: { product, childSku: child?.sku ?? null },
    deferred,
  };
};
