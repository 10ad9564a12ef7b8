import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageKeys } from '../../shared/i18n/en-US/messages.ts';
import { PRICES_CHANGED } from '../../shared/schemas/order.ts';
import { grossPrice } from './cart-helpers.ts';
import { count, docOf, orderBody, ordersWithId, pickSeedProducts, placeOrder, seed, stockOf } from './order-helpers.ts';

// An order that carries the prices its shopper saw (an order queued offline and sent later) is
// taken only at those prices: a price changed meanwhile refuses it with every difference named, and
// nothing is stored; sent again with today's prices it goes through.

beforeAll(pickSeedProducts);

const DPD_CENTS = 500;

/** Sets a product's gross list price (cents) as the back office would: document and price columns. */
async function setGrossPrice(sku: string, cents: number): Promise<void> {
  await env.DB.prepare(
    `UPDATE products SET doc = json_set(doc, '$.price_incl_tax_cents', ?1, '$.price', ROUND(?1 / 119.0, 2)),
       price_incl_tax_cents = ?1, final_price_incl_tax_cents = ?1 WHERE store = 'default' AND sku = ?2`,
  )
    .bind(cents, sku)
    .run();
}

function seenOf(sku: string, unitCents: number, qty: number) {
  return {
    lines: [{ sku, unit_incl_tax_cents: unitCents }],
    shipping_incl_tax_cents: DPD_CENTS,
    grand_total_cents: unitCents * qty + DPD_CENTS,
  };
}

describe('POST /api/order with the prices the shopper saw', () => {
  it('uses a text of the message catalogue', () => {
    expect(messageKeys).toContain(PRICES_CHANGED);
  });

  it('takes the order when the seen prices are today’s', async () => {
    const doc = await docOf(seed.light);
    const unit = Math.round(grossPrice(doc) * 100);
    const body = orderBody([{ sku: seed.light, qty: 2 }], {}, { seen_prices: seenOf(seed.light, unit, 2) });
    const { status, body: answer } = await placeOrder(body);
    expect(status).toBe(200);
    expect(answer.result.totals.grand_total).toBeCloseTo((unit * 2 + DPD_CENTS) / 100, 2);
  });

  it('refuses an order whose line price changed, names the line and the totals, and stores nothing', async () => {
    const doc = await docOf(seed.light);
    expect(doc.special_price ?? null).toBeNull(); // the list price is what is charged
    const before = Math.round(grossPrice(doc) * 100);
    const stock = await stockOf(seed.light);
    const orders = await count('SELECT COUNT(*) AS n FROM orders');
    await setGrossPrice(seed.light, before + 150);

    const body = orderBody([{ sku: seed.light, qty: 2 }], {}, { seen_prices: seenOf(seed.light, before, 2) });
    const { status, body: answer } = await placeOrder(body);
    expect(status).toBe(400);
    expect(answer.result).toBe(PRICES_CHANGED);
    expect(answer.meta.reason).toBe('prices_changed');
    expect(answer.meta.changes).toEqual([
      { kind: 'line', sku: seed.light, name: doc.name, seen: before, now: before + 150 },
      { kind: 'grand_total', seen: before * 2 + DPD_CENTS, now: (before + 150) * 2 + DPD_CENTS },
    ]);
    expect(await ordersWithId(body.order_id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(orders);
    expect(await stockOf(seed.light)).toBe(stock);

    // A lower price refuses as well: the shopper confirms the amounts again, whichever way they moved.
    await setGrossPrice(seed.light, before - 100);
    const cheaper = await placeOrder(
      orderBody([{ sku: seed.light, qty: 1 }], {}, { seen_prices: seenOf(seed.light, before, 1) }),
    );
    expect(cheaper.status).toBe(400);
    expect(cheaper.body.meta.changes[0]).toMatchObject({ kind: 'line', seen: before, now: before - 100 });

    // Ordered again with today's prices, the same lines go through.
    const again = orderBody([{ sku: seed.light, qty: 2 }], {}, { seen_prices: seenOf(seed.light, before - 100, 2) });
    expect((await placeOrder(again)).status).toBe(200);
    expect(await ordersWithId(again.order_id)).toBe(1);
  });

  it('refuses an order whose shipping price differs from the one seen', async () => {
    const unit = Math.round(grossPrice(await docOf(seed.light)) * 100);
    const seen = { ...seenOf(seed.light, unit, 1), shipping_incl_tax_cents: 400, grand_total_cents: unit + 400 };
    const { status, body } = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], {}, { seen_prices: seen }));
    expect(status).toBe(400);
    expect(body.meta.changes).toEqual([
      { kind: 'shipping', seen: 400, now: DPD_CENTS },
      { kind: 'grand_total', seen: unit + 400, now: unit + DPD_CENTS },
    ]);
  });

  it('answers malformed seen prices with a clear text, not a 500', async () => {
    const bad = { lines: [{ sku: seed.light, unit_incl_tax_cents: 12.5 }], shipping_incl_tax_cents: 500 };
    const { status, body } = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], {}, { seen_prices: bad }));
    expect(status).toBe(400);
    expect(body.result).toMatch(/"unit_incl_tax_cents" must be an amount in whole cents/);
  });
});
