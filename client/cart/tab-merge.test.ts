import { describe, expect, it } from 'vitest';
import { subscribe } from 'valtio';
import { persistCart } from './persist.ts';
import { setQtyOptimistic } from './lines.ts';
import { createCartStore, type CartLine, type CartState } from './state.ts';
import type { StorageLike } from '../stores/persisted.ts';

const KEY = 'zaunshop:default:cart:v1';
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const line = (id: string, sku: string, qty: number): CartLine => ({
  id,
  sku,
  qty,
  item_id: Number(id.slice(1)),
  type_id: 'simple',
  name: sku,
  price_incl_tax: 9.9,
});

/**
 * Two tabs over one localStorage, as a browser has them: a tab's write is in its own copy at once
 * and reaches the shared storage and the other tab (a `storage` event) only when `deliver` runs.
 */
function browser(initial: string) {
  let shared = initial;
  const outbox: Array<{ from: number; value: string }> = [];
  const tabs = [0, 1].map((index) => {
    let own: string | null = null;
    const storage: StorageLike = {
      getItem: () => own ?? shared,
      setItem: (_key, value) => {
        own = value;
        outbox.push({ from: index, value });
      },
      removeItem: () => undefined,
    };
    const events = new EventTarget();
    const state = createCartStore();
    persistCart(state, subscribe, storage, KEY, events, () => undefined);
    /** The browser took this tab's write: its copy is the shared storage again, unless it wrote since. */
    const settle = (value: string) => {
      if (own === value) own = null;
    };
    return { state, events, settle };
  });
  return {
    tabs: tabs.map((t) => t.state) as [CartState, CartState],
    /** The browser passes every write on, in the order it took them. */
    async deliver() {
      while (outbox.length) {
        const { from, value } = outbox.shift()!;
        shared = value;
        tabs[from]!.settle(value);
        const other = tabs[1 - from]!;
        other.events.dispatchEvent(Object.assign(new Event('storage'), { key: KEY, newValue: value }));
        await tick();
      }
    },
  };
}

const quantities = (state: CartState) => state.cartItems.map((l) => [l.sku, l.qty]);

describe('a cart changed in two tabs at the same moment', () => {
  it('keeps the changes of both tabs, in both tabs', async () => {
    const start = JSON.stringify({ token: 't1', items: [line('l1', 'CLIPS', 1), line('l2', 'CLAMPS', 1)] });
    const { tabs, deliver } = browser(start);
    const [first, second] = tabs;
    first.cartItems[0]!.qty = 2;
    second.cartItems[0]!.qty = 2;
    second.cartItems[1]!.qty = 4;
    await tick();
    await deliver();
    expect(quantities(first)).toEqual([
      ['CLIPS', 3],
      ['CLAMPS', 4],
    ]);
    expect(quantities(second)).toEqual(quantities(first));
    // The merged cart has changes no server call made: the next connection pushes it.
    expect(first.unsynced).toBe(true);
  });

  it('counts the same step made in both tabs at the same moment twice', async () => {
    const { tabs, deliver } = browser(JSON.stringify({ token: 't1', items: [line('l1', 'CLIPS', 40)] }));
    const [first, second] = tabs;
    setQtyOptimistic(first, 'l1', 41);
    setQtyOptimistic(second, 'l1', 41);
    await tick();
    await deliver();
    expect(quantities(first)).toEqual([['CLIPS', 42]]);
    expect(quantities(second)).toEqual([['CLIPS', 42]]);
  });

  it('takes the same server cart read in both tabs once', async () => {
    const { tabs, deliver } = browser(JSON.stringify({ token: 't1', items: [line('l1', 'CLIPS', 1)] }));
    const [first, second] = tabs;
    first.cartItems[0]!.qty = 3;
    second.cartItems[0]!.qty = 3;
    await tick();
    await deliver();
    expect(quantities(first)).toEqual([['CLIPS', 3]]);
    expect(quantities(second)).toEqual([['CLIPS', 3]]);
  });

  it('takes the other tab’s cart as it is when that tab had seen this one’s change', async () => {
    const { tabs, deliver } = browser(JSON.stringify({ token: 't1', items: [line('l1', 'CLIPS', 1)] }));
    const [first, second] = tabs;
    first.cartItems[0]!.qty = 2;
    await tick();
    await deliver();
    second.cartItems[0]!.qty = 5;
    await tick();
    await deliver();
    expect(quantities(first)).toEqual([['CLIPS', 5]]);
    expect(quantities(second)).toEqual([['CLIPS', 5]]);
  });

  it('keeps a line each tab added and drops the one a tab removed', async () => {
    const { tabs, deliver } = browser(JSON.stringify({ token: 't1', items: [line('l1', 'CLIPS', 1)] }));
    const [first, second] = tabs;
    first.cartItems.push(line('l7', 'SCREWS', 1));
    second.cartItems.splice(0, 1);
    second.cartItems.push(line('l8', 'POSTS', 2));
    await tick();
    await deliver();
    expect(quantities(first).sort()).toEqual([
      ['POSTS', 2],
      ['SCREWS', 1],
    ]);
    expect(quantities(second).sort()).toEqual(quantities(first).sort());
  });
});
