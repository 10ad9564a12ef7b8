-- Back office (/admin): staff accounts and their sessions, and the records of what staff changed:
-- order status changes (with carrier and tracking number when shipped), stock changes, and the
-- contact messages as an inbox.

-- Staff accounts, apart from customers: a customer account never opens the back office. Passwords are
-- PBKDF2 as for customers (worker/users/passwords.ts). role 'owner' manages staff; 'staff' runs the shop.
-- totp_secret (base32) is set when a second factor is being set up and used once totp_enabled = 1;
-- totp_last_step is the time step of the last accepted code, so one code never logs in twice.
CREATE TABLE staff (
  id                  INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  email               TEXT    NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  name                TEXT    NOT NULL DEFAULT '',
  role                TEXT    NOT NULL CHECK (role IN ('owner', 'staff')),
  active              INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  password_algorithm  TEXT    NOT NULL,
  password_iterations INTEGER NOT NULL,
  password_rounds     INTEGER NOT NULL,
  password_salt       TEXT    NOT NULL,
  password_hash       TEXT    NOT NULL,
  totp_secret         TEXT,
  totp_enabled        INTEGER NOT NULL DEFAULT 0 CHECK (totp_enabled IN (0, 1)),
  totp_last_step      INTEGER,
  created_at          TEXT    NOT NULL,
  updated_at          TEXT    NOT NULL
);

-- One row per login. Only the SHA-256 of the cookie's random token is kept, so a copy of the table
-- opens no session. A session ends at expires_at, at logout, or when its account is deactivated.
CREATE TABLE staff_sessions (
  token_hash TEXT    NOT NULL PRIMARY KEY,
  staff_id   INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  expires_at TEXT    NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
CREATE INDEX staff_sessions_expiry ON staff_sessions (expires_at);

-- Every status change of an order: who, when, from and to; carrier and tracking number of a shipment.
-- The customer's order view shows the latest shipment's tracking link.
CREATE TABLE order_status_history (
  id              INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  order_id        INTEGER NOT NULL REFERENCES orders (entity_id),
  from_status     TEXT    NOT NULL,
  to_status       TEXT    NOT NULL,
  staff_id        INTEGER REFERENCES staff (id) ON DELETE SET NULL,
  staff_email     TEXT    NOT NULL,
  carrier         TEXT,
  tracking_number TEXT,
  created_at      TEXT    NOT NULL
);
CREATE INDEX order_status_history_order ON order_status_history (order_id, id);

-- Every stock change made in the back office, with the values before and after.
CREATE TABLE stock_history (
  id              INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  store           TEXT    NOT NULL,
  sku             TEXT    NOT NULL,
  qty_before      INTEGER,
  qty_after       INTEGER,
  in_stock_before INTEGER NOT NULL,
  in_stock_after  INTEGER NOT NULL,
  staff_id        INTEGER REFERENCES staff (id) ON DELETE SET NULL,
  staff_email     TEXT    NOT NULL,
  created_at      TEXT    NOT NULL
);
CREATE INDEX stock_history_sku ON stock_history (store, sku, id);

-- The contact and business forms' messages as an inbox. The outbox row is deleted a week after it was
-- delivered, so each message is copied here when it is queued (trigger) and kept with its state.
CREATE TABLE staff_messages (
  id          INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  mail_id     INTEGER NOT NULL UNIQUE,
  kind        TEXT    NOT NULL,
  reply_to    TEXT,
  subject     TEXT    NOT NULL,
  body        TEXT    NOT NULL,
  received_at TEXT    NOT NULL,
  read_at     TEXT,
  answered_at TEXT
);
CREATE INDEX staff_messages_received ON staff_messages (received_at);

INSERT INTO staff_messages (mail_id, kind, reply_to, subject, body, received_at)
SELECT id, kind, reply_to, subject, body, created_at FROM mail_outbox WHERE kind IN ('contact', 'business_contact');

CREATE TRIGGER staff_messages_copy AFTER INSERT ON mail_outbox WHEN NEW.kind IN ('contact', 'business_contact') BEGIN
  INSERT INTO staff_messages (mail_id, kind, reply_to, subject, body, received_at)
  VALUES (NEW.id, NEW.kind, NEW.reply_to, NEW.subject, NEW.body, NEW.created_at);
END;
