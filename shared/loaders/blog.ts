import { isApiError } from '../api/errors.ts';
import { blogQuery } from '../api/graphql.ts';
import type { Loader } from './types.ts';
import { notFoundLoader } from './not-found.ts';
import {
  CATEGORY_POSTS_QUERY,
  POST_QUERY,
  POSTS_QUERY,
  plainText,
  type BlogCategorySummary,
  type BlogPost,
  type BlogPostSummary,
  type CategoryPostsAnswer,
  type PostAnswer,
  type PostsAnswer,
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
  const meta = {
    title: 'Blog',
    description: 'Tips on planning, building and caring for fences and gates.',
    canonical: '/posts',
  };
  try {
    if (!slug) {
      const answer = await blogQuery<PostsAnswer>(ctx.api, POSTS_QUERY, { first: BLOG_PAGE_SIZE });
      return { meta, data: { posts: answer.posts.nodes, topics: answer.categories.nodes, topic: null } };
    }
    const answer = await blogQuery<CategoryPostsAnswer>(ctx.api, CATEGORY_POSTS_QUERY, { slug, first: BLOG_PAGE_SIZE });
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
    return {
      status: 503,
      meta: { ...meta, robots: 'noindex' },
      data: { posts: [], topics: [], topic: null, unavailable: true },
    };
  }
};

export interface BlogPostData {
  /** Null only when the blog endpoint did not answer. */
  post: BlogPost | null;
}

/** /posts/{slug}: one post; an unknown slug is the 404 page. */
export const blogPostLoader: Loader<BlogPostData> = async (ctx) => {
  let answer: PostAnswer;
  try {
    answer = await blogQuery<PostAnswer>(ctx.api, POST_QUERY, { slug: ctx.params.slug ?? '' });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { status: 503, meta: { title: 'Blog', robots: 'noindex' }, data: { post: null } };
  }
  const { post } = answer;
  if (!post) return notFoundLoader(ctx) as never;
  return {
    meta: {
      title: post.title,
      description: plainText(post.excerpt),
      canonical: `/posts/${encodeURIComponent(post.slug)}`,
    },
    data: { post },
  };
};

/** The blog route (/posts/:slug?): one post when a slug is given, else the list. */
export const blogLoader: Loader = (ctx) => (ctx.params.slug ? blogPostLoader(ctx) : blogListLoader(ctx));
