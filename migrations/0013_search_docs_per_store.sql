-- Text search per store: each store's search documents get their own range of FTS rowids
-- (docid = store number × 2^32 + product id), so a search walks and scores only its own store's
-- matches; before, every search read every store's matches and dropped the others' afterwards
-- (three stores, three times the work). Product ids are Magento entity ids, 0 .. 2^32 − 1; a
-- product outside that range is not indexed rather than given a docid of another store.
CREATE TABLE search_store_numbers (
  number INTEGER PRIMARY KEY,
  store  TEXT    NOT NULL UNIQUE
);
INSERT OR IGNORE INTO search_store_numbers (store) SELECT DISTINCT store FROM products ORDER BY store;

DROP TRIGGER IF EXISTS products_search_ai;
DROP TRIGGER IF EXISTS products_search_au;

CREATE TRIGGER products_search_ai AFTER INSERT ON products BEGIN
  DELETE FROM product_search_docs WHERE store = NEW.store AND product_id = NEW.id;
  INSERT OR IGNORE INTO search_store_numbers (store) VALUES (NEW.store);
  INSERT INTO product_search_docs (docid, store, product_id, name, sku, category)
    SELECT (SELECT number FROM search_store_numbers WHERE store = NEW.store) * 4294967296 + product_id, store, product_id, name, sku, category
    FROM product_search_source
    WHERE store = NEW.store AND product_id = NEW.id AND NEW.status < 2 AND NEW.visibility <> 1 AND NEW.id BETWEEN 0 AND 4294967295;
END;

CREATE TRIGGER products_search_au AFTER UPDATE OF store, id, name, sku, doc, status, visibility ON products BEGIN
  DELETE FROM product_search_docs WHERE store = OLD.store AND product_id = OLD.id;
  DELETE FROM product_search_docs WHERE store = NEW.store AND product_id = NEW.id;
  INSERT OR IGNORE INTO search_store_numbers (store) VALUES (NEW.store);
  INSERT INTO product_search_docs (docid, store, product_id, name, sku, category)
    SELECT (SELECT number FROM search_store_numbers WHERE store = NEW.store) * 4294967296 + product_id, store, product_id, name, sku, category
    FROM product_search_source
    WHERE store = NEW.store AND product_id = NEW.id AND NEW.status < 2 AND NEW.visibility <> 1 AND NEW.id BETWEEN 0 AND 4294967295;
END;

-- The documents already there, under their new docids (the delete trigger empties the index first).
DELETE FROM product_search_docs;
INSERT INTO product_search_docs (docid, store, product_id, name, sku, category)
  SELECT n.number * 4294967296 + s.product_id, s.store, s.product_id, s.name, s.sku, s.category
  FROM products p
  CROSS JOIN product_search_source s ON s.store = p.store AND s.product_id = p.id
  CROSS JOIN search_store_numbers n ON n.store = p.store
  WHERE p.status < 2 AND p.visibility <> 1 AND p.id BETWEEN 0 AND 4294967295;
