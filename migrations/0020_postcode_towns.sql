-- The store locator names the town of a postcode: besides the 2-digit areas and 1-digit zones,
-- postcode_areas holds whole postcodes (DE 5 digits, AT 4) and 3-digit areas, so 49393 is Lohne
-- (Oldenburg) rather than the main town of its area (Osnabrück). The longest matching prefix wins.
CREATE TABLE postcode_areas_new (
  country TEXT NOT NULL CHECK (country IN ('DE', 'AT')),
  prefix  TEXT NOT NULL CHECK (length(prefix) BETWEEN 1 AND 5),
  name    TEXT NOT NULL,
  lat     REAL NOT NULL,
  lon     REAL NOT NULL,
  PRIMARY KEY (country, prefix)
);
INSERT INTO postcode_areas_new (country, prefix, name, lat, lon)
  SELECT country, prefix, name, lat, lon FROM postcode_areas;
DROP TABLE postcode_areas;
ALTER TABLE postcode_areas_new RENAME TO postcode_areas;
CREATE INDEX postcode_areas_name ON postcode_areas (name COLLATE NOCASE);
