-- The embedded blog: posts, categories and their links, read by
-- the GraphQL endpoint /api/blog/graphql. One blog serves every store view (its texts are German).

CREATE TABLE blog_categories (
  id          INTEGER PRIMARY KEY,
  slug        TEXT    NOT NULL UNIQUE,
  name        TEXT    NOT NULL,
  description TEXT    NOT NULL DEFAULT ''
);

CREATE TABLE blog_posts (
  id           INTEGER PRIMARY KEY,
  slug         TEXT    NOT NULL UNIQUE,
  title        TEXT    NOT NULL,
  -- HTML, sanitised again when served.
  excerpt      TEXT    NOT NULL,
  content      TEXT    NOT NULL,
  -- Featured image: a path under the shop's origin or an absolute URL; NULL when the post has none.
  image_url    TEXT,
  image_alt    TEXT    NOT NULL DEFAULT '',
  image_width  INTEGER,
  image_height INTEGER,
  -- ISO 8601 in UTC ('2026-03-14T09:00:00').
  published_at TEXT    NOT NULL,
  modified_at  TEXT    NOT NULL,
  status       TEXT    NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft'))
);
-- Newest first is the only order the blog lists in.
CREATE INDEX blog_posts_published ON blog_posts (status, published_at DESC, id DESC);

CREATE TABLE blog_post_categories (
  category_id INTEGER NOT NULL REFERENCES blog_categories (id) ON DELETE CASCADE,
  post_id     INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  PRIMARY KEY (category_id, post_id)
);
CREATE INDEX blog_post_categories_post ON blog_post_categories (post_id);
