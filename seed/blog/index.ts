// The demo blog as SQL (tables of migrations/0008_blog.sql) and its featured images: each post's
// image is one of the product drawings of seed/images, framed at 1200x675 (16:9, the size social
// previews and the blog cards use).

import { IMAGE_URL_BASE } from '../constants.ts';
import { DESIGNS } from '../images/index.ts';
import { renderSvg } from '../images/svg.ts';
import { FINISHES } from '../palette.ts';
import { insertStatements } from '../../scripts/import/sql.ts';
import { BLOG_CATEGORIES, BLOG_POSTS, type BlogPostText } from './posts.ts';

export const BLOG_IMAGE = { width: 1200, height: 675 } as const;

const imageName = (post: BlogPostText): string => `blog-${post.slug}-${BLOG_IMAGE.width}x${BLOG_IMAGE.height}.svg`;

/** File name → SVG text of every featured image. */
export function blogImageFiles(): Map<string, string> {
  return new Map(
    BLOG_POSTS.map((post) => {
      const design = DESIGNS[post.image.design];
      if (!design) throw new Error(`blog post ${post.slug}: unknown image design ${post.image.design}`);
      return [
        imageName(post),
        renderSvg(design.draw(FINISHES[post.image.color]), BLOG_IMAGE.width, BLOG_IMAGE.height, post.image.alt),
      ];
    }),
  );
}

/** Statements that replace the blog with the demo posts (safe to run repeatedly). */
export function blogStatements(): string[] {
  const categoryId = new Map(BLOG_CATEGORIES.map((c) => [c.slug, c.id]));
  const links = BLOG_POSTS.flatMap((post) =>
    post.categories.map((slug) => {
      const id = categoryId.get(slug);
      if (id === undefined) throw new Error(`blog post ${post.slug}: unknown category ${slug}`);
      return [id, post.id];
    }),
  );
  return [
    'DELETE FROM blog_post_categories;',
    'DELETE FROM blog_posts;',
    'DELETE FROM blog_categories;',
    ...insertStatements(
      'blog_categories',
      ['id', 'slug', 'name', 'description'],
      BLOG_CATEGORIES.map((c) => [c.id, c.slug, c.name, c.description]),
    ),
    ...insertStatements(
      'blog_posts',
      [
        'id',
        'slug',
        'title',
        'excerpt',
        'content',
        'image_url',
        'image_alt',
        'image_width',
        'image_height',
        'published_at',
        'modified_at',
        'status',
      ],
      BLOG_POSTS.map((p) => [
        p.id,
        p.slug,
        p.title,
        p.excerpt,
        p.content,
        `${IMAGE_URL_BASE}/${imageName(p)}`,
        p.image.alt,
        BLOG_IMAGE.width,
        BLOG_IMAGE.height,
        p.date,
        p.date,
        'publish',
      ]),
    ),
    ...insertStatements('blog_post_categories', ['category_id', 'post_id'], links),
  ];
}
