-- When a product last changed outside a catalog import (its stock, by an order or the back office).
-- Cached pages and documents from before that time are out of date; everything else stays cached,
-- so a sale purges the pages that show the product instead of the store's whole catalog version.
-- Rows older than a few hours are pruned on the next change: no cache keeps a page that long.
CREATE TABLE product_changes (
  store      TEXT    NOT NULL,
  sku        TEXT    NOT NULL,
  changed_at INTEGER NOT NULL, -- ms since the epoch
  PRIMARY KEY (store, sku)
) WITHOUT ROWID;
CREATE INDEX product_changes_recent ON product_changes (store, changed_at);
