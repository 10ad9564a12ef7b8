import '../i18n/areas/blog.ts';
import { isApiError } from '../api/errors.ts';
import type { Loader } from './types.ts';
import { notFoundLoader } from './not-found.ts';
import { POST_QUERY, plainText, type BlogPost, type PostAnswer } from './blog-queries.ts';

export interface BlogPostData {
  /** Null only when the blog endpoint did not answer. */
  post: BlogPost | null;
}

/** /posts/{slug}: one post; an unknown slug is the 404 page. */
export const blogPostLoader: Loader<BlogPostData> = async (ctx) => {
  const slug = ctx.params.slug ?? '';
  let answer: PostAnswer;
  try {
    answer = await ctx.api.blog<PostAnswer>(POST_QUERY, { slug });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { status: 503, meta: { title: 'Blog', robots: 'noindex' }, data: { post: null } };
  }
  const { post } = answer;
  if (!post) return notFoundLoader(ctx) as never;
  return {
    meta: { title: post.title, description: plainText(post.excerpt), canonical: `/posts/${encodeURIComponent(post.slug)}` },
    data: { post },
  };
};
