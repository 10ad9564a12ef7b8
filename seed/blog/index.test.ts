// The demo blog: loads on top of its migration, every post has a topic and a small, correctly
// sized featured image, and the texts are real German posts rather than filler.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { BLOG_IMAGE, blogImageFiles, blogStatements } from './index.ts';
import { BLOG_POSTS } from './posts.ts';

const migration = readFileSync(new URL('../../migrations/0008_blog.sql', import.meta.url), 'utf8');

describe('demo blog', () => {
  it('loads twice into the blog tables with every post linked to its topics', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(migration);
    db.exec(blogStatements().join('\n'));
    db.exec(blogStatements().join('\n'));
    const n = (q: string) => Number((db.prepare(q).get() as { n: number }).n);
    expect(n('SELECT COUNT(*) AS n FROM blog_posts')).toBe(BLOG_POSTS.length);
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(8);
    expect(
      n(
        'SELECT COUNT(*) AS n FROM blog_posts p WHERE NOT EXISTS (SELECT 1 FROM blog_post_categories pc WHERE pc.post_id = p.id)',
      ),
    ).toBe(0);
    expect(n('SELECT COUNT(DISTINCT slug) AS n FROM blog_posts')).toBe(BLOG_POSTS.length);
  });

  it('has a featured image per post, 1200x675 and under 3 kB', () => {
    const files = blogImageFiles();
    expect(files.size).toBe(BLOG_POSTS.length);
    for (const [name, svg] of files) {
      expect(name).toMatch(/^blog-[a-z0-9-]+-1200x675\.svg$/);
      expect(
        svg.startsWith(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${BLOG_IMAGE.width}" height="${BLOG_IMAGE.height}"`,
        ),
      ).toBe(true);
      expect(new TextEncoder().encode(svg).length, name).toBeLessThan(3072);
    }
  });

  it('writes German posts with headings and an excerpt of their own', () => {
    for (const post of BLOG_POSTS) {
      expect(post.content, post.slug).toMatch(/<h2>/);
      expect(post.content.replace(/<[^>]+>/g, '').length, post.slug).toBeGreaterThan(800);
      expect(post.excerpt, post.slug).toMatch(/^<p>.{40,}<\/p>$/);
      expect(post.content, post.slug).toMatch(/\b(der|die|das|und|Sie)\b/);
    }
  });
});
