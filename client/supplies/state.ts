import { proxy } from 'valtio';
import type { Product } from '../../shared/schemas/catalog.ts';
import type { UiState } from '../stores/ui.ts';

/**
 * The supplies configurator ("Supplies state: products, categories, current
 * product/category, minified, cartMessages"; "Supplies panel: open (overlay on), minimize,
 * toggle, close"). One per shopper, made when the panel first opens (client/supplies/).
 */

export interface SuppliesCategory {
  id: number;
  name: string;
}

export interface CartMessage {
  sku: string;
  name: string;
  type: 'success' | 'warning' | 'error';
  /** English source text (a catalogue key) and its parameters. */
  message: string;
  params?: Record<string, number> | undefined;
}

export interface SuppliesState {
  open: boolean;
  minified: boolean;
  /** The gate or fence the accessories are for. */
  product: { sku: string; name: string } | null;
  categories: SuppliesCategory[];
  /** The category shown. */
  category: number | null;
  /** Accessories by category id, as fetched. */
  products: Record<number, Product[]>;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Chosen accessories: SKU → quantity. */
  selected: Record<string, number>;
  adding: boolean;
  /** What the last "add all" did, per accessory. */
  cartMessages: CartMessage[];
}

export function createSuppliesStore(): SuppliesState {
  return proxy<SuppliesState>({
    open: false,
    minified: false,
    product: null,
    categories: [],
    category: null,
    products: {},
    status: 'idle',
    selected: {},
    adding: false,
    cartMessages: [],
  });
}

/** Opens the panel for a product (overlay on); another product starts a fresh selection. */
export function openSupplies(state: SuppliesState, ui: UiState, product: { sku: string; name: string }): void {
  if (state.product?.sku !== product.sku) {
    Object.assign(state, {
      product: { ...product },
      categories: [],
      category: null,
      products: {},
      status: 'idle',
      selected: {},
      cartMessages: [],
    });
  }
  state.open = true;
  state.minified = false;
  ui.overlay = true;
}

/** Shrinks the panel to a bar and gives the page back (overlay off). */
export function minimizeSupplies(state: SuppliesState, ui: UiState): void {
  state.minified = true;
  ui.overlay = false;
}

export function toggleSupplies(state: SuppliesState, ui: UiState): void {
  state.minified = !state.minified;
  ui.overlay = !state.minified;
}

/** Closes the panel; the selection stays for the next opening on the same product. */
export function closeSupplies(state: SuppliesState, ui: UiState): void {
  state.open = false;
  state.minified = false;
  ui.overlay = false;
}

export function showCategories(state: SuppliesState, categories: SuppliesCategory[]): void {
  state.categories = categories;
  state.category = categories[0]?.id ?? null;
  state.status = categories.length ? 'loading' : 'ready';
}

export function chooseCategory(state: SuppliesState, id: number): void {
  state.category = id;
}

export function showProducts(state: SuppliesState, categoryId: number, products: Product[]): void {
  state.products[categoryId] = products;
  state.status = 'ready';
}

/** Sets an accessory's quantity; 0 (or less) takes it out of the selection. */
export function selectSupply(state: SuppliesState, sku: string, qty: number): void {
  if (qty > 0) state.selected[sku] = Math.floor(qty);
  else delete state.selected[sku];
}

/** The chosen accessories with their quantities, in the order they are listed. */
export function selectedSupplies(state: SuppliesState): Array<{ product: Product; qty: number }> {
  const all = state.categories.flatMap((c) => state.products[c.id] ?? []);
  return all
    .filter((p) => (state.selected[p.sku] ?? 0) > 0)
    .map((product) => ({ product, qty: state.selected[product.sku]! }));
}

/** Records the outcome of an "add all": added accessories leave the selection, failed ones stay. */
export function finishAdding(state: SuppliesState, messages: CartMessage[]): void {
  state.cartMessages = messages;
  for (const m of messages) if (m.type !== 'error') delete state.selected[m.sku];
  state.adding = false;
}
