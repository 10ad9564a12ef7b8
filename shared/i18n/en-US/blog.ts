/**
 * Texts of the blog pages (/posts, /posts/{slug}) beyond the blog words of the page frame
 * ('Blog', 'All posts', 'Read more', 'Published on {date}', 'Back to blog', 'No posts found.' in
 * layout.ts, which the footer needs on every page). The English source text is the key.
 */
export const blogKeys = [
  'Tips on planning, building and caring for fences and gates.',
  'Topics',
  'Posts about {category}',
  'Blog topics',
  'This topic does not exist.',
  'The blog is not available at the moment. Please try again later.',
  'All posts',
  'Read more',
  'Published on {date}',
  'Back to blog',
  'No posts found.',
] as const;

export type BlogKey = (typeof blogKeys)[number];
