import { scriptSafeJson } from '../script-json.ts';
/**
 * schema.org JSON-LD for search engines: pure builders, no React. The document
 * renders one <script type="application/ld+json"> holding an @graph of these nodes: the
 * Organization on every page, a BreadcrumbList on category and product pages, a Product with its
 * offer on product pages. Prices are the gross prices the page shows, in EUR.
 */
import type { ChildProduct, Product } from '../schemas/catalog.ts';
import type { CategoryData } from '../loaders/category.ts';
import type { ProductData } from '../loaders/product.ts';
import type { MenuItem } from '../loaders/layout.ts';
import { categoryPath, productPath } from '../product-url.ts';
import { selectVariant } from '../variants.ts';
import { absoluteUrl } from './canonical.ts';
import { productNodeId } from './rating.ts';
import { blogPostingJsonLd } from './blog-json-ld.ts';
import type { BlogPostData } from '../loaders/blog.ts';

export type JsonLdNode = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
export const SHOP_NAME = 'Zaunshop';
export const LOGO_PATH = '/icons/icon.svg';

export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/** The shop itself: on every page; offers name it as their seller by @id. */
export function organizationJsonLd(origin: string): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: SHOP_NAME,
    url: `${origin}/`,
    logo: absoluteUrl(origin, LOGO_PATH),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL of the crumb's page. */
  url: string;
}

/** A BreadcrumbList, or null for fewer than two crumbs (a trail of one says nothing). */
export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLdNode | null {
  if (crumbs.length < 2) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** Home › ancestors › the category, as the category page shows it. */
export function categoryCrumbs(
  data: Pick<CategoryData, 'category' | 'breadcrumbs'>,
  home: Crumb,
  url: (localPath: string) => string,
): Crumb[] {
  return [
    home,
    ...data.breadcrumbs.map((b) => ({ name: b.name, url: url(categoryPath(b)) })),
    { name: data.category.name, url: url(categoryPath(data.category)) },
  ];
}

/**
 * Home › category path › the product. The product names its categories by id only
 * (`product.category`), so their slugs and order come from the category menu: the deepest
 * menu path ending in one of them. Empty when none of them is in the menu.
 */
export function productCrumbs(
  product: Pick<Product, 'name' | 'category'>,
  menu: MenuItem[],
  home: Crumb,
  productUrl: string,
  url: (localPath: string) => string,
): Crumb[] {
  const ids = new Set((product.category ?? []).map((c) => Number(c.category_id)));
  if (ids.size === 0) return [];
  let best: MenuItem[] = [];
  const walk = (items: MenuItem[], trail: MenuItem[]) => {
    for (const item of items) {
      const path = [...trail, item];
      if (ids.has(item.id) && path.length > best.length) best = path;
      walk(item.children ?? [], path);
    }
  };
  walk(menu, []);
  if (best.length === 0) return [];
  return [
    home,
    ...best.map((c) => ({ name: c.name, url: url(categoryPath(c)) })),
    { name: product.name, url: productUrl },
  ];
}

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

/** One JSON-LD document of several nodes sharing the schema.org context. */
export function jsonLdGraph(nodes: (JsonLdNode | null | undefined)[]): JsonLdNode {
  return { '@context': SCHEMA, '@graph': nodes.filter((n): n is JsonLdNode => !!n) };
}

/**
 * JSON for a <script type="application/ld+json"> data block: '<' (and '>', '&', U+2028/2029) as
 * \u escapes, so no "</script>" in a product text can end the element. JSON.parse reads it back as is.
 */
export function serializeJsonLd(value: unknown): string {
  return scriptSafeJson(value);
}

export interface PageJsonLdInput {
  /** The page id rendered (shared/routes.ts PageId). */
  page: string;
  status?: number | undefined;
  data: unknown;
  origin: string;
  /** Absolute canonical URL of the page, when it has one. */
  canonical?: string | undefined;
  description?: string | undefined;
  /** Absolute URL of a store-local path in the page's canonical store. */
  url: (localPath: string) => string;
  /** The category menu (names the product's categories' slugs). */
  menu: MenuItem[];
  /** The home crumb's name in the shopper's language. */
  homeName: string;
  /** The blog crumb's name in the shopper's language. */
  blogName?: string;
}

/** Everything a page says about itself in JSON-LD. */
export function pageJsonLd(input: PageJsonLdInput): JsonLdNode {
  const { page, status, data, origin, url, menu } = input;
  const nodes: (JsonLdNode | null)[] = [organizationJsonLd(origin)];
  const home: Crumb = { name: input.homeName, url: url('/') };
  if ((status ?? 200) === 200 && data && typeof data === 'object') {
    if (page === 'category' && (data as CategoryData).category && Array.isArray((data as CategoryData).breadcrumbs)) {
      nodes.push(breadcrumbJsonLd(categoryCrumbs(data as CategoryData, home, url)));
    }
    if (page === 'product' && (data as ProductData).product?.sku) {
      const { product, childSku } = data as ProductData;
      const productUrl = input.canonical ?? url(productPath(product));
      nodes.push(breadcrumbJsonLd(productCrumbs(product, menu, home, productUrl, url)));
      nodes.push(
        productJsonLd({
          product,
          child: shownChild(product, childSku),
          url: productUrl,
          origin,
          description: input.description || undefined,
          // No AggregateRating here: the page shows the average of the approved reviews, which
          // stream in later with their own JSON-LD for this node (shared/seo/rating.ts).
        }),
      );
    }
    if (page === 'blog' && (data as BlogPostData).post?.slug) {
      const { post } = data as BlogPostData & { post: NonNullable<BlogPostData['post']> };
      const postUrl = input.canonical ?? url(`/posts/${encodeURIComponent(post.slug)}`);
      nodes.push(
        breadcrumbJsonLd([
          home,
          { name: input.blogName ?? 'Blog', url: url('/posts') },
          { name: post.title, url: postUrl },
        ]),
      );
      nodes.push(blogPostingJsonLd(post, postUrl, origin, organizationId(origin)));
    }
  }
  return jsonLdGraph(nodes);
}
