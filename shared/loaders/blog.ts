import '../i18n/areas/blog.ts';
import { isApiError } from '../api/errors.ts';
import type { Loader } from './types.ts';
import { notFoundLoader } from './not-found.ts';
import {
  CATEGORY_POSTS_QUERY, POSTS_QUERY, plainText,
  type BlogCategorySummary, type BlogPostSummary, type CategoryPostsAnswer, type PostsAnswer,
} from './blog-queries.ts';

/** Posts on the blog page; the demo blog has far fewer, WPGraphQL answers at most 100. */
export const BLOG_PAGE_SIZE = 50;

export interface BlogListData {
  posts: BlogPostSummary[];
  topics: BlogCategorySummary[];
  /** The topic the list is filtered to (/posts?category={slug}). */
  topic: { name: string; slug: string } | null;
  /** The blog endpoint did not answer: the page says so instead of failing. */
  unavailable?: boolean;
}

/** /posts and /posts?category={slug}: the newest posts with excerpt, date and featured image. */
export const blogListLoader: Loader<BlogListData> = async (ctx) => {
  const slug = ctx.query.get('category');
  const meta = { title: 'Blog', description: 'Tips on planning, building and caring for fences and gates.', canonical: '/posts' };
  try {
    if (!slug) {
      const answer = await ctx.api.blog<PostsAnswer>(POSTS_QUERY, { first: BLOG_PAGE_SIZE });
      return { meta, data: { posts: answer.posts.nodes, topics: answer.categories.nodes, topic: null } };
    }
    const answer = await ctx.api.blog<CategoryPostsAnswer>(CATEGORY_POSTS_QUERY, { slug, first: BLOG_PAGE_SIZE });
    if (!answer.category) return notFoundLoader(ctx) as never;
    const { name, description, posts } = answer.category;
    return {
      meta: {
        title: name,
        description: plainText(description ?? '') || meta.description,
        canonical: `/posts?category=${encodeURIComponent(answer.category.slug)}`,
      },
      data: { posts: posts.nodes, topics: answer.categories.nodes, topic: { name, slug: answer.category.slug } },
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { status: 503, meta: { ...meta, robots: 'noindex' }, data: { posts: [], topics: [], topic: null, unavailable: true } };
  }
};
