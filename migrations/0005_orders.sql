-- Orders (Order, Order placement, POST /api/order).
-- An order is written by one D1 batch (one transaction: every statement or none), in this order:
--   1. order_sequences   next increment number of the store (rolled back with the rest on failure)
--   2. orders            the order; UNIQUE (store, client_order_id) makes the client's order id an
--                        idempotency key: of two concurrent placements with one id only one commits
--   3. order_items       its lines, from one JSON parameter
--   4. order_stock_moves one row per counted stock item, with the quantity read inside the same
--                        transaction; CHECK (qty_before >= qty) fails the whole batch when the stock
--                        does not cover the order, so stock never goes below zero
--   5. stock_items       decremented by exactly the moves of step 4
--   6. coupon_redemptions / coupons.times_used: the same guard for coupons with a usage limit
--   7. the server cart (if any) is emptied and its coupon removed
-- Prices are never taken from the client: every figure here was computed on the server.

CREATE TABLE order_sequences (
  store      TEXT    NOT NULL PRIMARY KEY,
  last_value INTEGER NOT NULL
);

CREATE TABLE orders (
  entity_id                 INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  store                     TEXT    NOT NULL,                -- store code the order was placed in
  increment_id              TEXT    NOT NULL,                -- shopper-facing number: store id + 8 digits, 100000001 …
  client_order_id           TEXT    NOT NULL,                -- the client's order_id: idempotency key
  request_hash              TEXT    NOT NULL,                -- SHA-256 of the order's canonical body (see shared/schemas/order.ts)
  status                    TEXT    NOT NULL DEFAULT 'pending',
  user_id                   TEXT,                            -- as sent by the client; not yet verified (no accounts yet)
  customer_email            TEXT    NOT NULL,
  customer_firstname        TEXT    NOT NULL,
  customer_lastname         TEXT    NOT NULL,
  cart_id                   TEXT,                            -- the server cart the order came from, if any
  coupon_code               TEXT,
  shipping_address          TEXT    NOT NULL,                -- JSON, Magento address fields
  billing_address           TEXT    NOT NULL,                -- JSON
  shipping_carrier_code     TEXT,                            -- NULL when nothing ships (virtual/downloadable only)
  shipping_method_code      TEXT,
  shipping_description      TEXT,
  payment_method_code       TEXT    NOT NULL,
  payment_method_additional TEXT,                            -- JSON
  currency                  TEXT    NOT NULL,
  subtotal_incl_tax         REAL    NOT NULL,
  discount_amount           REAL    NOT NULL,                -- negative, as in Magento
  shipping_incl_tax         REAL    NOT NULL,
  tax_amount                REAL    NOT NULL,
  grand_total               REAL    NOT NULL,
  totals                    TEXT    NOT NULL,                -- JSON: the Totals answered (items, total_segments …)
  client_created_at         TEXT,                            -- the client's created_at, as sent
  created_at                TEXT    NOT NULL,                -- ISO 8601 UTC
  updated_at                TEXT    NOT NULL
);
CREATE UNIQUE INDEX orders_client_id ON orders (store, client_order_id);
CREATE UNIQUE INDEX orders_increment_id ON orders (store, increment_id);
CREATE INDEX orders_user ON orders (user_id, created_at) WHERE user_id IS NOT NULL;
CREATE INDEX orders_email ON orders (customer_email, created_at);

CREATE TABLE order_items (
  order_id          INTEGER NOT NULL REFERENCES orders (entity_id),
  position          INTEGER NOT NULL,                        -- 1 … n, the item_id inside totals
  sku               TEXT    NOT NULL,                        -- the bought SKU (a configurable child's own SKU)
  parent_sku        TEXT,
  product_id        INTEGER NOT NULL,
  name              TEXT    NOT NULL,
  product_type      TEXT    NOT NULL,
  qty               INTEGER NOT NULL CHECK (qty > 0),
  price             REAL    NOT NULL,                        -- net unit price with options
  price_incl_tax    REAL    NOT NULL,
  row_total         REAL    NOT NULL,
  row_total_incl_tax REAL   NOT NULL,
  tax_percent       REAL    NOT NULL,
  tax_amount        REAL    NOT NULL,
  discount_amount   REAL    NOT NULL,
  product_option    TEXT,                                    -- JSON, normalised product_option
  options           TEXT    NOT NULL DEFAULT '[]',           -- JSON [{ label, value }]
  PRIMARY KEY (order_id, position)
);

CREATE TABLE order_stock_moves (
  order_id   INTEGER NOT NULL REFERENCES orders (entity_id),
  store      TEXT    NOT NULL,
  sku        TEXT    NOT NULL,
  qty        INTEGER NOT NULL CHECK (qty > 0),               -- taken from stock by this order
  qty_before INTEGER NOT NULL,                               -- stock_items.qty read in the same transaction
  CONSTRAINT stock_sufficient CHECK (qty_before >= qty),
  PRIMARY KEY (order_id, sku)
);
CREATE INDEX order_stock_moves_sku ON order_stock_moves (store, sku);

CREATE TABLE coupon_redemptions (
  order_id          INTEGER NOT NULL PRIMARY KEY REFERENCES orders (entity_id),
  code              TEXT    NOT NULL,
  times_used_before INTEGER NOT NULL,
  usage_limit       INTEGER,
  CONSTRAINT coupon_usage_left CHECK (usage_limit IS NULL OR times_used_before < usage_limit)
);
CREATE INDEX coupon_redemptions_code ON coupon_redemptions (code);
