import { beforeAll, describe, expect, it } from 'vitest';
import { add, docOf, newCart, pickSeedProducts, seed } from './cart-helpers.ts';
import { search } from './helpers.ts';

// Every product tells how long it takes to arrive, per store: from stock a few working days, heavy
// goods by forwarding agent, sold-out goods from the supplier; the Austrian store waits longer.

beforeAll(pickSeedProducts);

describe('delivery times in the catalog and the cart', () => {
  it('a product from stock ships in days, a bit later to Austria', async () => {
    const [de, at] = [await docOf(seed.light), await docOf(seed.light, 'at')];
    expect(de.delivery_time).toEqual({ kind: 'stock', min_days: 2, max_days: 4 });
    expect(at.delivery_time.kind).toBe('stock');
    expect(at.delivery_time.max_days).toBeGreaterThan(de.delivery_time.max_days);
  });

  it('heavy goods go by forwarding agent, sold-out ones come from the supplier', async () => {
    expect((await docOf(seed.heavy)).delivery_time.kind).toBe('freight');
    expect((await docOf(seed.outOfStock)).delivery_time.kind).toBe('supplier');
  });

  it('the listing fields of a product card carry it', async () => {
    const { json } = await search(
      'vue_storefront_catalog',
      'product',
      { _appliedFilters: [{ attribute: 'sku', value: { eq: seed.light } }] },
      '&_source_include=sku,delivery_time',
    );
    expect(json.hits.hits[0]._source).toEqual({
      sku: seed.light,
      delivery_time: { kind: 'stock', min_days: 2, max_days: 4 },
    });
  });

  it('a cart line carries the delivery time of what was added (a configurable: the chosen child)', async () => {
    for (const store of ['default', 'at']) {
      const cartId = await newCart(store === 'at' ? 'at' : undefined);
      const { status, body } = await add(cartId, { sku: seed.child, qty: 1 }, store === 'at' ? '&storeCode=at' : '');
      expect(status).toBe(200);
      expect(body.result.delivery_time).toEqual((await docOf(seed.child, store)).delivery_time);
    }
  });
});
