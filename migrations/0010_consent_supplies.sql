-- Consent-gated measurement; consent, offline conversion).
-- Both tables are written only for shoppers who consented in the browser (client/consent/): the
-- browser sends nothing before that. Neither holds personal data: no IP address, no user agent, no
-- cookie or customer id.

-- First-party analytics: one row per page view of a consenting shopper (path without query string).
CREATE TABLE page_views (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  store      TEXT NOT NULL,                                    -- store code
  path       TEXT NOT NULL,                                    -- store-local path, no query string
  page       TEXT NOT NULL,                                    -- route name of shared/routes.ts
  viewed_at  TEXT NOT NULL                                     -- ISO 8601 UTC
);
CREATE INDEX page_views_store_day ON page_views (store, viewed_at);

-- Offline conversions: a marketing click id (gclid, msclkid, fbclid) the shopper arrived with, stored in
-- the browser after marketing consent and sent with the order; one row per order, for upload to the ad
-- platform as a conversion named 'purchase'.
CREATE TABLE conversions (
  order_id   TEXT NOT NULL PRIMARY KEY,                        -- the client order id of POST /api/order
  store      TEXT NOT NULL,
  name       TEXT NOT NULL CHECK (name = 'purchase'),
  click_id   TEXT NOT NULL,
  click_type TEXT NOT NULL CHECK (click_type IN ('gclid', 'msclkid', 'fbclid')),
  click_date TEXT NOT NULL,                                    -- ISO 8601 UTC, when the shopper arrived
  created_at TEXT NOT NULL                                     -- ISO 8601 UTC, when the order was placed
);
