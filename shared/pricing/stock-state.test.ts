import { describe, expect, it } from 'vitest';
import { qtyWithinStock, stockState } from './stock-state.ts';

// The four stock kinds of the demo shop (seed/products/stock.ts) and how names them.
describe('stockState', () => {
  it('is ok for a managed item in stock with a known quantity', () => {
    expect(stockState({ is_in_stock: true, qty: 23, manage_stock: true })).toBe('ok');
    expect(stockState({ is_in_stock: 1, qty: 4 }, 1)).toBe('ok');
  });

  it('is out_of_stock for a managed item that is not in stock', () => {
    expect(stockState({ is_in_stock: false, qty: 0, manage_stock: true })).toBe('out_of_stock');
    expect(stockState({ is_in_stock: 0, qty: 0 }, 1)).toBe('out_of_stock');
    // not in stock wins even when a quantity is left over
    expect(stockState({ is_in_stock: false, qty: 5, manage_stock: true })).toBe('out_of_stock');
  });

  it('is volatile for a managed item with an unknown quantity', () => {
    expect(stockState({ is_in_stock: true, qty: null, manage_stock: true })).toBe('volatile');
    expect(stockState({ is_in_stock: true }, true)).toBe('volatile');
  });

  it('is volatile when there is no stock data for a managed item', () => {
    expect(stockState(undefined)).toBe('volatile');
    expect(stockState(null, true)).toBe('volatile');
  });

  it('is ok for unmanaged items whatever their quantity says (services, bundles, downloads)', () => {
    expect(stockState({ is_in_stock: true, qty: null, manage_stock: false })).toBe('ok');
    expect(stockState({ is_in_stock: 1, qty: null }, 0)).toBe('ok');
    expect(stockState(undefined, false)).toBe('ok');
  });

  it('lets the manageStock argument override the item flag', () => {
    expect(stockState({ is_in_stock: true, qty: null, manage_stock: true }, false)).toBe('ok');
    expect(stockState({ is_in_stock: true, qty: null, manage_stock: false }, true)).toBe('volatile');
  });

  it('treats a zero quantity that is still in stock (backorders) as ok', () => {
    expect(stockState({ is_in_stock: true, qty: 0, manage_stock: true })).toBe('ok');
  });
});

describe('qtyWithinStock', () => {
  it('keeps a wanted quantity the counted stock covers, and cuts one it does not', () => {
    expect(qtyWithinStock(2, { is_in_stock: true, qty: 11, manage_stock: true })).toBe(2);
    expect(qtyWithinStock(10, { is_in_stock: true, qty: 4, manage_stock: true })).toBe(4);
  });

  it('suggests nothing of a sold-out item', () => {
    expect(qtyWithinStock(3, { is_in_stock: false, qty: 0, manage_stock: true })).toBe(0);
    expect(qtyWithinStock(3, { is_in_stock: false, qty: 7, manage_stock: true })).toBe(0);
  });

  it('leaves volatile and unmanaged stock unlimited, but keeps the per-line limit', () => {
    expect(qtyWithinStock(20, { is_in_stock: true, qty: null, manage_stock: true })).toBe(20);
    expect(qtyWithinStock(20, { is_in_stock: true, qty: 1, manage_stock: false })).toBe(20);
    expect(qtyWithinStock(20, { is_in_stock: 1, qty: 1, manage_stock: 0 })).toBe(20);
    expect(qtyWithinStock(20, { is_in_stock: true, qty: null, manage_stock: true, max_sale_qty: 12 })).toBe(12);
    expect(qtyWithinStock(20, undefined)).toBe(20);
  });
});
