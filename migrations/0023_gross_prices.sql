-- Gross prices per store are the source. A German shop sets its prices incl. VAT, per store (19 %
-- in Germany, 20 % in Austria); the net prices are derived from them. The catalog documents carry the
-- gross amounts in whole cents (price_incl_tax_cents …, written by the seed generator); these columns
-- hold a product's gross list and final price for what SQL sorts, filters and buckets by.
-- NULL: a catalog priced net (an imported vue-storefront-api dump); its gross is the net price plus tax.
ALTER TABLE products ADD COLUMN price_incl_tax_cents INTEGER;
ALTER TABLE products ADD COLUMN final_price_incl_tax_cents INTEGER;

-- Rows seeded before: their documents were priced net at the store's standard rate (AT 20 %, else
-- 19 %); their gross is that net price plus tax, rounded to the cent, until the catalog is seeded anew.
UPDATE products SET
  price_incl_tax_cents = CAST(ROUND(price * CASE store WHEN 'at' THEN 120 ELSE 119 END) AS INTEGER),
  final_price_incl_tax_cents = CAST(ROUND(final_price * CASE store WHEN 'at' THEN 120 ELSE 119 END) AS INTEGER)
WHERE json_extract(doc, '$.price_incl_tax_cents') IS NULL;

-- The listing's covering index also covers the gross final price (price ranges and the gross filter).
DROP INDEX IF EXISTS products_listing_cover;
CREATE INDEX products_listing_cover ON products
  (store, id, status, visibility, updated_at, final_price, price, position, final_price_incl_tax_cents);
