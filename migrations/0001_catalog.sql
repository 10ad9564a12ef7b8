-- Catalog: every entity is kept whole as a JSON document (`doc`, the vue-storefront-api `_source`)
-- plus the few columns that queries filter, join or sort on. Rows are per store code
-- ('default', 'de', 'at'), mirroring the one-index-per-store layout of vue-storefront-api.

CREATE TABLE products (
  store        TEXT    NOT NULL,
  id           INTEGER NOT NULL,
  sku          TEXT    NOT NULL,
  parent_sku   TEXT,                      -- configurable/bundle parent of a child row, else NULL
  type_id      TEXT    NOT NULL,
  name         TEXT    NOT NULL,
  url_key      TEXT    NOT NULL,
  url_path     TEXT    NOT NULL,
  status       INTEGER NOT NULL DEFAULT 1, -- 2 or higher: unavailable
  visibility   INTEGER NOT NULL DEFAULT 4, -- 1: not directly visible
  price        REAL    NOT NULL DEFAULT 0, -- net list price
  final_price  REAL    NOT NULL DEFAULT 0, -- net price after a special price in its window
  position     INTEGER NOT NULL DEFAULT 0,
  created_at   TEXT    NOT NULL,
  updated_at   TEXT    NOT NULL,
  doc          TEXT    NOT NULL,
  PRIMARY KEY (store, id)
);
CREATE UNIQUE INDEX products_sku ON products (store, sku);
CREATE INDEX products_parent ON products (store, parent_sku);
CREATE INDEX products_url_key ON products (store, url_key);
CREATE INDEX products_listing ON products (store, visibility, status, updated_at);

-- Category membership with the product's position inside the category.
CREATE TABLE product_categories (
  store       TEXT    NOT NULL,
  product_id  INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  position    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store, category_id, product_id)
);
CREATE INDEX product_categories_product ON product_categories (store, product_id);

-- Filterable attribute values. A configurable parent also carries its children's option values,
-- so a filter on hoehe=1230 finds the parent whose child has that height.
CREATE TABLE product_attributes (
  store       TEXT    NOT NULL,
  product_id  INTEGER NOT NULL,
  code        TEXT    NOT NULL,
  value       TEXT    NOT NULL,
  PRIMARY KEY (store, code, value, product_id)
);
CREATE INDEX product_attributes_product ON product_attributes (store, product_id);

CREATE TABLE stock_items (
  store       TEXT    NOT NULL,
  sku         TEXT    NOT NULL,
  product_id  INTEGER NOT NULL,
  qty         INTEGER,                      -- NULL: unknown (volatile)
  is_in_stock INTEGER NOT NULL DEFAULT 1,
  manage_stock INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (store, sku)
);

CREATE TABLE categories (
  store           TEXT    NOT NULL,
  id              INTEGER NOT NULL,
  parent_id       INTEGER,
  name            TEXT    NOT NULL,
  url_key         TEXT    NOT NULL,
  url_path        TEXT    NOT NULL,
  slug            TEXT    NOT NULL,
  level           INTEGER NOT NULL,
  position        INTEGER NOT NULL DEFAULT 0,
  is_active       INTEGER NOT NULL DEFAULT 1,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  product_count   INTEGER NOT NULL DEFAULT 0,
  doc             TEXT    NOT NULL,
  PRIMARY KEY (store, id)
);
CREATE INDEX categories_slug ON categories (store, slug);
CREATE INDEX categories_url_path ON categories (store, url_path);
CREATE INDEX categories_parent ON categories (store, parent_id, position);

CREATE TABLE attributes (
  store          TEXT    NOT NULL,
  attribute_id   INTEGER NOT NULL,
  attribute_code TEXT    NOT NULL,
  doc            TEXT    NOT NULL,
  PRIMARY KEY (store, attribute_id)
);
CREATE UNIQUE INDEX attributes_code ON attributes (store, attribute_code);

CREATE TABLE tax_rules (
  store TEXT    NOT NULL,
  id    INTEGER NOT NULL,
  doc   TEXT    NOT NULL,
  PRIMARY KEY (store, id)
);

CREATE TABLE cms_pages (
  store      TEXT    NOT NULL,
  id         INTEGER NOT NULL,
  identifier TEXT    NOT NULL,
  is_active  INTEGER NOT NULL DEFAULT 1,
  doc        TEXT    NOT NULL,
  PRIMARY KEY (store, id)
);
CREATE UNIQUE INDEX cms_pages_identifier ON cms_pages (store, identifier);

CREATE TABLE cms_blocks (
  store      TEXT    NOT NULL,
  id         INTEGER NOT NULL,
  identifier TEXT    NOT NULL,
  is_active  INTEGER NOT NULL DEFAULT 1,
  doc        TEXT    NOT NULL,
  PRIMARY KEY (store, id)
);
CREATE UNIQUE INDEX cms_blocks_identifier ON cms_blocks (store, identifier);

CREATE TABLE banners (
  store        TEXT    NOT NULL,
  id           INTEGER NOT NULL,
  slider_id    INTEGER NOT NULL,
  order_banner INTEGER NOT NULL DEFAULT 0,
  doc          TEXT    NOT NULL,
  PRIMARY KEY (store, id)
);
CREATE INDEX banners_slider ON banners (store, slider_id, order_banner);

CREATE TABLE matrix_rates (
  store TEXT    NOT NULL,
  id    INTEGER NOT NULL,
  doc   TEXT    NOT NULL,
  PRIMARY KEY (store, id)
);

CREATE TABLE config_entries (
  store        TEXT NOT NULL,
  config_path  TEXT NOT NULL,
  config_value TEXT,
  PRIMARY KEY (store, config_path)
);

-- Request paths that resolve to an entity; redirect_type 301 answers a permanent redirect to target_path.
CREATE TABLE url_rewrites (
  store         TEXT    NOT NULL,
  request_path  TEXT    NOT NULL,
  entity_type   TEXT    NOT NULL CHECK (entity_type IN ('product', 'category', 'cms_page')),
  entity_id     INTEGER NOT NULL,
  target_path   TEXT,
  redirect_type INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store, request_path)
);

-- Bumped whenever a store's catalog changes; edge caches key on it so a change purges them.
CREATE TABLE catalog_versions (
  store   TEXT    NOT NULL PRIMARY KEY,
  version INTEGER NOT NULL DEFAULT 1,
  changed_at TEXT NOT NULL
);
