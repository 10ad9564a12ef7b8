/** A persisted product list of the shopper (wishlist, compare, recently viewed). */
export interface ListState<T> {
  items: T[];
  /** Turns true once the browser has read the stored list (never on the server). */
  loaded: boolean;
  /** Set when the list was cleared before it was loaded (e.g. logout): the stored copy is dropped. */
  discardStored?: boolean;
}

/** Whether the list holds the product (snapshot identity: sku). */
export function hasItem(state: ListState<{ sku: string }>, sku: string): boolean {
  return state.items.some((item) => item.sku === sku);
}

/** Takes the product out of the list; nothing happens when it is not there. */
export function removeItem(state: ListState<{ sku: string }>, sku: string): void {
  const index = state.items.findIndex((item) => item.sku === sku);
  if (index >= 0) state.items.splice(index, 1);
}

/** Empties a list and its stored copy, also when the stored copy has not been read yet. */
export function clearList(state: ListState<unknown>): void {
  state.items = [];
  if (!state.loaded) state.discardStored = true;
}
