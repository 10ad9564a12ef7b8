import { proxy } from 'valtio';
import { clearList, hasItem, removeItem, type ListState } from './list.ts';
import type { CompareItem } from './snapshot.ts';

/** Products to compare side by side on /compare, in the order they were added. */
export type CompareState = ListState<CompareItem>;

/** At most this many products are compared at once. */
export const COMPARE_MAX = 4;

export type CompareResult = 'added' | 'exists' | 'full';

export function createCompareStore(): CompareState {
  return proxy<CompareState>({ items: [], loaded: false });
}

export const isInCompare: (state: CompareState, sku: string) => boolean = hasItem;

/** Adds a product unless it is there already or the list is full (the caller tells the shopper). */
export function addToCompare(state: CompareState, item: CompareItem): CompareResult {
  if (hasItem(state, item.sku)) return 'exists';
  if (state.items.length >= COMPARE_MAX) return 'full';
  const attributes = Object.fromEntries(Object.entries(item.attributes).map(([code, values]) => [code, [...values]]));
  state.items.push({ ...item, attributes });
  return 'added';
}

export const removeFromCompare: (state: CompareState, sku: string) => void = removeItem;

/** Removes the product when it is compared already, otherwise adds it (or answers 'full'). */
export function toggleCompare(state: CompareState, item: CompareItem): CompareResult | 'removed' {
  if (hasItem(state, item.sku)) {
    removeItem(state, item.sku);
    return 'removed';
  }
  return addToCompare(state, item);
}

/** Empties the comparison (and its stored copy); logout calls this. */
export const clearCompare: (state: CompareState) => void = clearList;
