-- Fence plans a customer saved to the account: a name and the planner's URL state (the query string
-- of /zaunplaner, e.g. "l=25&h=1230&c=161"), per store because plans are priced with a store's catalog.
-- A plan belongs to exactly one customer and goes with the account.
CREATE TABLE saved_plans (
  id         INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  store      TEXT    NOT NULL,
  name       TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  query      TEXT    NOT NULL CHECK (length(query) <= 2000),
  created_at TEXT    NOT NULL
);
CREATE INDEX saved_plans_by_user ON saved_plans (user_id, store, id);
