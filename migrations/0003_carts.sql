-- Carts. A cart is known by its token alone: 128 random
-- bits in hex, handed out by POST /api/cart/create and sent back as ?cartId=. Guest carts have
-- user_id NULL; user carts (the Accounts issue) will set it. Prices are never stored: every read
-- prices the lines from the catalog, so a cart never charges a price the catalog no longer has.
-- A cart expires 30 days after its last change (updated_at); expired carts answer 404 until purged.

CREATE TABLE carts (
  token                 TEXT    NOT NULL PRIMARY KEY,
  store                 TEXT    NOT NULL,                 -- store code the cart prices in
  user_id               INTEGER,                          -- NULL: guest cart
  coupon_code           TEXT,                             -- applied coupon (coupons.code)
  shipping_address      TEXT,                             -- JSON, Magento address fields
  billing_address       TEXT,                             -- JSON
  shipping_carrier_code TEXT,
  shipping_method_code  TEXT,
  payment_method_code   TEXT,
  created_at            TEXT    NOT NULL,                 -- ISO 8601 UTC
  updated_at            TEXT    NOT NULL
);
CREATE INDEX carts_updated ON carts (updated_at);
CREATE INDEX carts_user ON carts (user_id) WHERE user_id IS NOT NULL;

-- One row per cart line. merge_key is the line identity of (sku plus the checksum of bundle or
-- custom options); NULL for lines that are never merged (montage services: one line per add), so the
-- unique index lets an add fold into an existing line atomically (INSERT … ON CONFLICT).
CREATE TABLE cart_items (
  item_id        INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  cart_token     TEXT    NOT NULL REFERENCES carts (token) ON DELETE CASCADE,
  sku            TEXT    NOT NULL,                        -- the bought SKU (a configurable child's own SKU)
  parent_sku     TEXT,                                    -- configurable parent, else NULL
  product_id     INTEGER NOT NULL,
  qty            INTEGER NOT NULL CHECK (qty > 0),
  product_option TEXT,                                    -- JSON, normalised product_option
  checksum       TEXT,                                    -- options identity, NULL without options
  merge_key      TEXT,
  created_at     TEXT    NOT NULL,
  updated_at     TEXT    NOT NULL
);
CREATE INDEX cart_items_cart ON cart_items (cart_token, item_id);
CREATE UNIQUE INDEX cart_items_merge ON cart_items (cart_token, merge_key);

-- Coupon codes. Codes are matched case-insensitively
-- (stored upper-case). type percent: value is a percentage of the items' subtotal incl. tax;
-- fixed: value is EUR off that subtotal (never below zero). valid_from/valid_to are inclusive UTC days,
-- NULL for open ends. usage_limit NULL: unlimited; times_used is counted by order placement.
CREATE TABLE coupons (
  code        TEXT    NOT NULL PRIMARY KEY CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 64),
  type        TEXT    NOT NULL CHECK (type IN ('percent', 'fixed')),
  value       REAL    NOT NULL CHECK (value > 0 AND (type <> 'percent' OR value <= 100)),
  active      INTEGER NOT NULL DEFAULT 1,
  valid_from  TEXT,
  valid_to    TEXT,
  usage_limit INTEGER,
  times_used  INTEGER NOT NULL DEFAULT 0,
  description TEXT    NOT NULL DEFAULT ''
);

INSERT INTO coupons (code, type, value, active, valid_from, valid_to, usage_limit, times_used, description) VALUES
  ('ZAUN10',     'percent', 10, 1, NULL,         NULL,         NULL, 0, 'Newsletter: 10 % auf den Warenwert'),
  ('MONTAGE20',  'fixed',   20, 1, NULL,         NULL,         NULL, 0, '20 € Nachlass, z. B. auf die Montage'),
  ('SOMMER2025', 'percent', 15, 1, '2025-06-01', '2025-08-31', NULL, 0, 'Sommeraktion 2025 (abgelaufen)'),
  ('GESPERRT5',  'fixed',    5, 0, NULL,         NULL,         NULL, 0, 'Deaktivierter Code'),
  ('EINMAL50',   'fixed',   50, 1, NULL,         NULL,         1,    1, 'Einmal-Code, bereits eingelöst');
