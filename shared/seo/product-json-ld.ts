import type { ChildProduct, Product } from '../schemas/catalog.ts';
import { selectVariant } from '../variants.ts';
import { absoluteUrl } from './canonical.ts';
import { type JsonLdNode, SCHEMA } from './json-ld-graph.ts';
import { organizationId } from './organization-json-ld.ts';
import { productNodeId } from './rating.ts';

/**
 * schema.org Product with its offer for product pages. Prices are the gross prices the page shows,
 * in EUR.
 */

export type Availability = 'InStock' | 'OutOfStock' | 'LimitedAvailability';

/**
 * schema.org availability of a stock item (the shop's stock states): ok → InStock,
 * out_of_stock → OutOfStock, volatile (quantity unknown, sold for pre-reservation) →
 * LimitedAvailability. Unmanaged stock (services, downloads, sets) is always in stock.
 */
export function availabilityOf(
  stock:
    | { is_in_stock?: boolean | number; qty?: number | null; manage_stock?: boolean | number | null }
    | null
    | undefined,
): Availability {
  if (stock && stock.manage_stock !== undefined && stock.manage_stock !== null && !stock.manage_stock) return 'InStock';
  if (!stock) return 'LimitedAvailability';
  if (!stock.is_in_stock) return 'OutOfStock';
  return typeof stock.qty === 'number' && Number.isFinite(stock.qty) ? 'InStock' : 'LimitedAvailability';
}

export interface Rating {
  ratingValue: number;
  reviewCount: number;
}

/**
 * The review summary of a product document, when it has one: Magento's `rating_summary` is a
 * percentage (80 → 4 of 5 stars) next to `reviews_count`. There is no review data yet; then undefined.
 */
export function ratingOf(doc: Record<string, unknown>): Rating | undefined {
  const summary = Number(doc.rating_summary);
  const count = Number(doc.reviews_count ?? doc.review_count);
  if (!Number.isFinite(summary) || summary <= 0 || !Number.isInteger(count) || count <= 0) return undefined;
  return { ratingValue: Math.round((summary / 20) * 10) / 10, reviewCount: count };
}

/** Gross price the shopper pays for a product or child, as the product page shows it. */
export function grossPrice(p: Pick<ChildProduct, 'price'> & Record<string, unknown>): number {
  return round2(Number(p.finalPriceInclTax ?? p.price));
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The child the product page shows: the one named in the URL, else the default variant. */
export function shownChild(product: Product, childSku: string | null | undefined): ChildProduct | null {
  const named = childSku ? product.configurable_children?.find((c) => c.sku === childSku) : undefined;
  return named ?? (product.type_id === 'configurable' ? selectVariant(product, {}).child : null);
}

export interface ProductJsonLdInput {
  product: Product;
  /** The configurable child shown, if any (see shownChild). */
  child?: ChildProduct | null;
  /** Absolute canonical URL of the product page. */
  url: string;
  origin: string;
  description?: string | undefined;
  rating?: Rating | undefined;
}

function images(product: Product, origin: string): string[] {
  const gallery = (product.media_gallery ?? []).map((m) => m.image).filter(Boolean);
  const list = gallery.length ? gallery : product.image ? [product.image] : [];
  return [...new Set(list)].map((src) => absoluteUrl(origin, src));
}

function offer(item: ChildProduct | Product, url: string, origin: string): JsonLdNode {
  const node: JsonLdNode = {
    '@type': 'Offer',
    sku: item.sku,
    price: grossPrice(item),
    priceCurrency: 'EUR',
    availability: `${SCHEMA}/${availabilityOf(item.stock)}`,
    itemCondition: `${SCHEMA}/NewCondition`,
    url,
    seller: { '@id': organizationId(origin) },
  };
  // An active special price (the API sets specialPrice only inside its window) ends with the
  // window: say so, so search engines do not show the reduced price after it.
  const special = (item as Record<string, unknown>).specialPrice;
  if (item.special_to_date && special !== null && special !== undefined)
    node.priceValidUntil = String(item.special_to_date).slice(0, 10);
  return node;
}

const AVAILABILITY_RANK: Availability[] = ['InStock', 'LimitedAvailability', 'OutOfStock'];

/**
 * The Product node. A configurable product gets an AggregateOffer over its purchasable children
 * (lowPrice … highPrice) whose inner Offer is the child the page shows, at the price it shows;
 * every other type one Offer at its own gross price. AggregateRating only with review data.
 */
export function productJsonLd({ product, child, url, origin, description, rating }: ProductJsonLdInput): JsonLdNode {
  const shown = child ?? product;
  const node: JsonLdNode = {
    '@type': 'Product',
    '@id': productNodeId(url),
    name: product.name,
    sku: shown.sku,
    url,
  };
  const image = images(product, origin);
  if (image.length) node.image = image;
  if (description) node.description = description;

  const children =
    product.type_id === 'configurable'
      ? (product.configurable_children ?? []).filter((c) => (c.status ?? 1) < 2 && Number.isFinite(grossPrice(c)))
      : [];
  if (children.length > 0) {
    const prices = children.map(grossPrice);
    const availability =
      AVAILABILITY_RANK.find((a) => children.some((c) => availabilityOf(c.stock) === a)) ?? 'OutOfStock';
    node.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: children.length,
      availability: `${SCHEMA}/${availability}`,
      url,
      offers: [offer(shown, url, origin)],
    };
  } else {
    node.offers = offer(shown, url, origin);
  }
  if (rating && rating.reviewCount > 0) {
    node.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating.ratingValue,
      reviewCount: rating.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return node;
}
