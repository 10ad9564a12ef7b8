-- Full-text product search (`_searchText`) over FTS5, kept in sync by triggers so the seed script,
-- an importer or a hand-written UPDATE need no application code.
--
-- Layout:
--   product_search_source  view: the searchable text of every product, normalised in SQL
--   product_search_docs    plain table: that text per (store, product), keyed by an INTEGER PRIMARY KEY
--                          docid that is the FTS rowid (stable under VACUUM, unlike the rowid of products)
--   product_fulltext       FTS5 index over product_search_docs (external content, no second copy)
--
-- Normalisation: German umlauts and ß are expanded (ä→ae, ö→oe, ü→ue, ß→ss, precomposed and
-- decomposed, both cases) so "Tür" and "tuer", "Maß" and "mass" meet. Case folding and other
-- diacritics (é→e) are left to the tokenizer, since SQLite's lower only folds ASCII.
-- worker/platform/fulltext.ts applies the same rules to the query text.
--
-- Tokenizer: trigram indexes every 3-character substring, so compound words match by any part
-- ("matte" finds "Doppelstabmatte", "zaun" finds "Gabionenzaun", "656" finds "DSMZ-656").
-- remove_diacritics needs SQLite 3.45 (workerd and D1 have it).

CREATE VIEW product_search_source AS
SELECT
  store,
  product_id,
  json_extract(normalised, '$[0]') AS name,
  json_extract(normalised, '$[1]') AS sku,
  json_extract(normalised, '$[2]') AS category
FROM (
  SELECT
    p.store AS store,
    p.id    AS product_id,
    -- One replace chain over the three texts packed as a JSON array instead of one chain per column
    -- (the replaced letters never occur in JSON syntax, and json_array keeps them unescaped).
    -- char(97, 776) and friends are the decomposed spellings (base letter + combining diaeresis).
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      json_array(
        p.name,
        p.sku,
        -- category.name of the product document (`[{ category_id, name }]`), a document that is not
        -- valid JSON or has no category list gives '' instead of failing the write.
        coalesce((
          SELECT group_concat(json_extract(c.value, '$.name'), ' ')
          FROM json_each(CASE WHEN json_valid(p.doc) THEN p.doc END, '$.category') AS c
          WHERE c.type = 'object'
        ), '')
      ),
      'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ß', 'ss'), 'ẞ', 'SS'),
      char(97, 776), 'ae'), char(111, 776), 'oe'), char(117, 776), 'ue'),
      char(65, 776), 'Ae'), char(79, 776), 'Oe'), char(85, 776), 'Ue') AS normalised
  FROM products p
);

CREATE TABLE product_search_docs (
  docid      INTEGER PRIMARY KEY,
  store      TEXT    NOT NULL,
  product_id INTEGER NOT NULL,
  name       TEXT    NOT NULL,
  sku        TEXT    NOT NULL,
  category   TEXT    NOT NULL,
  UNIQUE (store, product_id)
);

-- Column order matters: worker/platform/fulltext.ts scores each column with its own bm25 call by
-- position and boosts name ×4, sku ×2, category ×1.
CREATE VIRTUAL TABLE product_fulltext USING fts5(
  name, sku, category,
  content = 'product_search_docs', content_rowid = 'docid',
  tokenize = 'trigram remove_diacritics 1'
);

-- product_search_docs → index. An external-content index must be told the old values on delete.
CREATE TRIGGER product_search_docs_ai AFTER INSERT ON product_search_docs BEGIN
  INSERT INTO product_fulltext (rowid, name, sku, category) VALUES (NEW.docid, NEW.name, NEW.sku, NEW.category);
END;
CREATE TRIGGER product_search_docs_ad AFTER DELETE ON product_search_docs BEGIN
  INSERT INTO product_fulltext (product_fulltext, rowid, name, sku, category) VALUES ('delete', OLD.docid, OLD.name, OLD.sku, OLD.category);
END;
CREATE TRIGGER product_search_docs_au AFTER UPDATE ON product_search_docs BEGIN
  INSERT INTO product_fulltext (product_fulltext, rowid, name, sku, category) VALUES ('delete', OLD.docid, OLD.name, OLD.sku, OLD.category);
  INSERT INTO product_fulltext (rowid, name, sku, category) VALUES (NEW.docid, NEW.name, NEW.sku, NEW.category);
END;

-- products → product_search_docs. The insert trigger deletes first: INSERT OR REPLACE on products
-- removes the old row without firing the delete trigger (recursive_triggers is off).
CREATE TRIGGER products_search_ai AFTER INSERT ON products BEGIN
  DELETE FROM product_search_docs WHERE store = NEW.store AND product_id = NEW.id;
  INSERT INTO product_search_docs (store, product_id, name, sku, category)
    SELECT store, product_id, name, sku, category FROM product_search_source WHERE store = NEW.store AND product_id = NEW.id;
END;
CREATE TRIGGER products_search_ad AFTER DELETE ON products BEGIN
  DELETE FROM product_search_docs WHERE store = OLD.store AND product_id = OLD.id;
END;
CREATE TRIGGER products_search_au AFTER UPDATE OF store, id, name, sku, doc ON products BEGIN
  DELETE FROM product_search_docs WHERE store = OLD.store AND product_id = OLD.id;
  DELETE FROM product_search_docs WHERE store = NEW.store AND product_id = NEW.id;
  INSERT INTO product_search_docs (store, product_id, name, sku, category)
    SELECT store, product_id, name, sku, category FROM product_search_source WHERE store = NEW.store AND product_id = NEW.id;
END;

-- Products that were already there when this migration ran (a seeded local database).
INSERT INTO product_search_docs (store, product_id, name, sku, category)
  SELECT store, product_id, name, sku, category FROM product_search_source;
