/**
 * The embedded blog over D1 (migrations/0008_blog.sql): published posts newest first, categories
 * with their post counts. Every post comes with its categories, fetched in one extra query for
 * the whole page of posts instead of one per post.
 */

export interface BlogCategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Published posts in the category. */
  count: number;
}

export interface BlogPostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image_url: string | null;
  image_alt: string;
  image_width: number | null;
  image_height: number | null;
  published_at: string;
  modified_at: string;
  categories: BlogCategoryRow[];
}

type PostColumns = Omit<BlogPostRow, 'categories'>;

const POST_COLUMNS =
  'p.id, p.slug, p.title, p.excerpt, p.content, p.image_url, p.image_alt, p.image_width, p.image_height, p.published_at, p.modified_at';
const CATEGORY_COLUMNS = `c.id, c.slug, c.name, c.description,
  (SELECT COUNT(*) FROM blog_post_categories pc JOIN blog_posts p ON p.id = pc.post_id AND p.status = 'publish' WHERE pc.category_id = c.id) AS count`;

async function withCategories(db: D1Database, posts: PostColumns[]): Promise<BlogPostRow[]> {
  if (!posts.length) return [];
  const ids = posts.map((p) => p.id);
  const { results } = await db
    .prepare(
      `SELECT pc.post_id, ${CATEGORY_COLUMNS}
       FROM blog_post_categories pc JOIN blog_categories c ON c.id = pc.category_id
       WHERE pc.post_id IN (${ids.map(() => '?').join(', ')}) ORDER BY c.name, c.id`,
    )
    .bind(...ids)
    .all<BlogCategoryRow & { post_id: number }>();
  const byPost = new Map<number, BlogCategoryRow[]>();
  for (const { post_id, ...category } of results) byPost.set(post_id, [...(byPost.get(post_id) ?? []), category]);
  return posts.map((p) => ({ ...p, categories: byPost.get(p.id) ?? [] }));
}

/** The newest published posts, optionally of one category. */
export async function listPosts(
  db: D1Database,
  options: { first: number; categoryId?: number },
): Promise<BlogPostRow[]> {
  const statement =
    options.categoryId === undefined
      ? db
          .prepare(
            `SELECT ${POST_COLUMNS} FROM blog_posts p WHERE p.status = 'publish' ORDER BY p.published_at DESC, p.id DESC LIMIT ?`,
          )
          .bind(options.first)
      : db
          .prepare(
            `SELECT ${POST_COLUMNS} FROM blog_posts p JOIN blog_post_categories pc ON pc.post_id = p.id AND pc.category_id = ?
       WHERE p.status = 'publish' ORDER BY p.published_at DESC, p.id DESC LIMIT ?`,
          )
          .bind(options.categoryId, options.first);
  return withCategories(db, (await statement.all<PostColumns>()).results);
}

/** One published post by slug or database id; null when there is none. */
export async function findPost(db: D1Database, key: { slug: string } | { id: number }): Promise<BlogPostRow | null> {
  const [column, value] = 'slug' in key ? ['slug', key.slug] : ['id', key.id];
  const row = await db
    .prepare(`SELECT ${POST_COLUMNS} FROM blog_posts p WHERE p.${column} = ? AND p.status = 'publish'`)
    .bind(value)
    .first<PostColumns>();
  return row ? ((await withCategories(db, [row]))[0] ?? null) : null;
}

/** Categories by name. */
export async function listCategories(db: D1Database, first: number): Promise<BlogCategoryRow[]> {
  const { results } = await db
    .prepare(`SELECT ${CATEGORY_COLUMNS} FROM blog_categories c ORDER BY c.name, c.id LIMIT ?`)
    .bind(first)
    .all<BlogCategoryRow>();
  return results;
}

export async function findCategory(
  db: D1Database,
  key: { slug: string } | { id: number },
): Promise<BlogCategoryRow | null> {
  const [column, value] = 'slug' in key ? ['slug', key.slug] : ['id', key.id];
  return db
    .prepare(`SELECT ${CATEGORY_COLUMNS} FROM blog_categories c WHERE c.${column} = ?`)
    .bind(value)
    .first<BlogCategoryRow>();
}
