-- Listing and facet queries read only these columns: covering indexes keep them off the product
-- rows, whose JSON documents are large (a 2,000-product category then needs no document reads
-- until the 50 shown are fetched).
CREATE INDEX products_listing_cover ON products (store, id, status, visibility, updated_at, final_price, price, position);
-- Facet counts walk from each matching product to its attribute values.
CREATE INDEX product_attributes_by_product ON product_attributes (store, product_id, code, value);
DROP INDEX IF EXISTS product_attributes_product;
