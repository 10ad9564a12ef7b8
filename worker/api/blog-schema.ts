import { buildSchema, GraphQLError } from 'graphql';
import { sanitizeHtml } from '../content/sanitize-html.ts';
import {
  findCategory,
  findPost,
  listCategories,
  listPosts,
  type BlogCategoryRow,
  type BlogPostRow,
} from '../content/blog-repo.ts';

/**
 * The blog schema. Its shape follows WPGraphQL
 * (post(id, idType), posts(first){nodes}, featuredImage{node{sourceUrl}}, categories{nodes}), so a
 * WordPress blog with WPGraphQL can replace the embedded one by changing the endpoint address
 * (BLOG_GRAPHQL_URL) while the shop's queries stay the same.
 */
export const blogSchema = buildSchema(/* GraphQL */ `
  enum PostIdType { SLUG DATABASE_ID ID }
  enum CategoryIdType { SLUG DATABASE_ID ID }

  type MediaDetails { width: Int height: Int }
  type MediaItem { sourceUrl: String! altText: String! mediaDetails: MediaDetails! }
  type FeaturedImageEdge { node: MediaItem! }

  type Post {
    id: ID!
    databaseId: Int!
    title: String!
    "Publication date, ISO 8601 in UTC without offset."
    date: String!
    modified: String!
    "Store-local path of the post page."
    uri: String!
    "Absolute address of the post page."
    link: String!
    slug: String!
    "Sanitised HTML."
    excerpt: String!
    "Sanitised HTML."
    content: String!
    featuredImage: FeaturedImageEdge
    categories(first: Int = 10): CategoryConnection!
  }

  type Category {
    id: ID!
    databaseId: Int!
    name: String!
    slug: String!
    description: String!
    uri: String!
    link: String!
    count: Int!
    posts(first: Int = 10): PostConnection!
  }

  type PostConnection { nodes: [Post!]! }
  type CategoryConnection { nodes: [Category!]! }

  type Query {
    post(id: ID!, idType: PostIdType = SLUG): Post
    posts(first: Int = 10): PostConnection!
    categories(first: Int = 10): CategoryConnection!
    category(id: ID!, idType: CategoryIdType = SLUG): Category
  }
`);

/** Requests for more are answered with this many (WPGraphQL clamps the same way). */
export const MAX_FIRST = 100;

export interface BlogContext {
  db: D1Database;
  /** Origin for absolute links (the shop's public origin). */
  origin: string;
}

const clampFirst = (first: number): number => Math.min(Math.max(first, 0), MAX_FIRST);

const globalId = (type: 'post' | 'term', id: number): string => btoa(`${type}:${id}`);

/** A lookup key from (id, idType); undefined when the id cannot name anything of that type. */
function keyOf(type: 'post' | 'term', id: string, idType: string): { slug: string } | { id: number } | undefined {
  if (idType === 'SLUG') return { slug: id };
  let raw = id;
  if (idType === 'ID') {
    try {
      const [prefix, value] = atob(id).split(':');
      if (prefix !== type || value === undefined) return undefined;
      raw = value;
    } catch {
      return undefined;
    }
  }
  const number = Number(raw);
  return Number.isSafeInteger(number) && number > 0 ? { id: number } : undefined;
}

function categoryNode(row: BlogCategoryRow, ctx: BlogContext) {
  // The blog list filtered to the category (client/pages/Posts.tsx).
  const uri = `/posts?category=${encodeURIComponent(row.slug)}`;
  return {
    id: globalId('term', row.id),
    databaseId: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    uri,
    link: ctx.origin + uri,
    count: row.count,
    posts: async ({ first }: { first: number }) => ({
      nodes: (await listPosts(ctx.db, { first: clampFirst(first), categoryId: row.id })).map((p) => postNode(p, ctx)),
    }),
  };
}

function postNode(row: BlogPostRow, ctx: BlogContext) {
  const uri = `/posts/${row.slug}`;
  return {
    id: globalId('post', row.id),
    databaseId: row.id,
    title: row.title,
    date: row.published_at,
    modified: row.modified_at,
    uri,
    link: ctx.origin + uri,
    slug: row.slug,
    excerpt: sanitizeHtml(row.excerpt),
    content: sanitizeHtml(row.content),
    featuredImage: row.image_url
      ? {
          node: {
            sourceUrl: row.image_url,
            altText: row.image_alt,
            mediaDetails: { width: row.image_width, height: row.image_height },
          },
        }
      : null,
    categories: ({ first }: { first: number }) => ({
      nodes: row.categories.slice(0, clampFirst(first)).map((c) => categoryNode(c, ctx)),
    }),
  };
}

/** Resolvers of the Query type, as graphql-js's root value. */
export const blogRoot = {
  async post({ id, idType }: { id: string; idType: string }, ctx: BlogContext) {
    const key = keyOf('post', id, idType);
    const row = key ? await findPost(ctx.db, key) : null;
    return row ? postNode(row, ctx) : null;
  },
  async posts({ first }: { first: number }, ctx: BlogContext) {
    return { nodes: (await listPosts(ctx.db, { first: clampFirst(first) })).map((p) => postNode(p, ctx)) };
  },
  async categories({ first }: { first: number }, ctx: BlogContext) {
    return { nodes: (await listCategories(ctx.db, clampFirst(first))).map((c) => categoryNode(c, ctx)) };
  },
  async category({ id, idType }: { id: string; idType: string }, ctx: BlogContext) {
    const key = keyOf('term', id, idType);
    const row = key ? await findCategory(ctx.db, key) : null;
    return row ? categoryNode(row, ctx) : null;
  },
};

/** Errors a client may see; anything else (a D1 failure) is reported without its internals. */
export function publicError(error: GraphQLError): GraphQLError {
  if (!error.originalError || error.originalError instanceof GraphQLError) return error;
  console.error('blog graphql resolver error', error.originalError.message);
  return new GraphQLError('Internal error, please try again later', { nodes: error.nodes, path: error.path });
}
