-- Money in whole cents. Every amount of an order and of a coupon is an INTEGER number of cents, so
-- sums are exact and a stored total never differs from the sum of its stored lines by a cent; euros
-- (with 2 fraction digits) appear only on the wire. Existing rows are converted with ROUND(x * 100).
-- (Carts store no amounts: a cart is priced from the catalog on every read.)

-- Orders: subtotal_incl_tax, discount_amount (negative, as in Magento), shipping_incl_tax,
-- tax_amount, grand_total → the same names with _cents.
ALTER TABLE orders ADD COLUMN subtotal_incl_tax_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN discount_amount_cents   INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN shipping_incl_tax_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN tax_amount_cents        INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN grand_total_cents       INTEGER NOT NULL DEFAULT 0;
UPDATE orders SET
  subtotal_incl_tax_cents = CAST(ROUND(subtotal_incl_tax * 100) AS INTEGER),
  discount_amount_cents   = CAST(ROUND(discount_amount * 100) AS INTEGER),
  shipping_incl_tax_cents = CAST(ROUND(shipping_incl_tax * 100) AS INTEGER),
  tax_amount_cents        = CAST(ROUND(tax_amount * 100) AS INTEGER),
  grand_total_cents       = CAST(ROUND(grand_total * 100) AS INTEGER);
ALTER TABLE orders DROP COLUMN subtotal_incl_tax;
ALTER TABLE orders DROP COLUMN discount_amount;
ALTER TABLE orders DROP COLUMN shipping_incl_tax;
ALTER TABLE orders DROP COLUMN tax_amount;
ALTER TABLE orders DROP COLUMN grand_total;

-- Order lines: unit prices, row totals, tax and discount share in cents (tax_percent stays a rate).
ALTER TABLE order_items ADD COLUMN price_cents              INTEGER NOT NULL DEFAULT 0; -- net unit price with options
ALTER TABLE order_items ADD COLUMN price_incl_tax_cents     INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN row_total_cents          INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN row_total_incl_tax_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN tax_amount_cents         INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN discount_amount_cents    INTEGER NOT NULL DEFAULT 0;
UPDATE order_items SET
  price_cents              = CAST(ROUND(price * 100) AS INTEGER),
  price_incl_tax_cents     = CAST(ROUND(price_incl_tax * 100) AS INTEGER),
  row_total_cents          = CAST(ROUND(row_total * 100) AS INTEGER),
  row_total_incl_tax_cents = CAST(ROUND(row_total_incl_tax * 100) AS INTEGER),
  tax_amount_cents         = CAST(ROUND(tax_amount * 100) AS INTEGER),
  discount_amount_cents    = CAST(ROUND(discount_amount * 100) AS INTEGER);
ALTER TABLE order_items DROP COLUMN price;
ALTER TABLE order_items DROP COLUMN price_incl_tax;
ALTER TABLE order_items DROP COLUMN row_total;
ALTER TABLE order_items DROP COLUMN row_total_incl_tax;
ALTER TABLE order_items DROP COLUMN tax_amount;
ALTER TABLE order_items DROP COLUMN discount_amount;

-- Coupons: `value` was a percentage for percent coupons and euros for fixed ones. Now a percent
-- coupon has `percent` (0 < percent ≤ 100, not money) and a fixed one `amount_cents`; exactly the one
-- of its type is set.
ALTER TABLE coupons ADD COLUMN percent REAL
  CHECK (percent IS NULL OR (percent > 0 AND percent <= 100));
ALTER TABLE coupons ADD COLUMN amount_cents INTEGER
  CHECK (amount_cents IS NULL OR amount_cents > 0);
UPDATE coupons SET
  percent      = CASE WHEN type = 'percent' THEN value END,
  amount_cents = CASE WHEN type = 'fixed' THEN CAST(ROUND(value * 100) AS INTEGER) END;
ALTER TABLE coupons DROP COLUMN value;
-- The type decides which amount a coupon has; a row with the other one (or none) is refused.
CREATE TRIGGER coupons_amount_insert BEFORE INSERT ON coupons
WHEN (NEW.type = 'percent' AND (NEW.percent IS NULL OR NEW.amount_cents IS NOT NULL))
  OR (NEW.type = 'fixed' AND (NEW.amount_cents IS NULL OR NEW.percent IS NOT NULL))
BEGIN
  SELECT RAISE(ABORT, 'coupon_amount: a percent coupon needs percent, a fixed one amount_cents');
END;
CREATE TRIGGER coupons_amount_update BEFORE UPDATE OF type, percent, amount_cents ON coupons
WHEN (NEW.type = 'percent' AND (NEW.percent IS NULL OR NEW.amount_cents IS NOT NULL))
  OR (NEW.type = 'fixed' AND (NEW.amount_cents IS NULL OR NEW.percent IS NOT NULL))
BEGIN
  SELECT RAISE(ABORT, 'coupon_amount: a percent coupon needs percent, a fixed one amount_cents');
END;
