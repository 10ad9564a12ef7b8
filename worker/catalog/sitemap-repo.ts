import type { StoreCode } from '../../shared/stores.ts';

export interface SitemapRows {
  /** Visible products (status < 2, visibility <> 1), newest first. */
  products: { sku: string; slug: string; updated_at: string | null }[];
  /** Active categories of level ≥ 2 that render as a category page (see below). */
  categories: { slug: string }[];
  /** Active CMS pages. */
  cmsPages: { identifier: string; update_time: string | null }[];
  /** Published posts of the embedded blog (migrations/0008_blog.sql), newest first. */
  blogPosts: { slug: string; modified_at: string }[];
  /** The newest product change: the home page lists the newest products. */
  latest: string | null;
}

/**
 * Everything a store's sitemap lists, in one batch. A category whose listing (its own and its
 * active descendants' visible products, as the category page counts them) holds exactly one
 * product answers 301 to that product, so it is left out: a sitemap names only pages
 * that answer 200 under their own URL.
 */
export async function sitemapRows(db: D1Database, store: StoreCode): Promise<SitemapRows> {
  const [products, categories, cms, posts] = await db.batch([
    db
      .prepare(
        `SELECT sku, COALESCE(json_extract(doc, '$.slug'), url_key) AS slug, updated_at
       FROM products WHERE store = ? AND status < 2 AND visibility <> 1
       ORDER BY updated_at DESC, id`,
      )
      .bind(store),
    db
      .prepare(
        `WITH RECURSIVE subtree(root, id) AS (
         SELECT id, id FROM categories WHERE store = ? AND is_active = 1 AND level >= 2
         UNION
         SELECT s.root, c.id FROM subtree s JOIN categories c ON c.store = ? AND c.parent_id = s.id AND c.is_active = 1
       ),
       listed(root, n) AS (
         SELECT s.root, COUNT(DISTINCT pc.product_id)
         FROM subtree s
         JOIN product_categories pc ON pc.store = ? AND pc.category_id = s.id
         JOIN products p ON p.store = pc.store AND p.id = pc.product_id AND p.status < 2 AND p.visibility <> 1
         GROUP BY s.root
       )
       SELECT c.slug FROM categories c LEFT JOIN listed l ON l.root = c.id
       WHERE c.store = ? AND c.is_active = 1 AND c.level >= 2 AND COALESCE(l.n, 0) <> 1
       ORDER BY c.level, c.position, c.id`,
      )
      .bind(store, store, store, store),
    db
      .prepare(
        `SELECT identifier, json_extract(doc, '$.update_time') AS update_time
       FROM cms_pages WHERE store = ? AND is_active = 1 ORDER BY identifier`,
      )
      .bind(store),
    db.prepare("SELECT slug, modified_at FROM blog_posts WHERE status = 'publish' ORDER BY published_at DESC, id DESC"),
  ]);
  const productRows = (products?.results ?? []) as SitemapRows['products'];
  return {
    products: productRows,
    categories: (categories?.results ?? []) as SitemapRows['categories'],
    cmsPages: (cms?.results ?? []) as SitemapRows['cmsPages'],
    blogPosts: (posts?.results ?? []) as SitemapRows['blogPosts'],
    latest: productRows[0]?.updated_at ?? null,
  };
}
