-- Content and service, points 4 and 5): the contact forms' mails and
-- their delivery, and the store locator.

-- Contact mails go to the shop and are answered to the sender: reply_to holds the sender's address.
-- attempts / last_error summarise the delivery attempts (mail-delivery.ts); a mail stays in the
-- outbox (sent_at NULL) until an adapter has delivered it, so a failing provider never loses one.
ALTER TABLE mail_outbox ADD COLUMN reply_to TEXT;
ALTER TABLE mail_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN last_error TEXT;

-- Every delivery attempt of a mail: which adapter, when, and the provider's answer on failure.
CREATE TABLE mail_deliveries (
  id           INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  mail_id      INTEGER NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
  adapter      TEXT    NOT NULL,                          -- 'cloudflare' | 'http'
  ok           INTEGER NOT NULL CHECK (ok IN (0, 1)),
  error        TEXT,                                      -- short provider message, never the mail body
  attempted_at TEXT    NOT NULL
);
CREATE INDEX mail_deliveries_mail ON mail_deliveries (mail_id, id);

-- The shop's branches (store locator, /filialen). opening_hours and services are JSON:
-- opening_hours [{ "from": "mo", "to": "fr", "opens": "07:30", "closes": "18:00" }, …],
-- services ["montage", "beratung", "abholung", "ausstellung", "lieferung"].
CREATE TABLE branches (
  id            TEXT    NOT NULL PRIMARY KEY,             -- slug, e.g. 'berlin-spandau'
  name          TEXT    NOT NULL,
  street        TEXT    NOT NULL,
  postcode      TEXT    NOT NULL,
  city          TEXT    NOT NULL,
  country       TEXT    NOT NULL CHECK (country IN ('DE', 'AT')),
  phone         TEXT    NOT NULL,
  email         TEXT    NOT NULL,
  lat           REAL    NOT NULL,
  lon           REAL    NOT NULL,
  opening_hours TEXT    NOT NULL DEFAULT '[]',
  services      TEXT    NOT NULL DEFAULT '[]',
  position      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX branches_city ON branches (city COLLATE NOCASE);

-- Approximate centres of postcode areas: German 2-digit "Leitregionen" and Austrian 2-digit areas,
-- plus 1-digit zones as a fallback, so every 5-digit DE and 4-digit AT postcode maps to a point.
-- name is the area's main town (a city search matches it too).
CREATE TABLE postcode_areas (
  country TEXT NOT NULL CHECK (country IN ('DE', 'AT')),
  prefix  TEXT NOT NULL CHECK (length(prefix) BETWEEN 1 AND 2),
  name    TEXT NOT NULL,
  lat     REAL NOT NULL,
  lon     REAL NOT NULL,
  PRIMARY KEY (country, prefix)
);
CREATE INDEX postcode_areas_name ON postcode_areas (name COLLATE NOCASE);
