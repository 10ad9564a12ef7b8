import { describe, expect, it } from 'vitest';
import { createCartStore, type CartLine } from '../cart/state.ts';
import { orderViewOf } from './order-view.ts';

// The checkout's summary shows the browser's cart the way the server showed it from the database.

const line: CartLine = {
  id: 'l1',
  sku: 'POST-1',
  qty: 2,
  type_id: 'simple',
  name: 'Zaunpfosten',
  price_incl_tax: 11.9,
  item_id: 7,
  thumbnail: '/img/post.jpg',
  labels: [{ label: 'Höhe', value: '1230 mm' }],
  delivery_time: { kind: 'stock', min_days: 2, max_days: 4 },
  pending: true,
  prev_qty: 1,
};
const segments = [{ code: 'grand_total' as const, title: 'Grand Total', value: 23.8 }];

describe('orderViewOf', () => {
  it('shows each line with name, quantity, price, picture, options and delivery time, nothing else', () => {
    const cart = createCartStore();
    cart.cartItems = [line];
    expect(orderViewOf(cart).lines).toEqual([
      {
        key: 'l1',
        name: 'Zaunpfosten',
        qty: 2,
        price_incl_tax: 11.9,
        thumbnail: '/img/post.jpg',
        labels: [{ label: 'Höhe', value: '1230 mm' }],
        delivery_time: { kind: 'stock', min_days: 2, max_days: 4 },
      },
    ]);
  });

  it('calls the totals fresh only when they are of the cart as it is now', () => {
    const cart = createCartStore();
    Object.assign(cart, {
      cartItems: [line],
      couponCode: 'ZAUN10',
      cartHash: 'a',
      platformTotals: { total_segments: segments },
      platformTotalSegments: segments,
      lastTotalsSyncHash: 'a',
    });
    expect(orderViewOf(cart)).toMatchObject({ couponCode: 'ZAUN10', segments, fresh: true });
    cart.cartHash = 'b';
    expect(orderViewOf(cart).fresh).toBe(false);
  });

  it('has no totals before any were read', () => {
    expect(orderViewOf(createCartStore())).toEqual({ lines: [], couponCode: null, segments: [], fresh: false });
  });
});
