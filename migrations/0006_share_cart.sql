-- Shared carts; share-cart link, GET /rest/{storeCode}/V1/share-cart/…).
-- POST /api/cart/share?cartId= saves a snapshot of the cart's buyable lines under a code of 128 random
-- bits (base64url, 22 characters), which the link /sharecart/cart/index/crypt/{code} carries. Whoever
-- opens the link gets a copy of the lines added to their own cart; the shared cart itself never changes
-- and knows nothing of its author (no cart token, no user id). Prices are not kept: the lines are priced
-- again when they are added. A snapshot is answered for 90 days, then purged opportunistically.

CREATE TABLE shared_carts (
  code       TEXT NOT NULL PRIMARY KEY CHECK (length(code) = 22),
  store      TEXT NOT NULL,                                    -- store code the cart was shared in
  items      TEXT NOT NULL,                                    -- JSON [{ sku, qty, product_option }]
  created_at TEXT NOT NULL                                     -- ISO 8601 UTC
);
CREATE INDEX shared_carts_created ON shared_carts (created_at);
