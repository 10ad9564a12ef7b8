import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/schemas/catalog.ts';
import {
  chooseCategory,
  closeSupplies,
  createSuppliesStore,
  finishAdding,
  minimizeSupplies,
  openSupplies,
  selectedSupplies,
  selectSupply,
  showCategories,
  showProducts,
  toggleSupplies,
} from './state.ts';
import { createUiStore } from '../stores/ui.ts';

const gate = { sku: 'GT1-BASIC', name: 'Gartentor einflügelig Basic' };
const product = (sku: string) => ({ sku, name: sku, type_id: 'simple', price: 10 }) as unknown as Product;

describe('supplies panel transitions', () => {
  it('opens with the overlay on, minimizes and toggles it, and closes with the overlay off', () => {
    const state = createSuppliesStore();
    const ui = createUiStore();
    openSupplies(state, ui, gate);
    expect([state.open, state.minified, ui.overlay, state.product]).toEqual([true, false, true, gate]);
    minimizeSupplies(state, ui);
    expect([state.open, state.minified, ui.overlay]).toEqual([true, true, false]);
    toggleSupplies(state, ui);
    expect([state.minified, ui.overlay]).toEqual([false, true]);
    toggleSupplies(state, ui);
    expect([state.minified, ui.overlay]).toEqual([true, false]);
    closeSupplies(state, ui);
    expect([state.open, state.minified, ui.overlay]).toEqual([false, false, false]);
  });

  it('keeps the selection when reopened for the same product and starts afresh for another', () => {
    const state = createSuppliesStore();
    const ui = createUiStore();
    openSupplies(state, ui, gate);
    showCategories(state, [{ id: 27, name: 'Torbeschläge & Scharniere' }]);
    showProducts(state, 27, [product('HINGE')]);
    selectSupply(state, 'HINGE', 2);
    closeSupplies(state, ui);
    openSupplies(state, ui, gate);
    expect(state.selected).toEqual({ HINGE: 2 });
    openSupplies(state, ui, { sku: 'GT2-BASIC', name: 'Doppelflügeltor Basic' });
    expect([state.selected, state.categories, state.status]).toEqual([{}, [], 'idle']);
  });
});

describe('supplies categories, products and cart messages', () => {
  it('starts on the first category and lists the chosen accessories across categories in listed order', () => {
    const state = createSuppliesStore();
    showCategories(state, [
      { id: 27, name: 'Beschläge' },
      { id: 24, name: 'Torpfosten' },
    ]);
    expect([state.category, state.status]).toEqual([27, 'loading']);
    showProducts(state, 27, [product('HINGE'), product('LOCK')]);
    chooseCategory(state, 24);
    showProducts(state, 24, [product('POST')]);
    selectSupply(state, 'POST', 1);
    selectSupply(state, 'HINGE', 2.7);
    selectSupply(state, 'LOCK', 1);
    selectSupply(state, 'LOCK', 0);
    expect(selectedSupplies(state).map((s) => [s.product.sku, s.qty])).toEqual([
      ['HINGE', 2],
      ['POST', 1],
    ]);
  });

  it('is ready at once when no category is configured', () => {
    const state = createSuppliesStore();
    showCategories(state, []);
    expect([state.category, state.status]).toEqual([null, 'ready']);
  });

  it('keeps failed accessories selected and shows a message per accessory', () => {
    const state = createSuppliesStore();
    showCategories(state, [{ id: 27, name: 'Beschläge' }]);
    showProducts(state, 27, [product('HINGE'), product('MAILBOX')]);
    selectSupply(state, 'HINGE', 1);
    selectSupply(state, 'MAILBOX', 1);
    state.adding = true;
    const messages = [
      { sku: 'HINGE', name: 'HINGE', type: 'success' as const, message: 'Product has been added to the cart!' },
      {
        sku: 'MAILBOX',
        name: 'MAILBOX',
        type: 'error' as const,
        message: 'The product is out of stock and cannot be added to the cart!',
      },
    ];
    finishAdding(state, messages);
    expect([state.adding, state.selected, state.cartMessages]).toEqual([false, { MAILBOX: 1 }, messages]);
  });
});
