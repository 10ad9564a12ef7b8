-- Accounts (User, Session and Tokens, Roles, /api/user/*, /api/review/*,
-- /api/ext/mailchimp-subscribe/*). Nothing secret is stored in the clear: passwords are PBKDF2 hashes
-- (worker/platform/passwords.ts), reset and confirmation tokens are stored as SHA-256 hashes, access
-- and refresh tokens are HMAC-signed and never stored at all (a session row is what they point to).

-- Customers. email is stored trimmed and lower-case (compared exactly, unique). addresses is the
-- Magento address list as JSON, ids assigned by the server. The password is PBKDF2-HMAC-SHA-256
-- chained: `password_rounds` calls of `password_iterations` each (Workers caps one call at 100,000).
CREATE TABLE users (
  id                  INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  email               TEXT    NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  firstname           TEXT    NOT NULL,
  lastname            TEXT    NOT NULL,
  group_id            INTEGER NOT NULL DEFAULT 1,         -- Magento's "General" customer group
  store               TEXT    NOT NULL DEFAULT 'default', -- store the account was created in
  addresses           TEXT    NOT NULL DEFAULT '[]',      -- JSON, Magento address fields + id, default_shipping/default_billing
  next_address_id     INTEGER NOT NULL DEFAULT 1,
  password_algorithm  TEXT    NOT NULL,                   -- 'pbkdf2-sha256-chain'
  password_iterations INTEGER NOT NULL,                   -- per deriveBits call (≤ 100,000)
  password_rounds     INTEGER NOT NULL,                   -- chained calls
  password_salt       TEXT    NOT NULL,                   -- base64, 16 random bytes per user
  password_hash       TEXT    NOT NULL,                   -- base64, 32 bytes
  created_at          TEXT    NOT NULL,                   -- ISO 8601 UTC
  updated_at          TEXT    NOT NULL
);

-- Sessions: one row per login. An access token names its session and is refused once the session is
-- revoked (logout, password change/reset, refresh-token reuse). refresh_generation is the number of
-- the only refresh token of this session that is still valid: a refresh moves it on (rotation), and a
-- refresh token of an older generation means it was copied, so the whole session is revoked.
CREATE TABLE user_sessions (
  id                 TEXT    NOT NULL PRIMARY KEY,        -- 128 random bits, hex
  user_id            INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  refresh_generation INTEGER NOT NULL DEFAULT 0,
  expires_at         TEXT    NOT NULL,                    -- the current refresh token's expiry
  revoked_at         TEXT,                                -- NULL: active
  revoke_reason      TEXT,                                -- 'logout' | 'password_changed' | 'refresh_reuse' …
  created_at         TEXT    NOT NULL,
  updated_at         TEXT    NOT NULL
);
CREATE INDEX user_sessions_user ON user_sessions (user_id, revoked_at);
CREATE INDEX user_sessions_expiry ON user_sessions (expires_at);

-- One-time password reset tokens (POST /api/user/reset-password → /create-password). Only the SHA-256
-- of the token is kept; the token itself travels in the mail alone.
CREATE TABLE password_resets (
  token_hash TEXT    NOT NULL PRIMARY KEY,                -- hex SHA-256 of the token
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT    NOT NULL,
  used_at    TEXT,
  created_at TEXT    NOT NULL
);
CREATE INDEX password_resets_user ON password_resets (user_id, used_at);
CREATE INDEX password_resets_expiry ON password_resets (expires_at);

-- Fixed-window counters for rate limits (worker/platform/rate-limit.ts). key is a SHA-256 of the
-- scope and subject (e-mail, client address), so no address or e-mail is kept here in the clear.
CREATE TABLE rate_limits (
  key      TEXT    NOT NULL PRIMARY KEY,
  hits     INTEGER NOT NULL,
  reset_at INTEGER NOT NULL                               -- epoch ms when the window ends
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);

-- Mails waiting to be sent (password reset, newsletter double opt-in, welcome with coupon). A sender
-- (a queue consumer or a cron worker) delivers rows with sent_at NULL and sets sent_at; the demo shop
-- has no mail server, so tests and developers read the outbox. Bodies are plain text.
CREATE TABLE mail_outbox (
  id         INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  kind       TEXT    NOT NULL,                            -- 'password_reset' | 'newsletter_confirm' | 'newsletter_welcome'
  to_address TEXT    NOT NULL,
  subject    TEXT    NOT NULL,
  body       TEXT    NOT NULL,
  created_at TEXT    NOT NULL,
  sent_at    TEXT
);
CREATE INDEX mail_outbox_pending ON mail_outbox (sent_at, id);

-- Orders placed with a verified customer token (POST /api/order?token=). orders.user_id stays what the
-- client sent (unverified); the order history and order details read customer_id only.
ALTER TABLE orders ADD COLUMN customer_id INTEGER;
CREATE INDEX orders_customer ON orders (customer_id, created_at) WHERE customer_id IS NOT NULL;

-- Product reviews (held for moderation). Written 'pending'; only 'approved' rows are
-- visible, through the review_docs view that the catalog's `review` entity search reads.
CREATE TABLE reviews (
  id            INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
  store         TEXT    NOT NULL,
  product_id    INTEGER NOT NULL,
  customer_id   INTEGER REFERENCES users (id) ON DELETE SET NULL,
  nickname      TEXT    NOT NULL,
  title         TEXT    NOT NULL,
  detail        TEXT    NOT NULL,
  rating        INTEGER CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
  review_entity TEXT    NOT NULL DEFAULT 'product',
  status        TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at    TEXT    NOT NULL,
  updated_at    TEXT    NOT NULL
);
CREATE INDEX reviews_product ON reviews (store, product_id, status);
CREATE INDEX reviews_status ON reviews (status, id);

-- Approved reviews as catalog documents (vue-storefront-api's review index: review_status 1 = approved).
-- The author's account is not published.
CREATE VIEW review_docs AS
SELECT id, store, product_id, created_at,
  json_object(
    'id', id, 'product_id', product_id, 'title', title, 'detail', detail, 'nickname', nickname,
    'review_entity', review_entity, 'review_status', 1, 'rating', rating,
    'ratings', json(CASE WHEN rating IS NULL THEN '[]' ELSE '[{"rating_name":"Rating","value":' || rating || ',"percent":' || (rating * 20) || '}]' END),
    'created_at', created_at
  ) AS doc
FROM reviews WHERE status = 'approved';

-- Newsletter with double opt-in (newsletter coupon 10 %). A subscription is 'pending' until
-- the link with the confirmation token (stored as SHA-256) is opened; confirming grants a personal,
-- single-use 10 % coupon (coupons row, usage_limit 1), kept in coupon_code.
CREATE TABLE newsletter_subscriptions (
  email              TEXT    NOT NULL PRIMARY KEY CHECK (email = lower(email)),
  status             TEXT    NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
  store              TEXT    NOT NULL DEFAULT 'default',
  confirm_hash       TEXT    UNIQUE,                      -- hex SHA-256 of the confirmation token
  confirm_expires_at TEXT,
  coupon_code        TEXT,
  created_at         TEXT    NOT NULL,
  confirmed_at       TEXT,
  updated_at         TEXT    NOT NULL
);
