import { beforeAll, describe, expect, it } from 'vitest';
import { add, get, newCart, pickSeedProducts, post, seed } from './cart-helpers.ts';

// POST /api/cart/bulk-update: the fence planner's list goes into the cart all together or not at all.

beforeAll(pickSeedProducts);

const bulk = (cartId: string, cartItems: unknown) => post(`/api/cart/bulk-update?cartId=${cartId}`, { cartItems });
const lines = async (cartId: string) =>
  ((await get(`/api/cart/pull?cartId=${cartId}`)).body.result as Array<{ sku: string; qty: number }>).map((l) => [
    l.sku,
    l.qty,
  ]);

describe('POST /api/cart/bulk-update', () => {
  it('adds every line at once, a configurable variant by its SKU, and answers the cart', async () => {
    const cart = await newCart();
    const { status, body } = await bulk(cart, [
      { sku: seed.light, qty: 3 },
      { sku: seed.child, qty: 2 },
    ]);
    expect(status).toBe(200);
    expect(body.result.map((l: { sku: string; qty: number }) => [l.sku, l.qty])).toEqual([
      [seed.light, 3],
      [seed.child, 2],
    ]);
    expect(body.result[1].parent_sku).toBe(seed.childParent);
  });

  it('merges with the lines the cart has and counts them against the stock', async () => {
    const cart = await newCart();
    await add(cart, { sku: seed.light, qty: 1 });
    expect((await bulk(cart, [{ sku: seed.light, qty: 2 }])).status).toBe(200);
    expect(await lines(cart)).toEqual([[seed.light, 3]]);

    const scarce = await newCart();
    await add(scarce, { sku: seed.scarce, qty: 1 });
    const refused = await bulk(scarce, [{ sku: seed.scarce, qty: seed.scarceQty }]);
    expect(refused.status).toBe(409);
    expect(refused.body.rejected).toEqual([
      expect.objectContaining({
        sku: seed.scarce,
        message: `Only ${seed.scarceQty} products of this type are available!`,
      }),
    ]);
    expect(await lines(scarce)).toEqual([[seed.scarce, 1]]);
  });

  it('adds nothing when one line is sold out, and names it', async () => {
    const cart = await newCart();
    const { status, body } = await bulk(cart, [
      { sku: seed.light, qty: 1 },
      { sku: seed.outOfStock, qty: 1 },
    ]);
    expect(status).toBe(409);
    expect(body.code).toBe(409);
    expect(body.result).toMatch(/^Nothing was added to the cart: .+ cannot be delivered\.$/);
    expect(body.rejected).toEqual([
      expect.objectContaining({
        sku: seed.outOfStock,
        message: 'The product is out of stock and cannot be added to the cart!',
      }),
    ]);
    expect(await lines(cart)).toEqual([]);
  });

  it('refuses bad lists with the texts and a missing cart id', async () => {
    const cart = await newCart();
    expect((await bulk(cart, [{ sku: seed.light, qty: 1.5 }])).body).toEqual({
      code: 400,
      result: 'Quantity must be positive integer',
    });
    expect((await bulk(cart, [{ sku: seed.light, qty: 0 }])).body.result).toBe('Quantity must be above 0');
    expect((await bulk(cart, [])).status).toBe(400);
    expect((await bulk(cart, [{ sku: 'NO-SUCH-SKU', qty: 1 }])).status).toBe(409);
    expect((await post('/api/cart/bulk-update', { cartItems: [{ sku: seed.light, qty: 1 }] })).status).toBe(400);
    expect(await lines(cart)).toEqual([]);
  });
});
