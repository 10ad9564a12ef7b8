/**
 * schema.org JSON-LD for search engines: pure builders, no React. The document
 * renders one <script type="application/ld+json"> holding an @graph of these nodes: the
 * Organization on every page, a BreadcrumbList on category, product and blog pages, a Product with
 * its offer on product pages, a BlogPosting on blog post pages.
 */
import type { BlogPostData } from '../loaders/blog.ts';
import type { CategoryData } from '../loaders/category.ts';
import type { MenuItem } from '../loaders/layout.ts';
import type { ProductData } from '../loaders/product.ts';
import { productPath } from '../product-url.ts';
import { blogPostingJsonLd } from './blog-json-ld.ts';
import { breadcrumbJsonLd, type Crumb, categoryCrumbs, productCrumbs } from './breadcrumb-json-ld.ts';
import { type JsonLdNode, jsonLdGraph } from './json-ld-graph.ts';
import { organizationId, organizationJsonLd } from './organization-json-ld.ts';
import { productJsonLd, shownChild } from './product-json-ld.ts';

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
