-- Only listable products (status < 2, visibility <> 1) can be found by text, so only they are
-- indexed. Configurable children (visibility 1) were more than half of the full-text index, and
-- every search read and scored their trigram hits only to drop them again. A product that becomes
-- listable or unlisted (status, visibility) is added to or removed from the index by the triggers.
DROP TRIGGER IF EXISTS products_search_ai;
DROP TRIGGER IF EXISTS products_search_au;

CREATE TRIGGER products_search_ai AFTER INSERT ON products BEGIN
  DELETE FROM product_search_docs WHERE store = NEW.store AND product_id = NEW.id;
  INSERT INTO product_search_docs (store, product_id, name, sku, category)
    SELECT store, product_id, name, sku, category FROM product_search_source
    WHERE store = NEW.store AND product_id = NEW.id AND NEW.status < 2 AND NEW.visibility <> 1;
END;

CREATE TRIGGER products_search_au AFTER UPDATE OF store, id, name, sku, doc, status, visibility ON products BEGIN
  DELETE FROM product_search_docs WHERE store = OLD.store AND product_id = OLD.id;
  DELETE FROM product_search_docs WHERE store = NEW.store AND product_id = NEW.id;
  INSERT INTO product_search_docs (store, product_id, name, sku, category)
    SELECT store, product_id, name, sku, category FROM product_search_source
    WHERE store = NEW.store AND product_id = NEW.id AND NEW.status < 2 AND NEW.visibility <> 1;
END;

-- Documents of products that are not listable (the delete trigger takes them out of the index).
DELETE FROM product_search_docs
WHERE NOT EXISTS (
  SELECT 1 FROM products p
  WHERE p.store = product_search_docs.store AND p.id = product_search_docs.product_id AND p.status < 2 AND p.visibility <> 1
);
