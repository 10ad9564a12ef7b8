/**
 * The blog's GraphQL queries and answer types. They use WPGraphQL's shape (the embedded endpoint
 * in worker/api/blog-schema.ts speaks it too), so BLOG_GRAPHQL_URL may point at a WordPress blog.
 */

export interface BlogImage {
  sourceUrl: string;
  altText: string;
  mediaDetails?: { width?: number | null; height?: number | null } | null;
}

export interface BlogCategoryRef {
  name: string;
  slug: string;
}

export interface BlogCategorySummary extends BlogCategoryRef {
  count?: number | null;
}

export interface BlogPostSummary {
  title: string;
  date: string;
  slug: string;
  excerpt: string;
  featuredImage?: { node: BlogImage } | null;
  categories: { nodes: BlogCategoryRef[] };
}

export interface BlogPost extends BlogPostSummary {
  content: string;
  modified?: string | null;
}

const SUMMARY = `
  title date slug excerpt
  featuredImage { node { sourceUrl altText mediaDetails { width height } } }
  categories(first: 10) { nodes { name slug } }`;

const TOPICS = 'categories(first: 50) { nodes { name slug count } }';

export const POSTS_QUERY = `query BlogPosts($first: Int) {
  posts(first: $first) { nodes { ${SUMMARY} } }
  ${TOPICS}
}`;

export const CATEGORY_POSTS_QUERY = `query BlogCategoryPosts($slug: ID!, $first: Int) {
  category(id: $slug, idType: SLUG) { name slug description posts(first: $first) { nodes { ${SUMMARY} } } }
  ${TOPICS}
}`;

export const POST_QUERY = `query BlogPost($slug: ID!) {
  post(id: $slug, idType: SLUG) { ${SUMMARY} content modified }
}`;

export interface PostsAnswer {
  posts: { nodes: BlogPostSummary[] };
  categories: { nodes: BlogCategorySummary[] };
}

export interface CategoryPostsAnswer {
  category: (BlogCategoryRef & { description?: string | null; posts: { nodes: BlogPostSummary[] } }) | null;
  categories: { nodes: BlogCategorySummary[] };
}

export interface PostAnswer {
  post: BlogPost | null;
}

/** Text of an HTML snippet for meta descriptions: tags dropped, common entities read, spaces folded. */
export function plainText(html: string, max = 300): string {
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    '#39': "'",
    nbsp: ' ',
    hellip: '…',
  };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp|hellip);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}
