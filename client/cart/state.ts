import { proxy } from 'valtio';
import type { StockStatus } from '../../shared/pricing/stock-state.ts';
import type { DeliveryTime } from '../../shared/rules/delivery-time.ts';
import type { TotalSegment, Totals, TotalsItem } from '../../shared/pricing/totals.ts';
import type { PaymentMethod, ProductOption, ShippingMethod } from '../../shared/schemas/cart.ts';

/**
 * The shopper's cart. This module is only the state
 * and what the header needs at first paint; the cart's logic (server sync, add-to-cart rules,
 * optimistic updates, totals, share) is in client/cart/ and loads after hydration. The server
 * renders an empty, not loaded cart, so the HTML it sends is what the browser hydrates.
 */

/** Where a store's cart is kept in localStorage (client/cart/persist.ts). */
export const cartStorageKey = (storeCode: string): string => `zaunshop:${storeCode}:cart:v1`;

/** A share-cart link: it fills the shopper's cart as the page loads, whatever is stored. */
export const SHARE_CART_PATH = /\/sharecart\/cart\/index\/crypt\//;

/** A cart line with what the microcart shows of its product. */
export interface CartLine {
  /** Local identity of the line (list key, rollback target); stays when the server answers. */
  id: string;
  sku: string;
  qty: number;
  /** The quantity before a change that is not confirmed yet (rollback). */
  prev_qty?: number;
  /** The server's line id (= server_item_id), absent until the server has the line. */
  item_id?: number;
  server_item_id?: number;
  /** The cart token the line belongs to on the server. */
  server_quote_id?: string;
  product_option?: ProductOption;
  /** Identity of the chosen bundle or custom options (client/cart/identity.ts). */
  checksum?: string;
  type_id: string;
  name: string;
  /** The configurable parent, for links and editing. */
  parentSku?: string;
  /** Store-local product page path. */
  path?: string;
  /** 150×150 cart thumbnail. */
  thumbnail?: string | null;
  /** Gross unit price with options. */
  price_incl_tax: number;
  stock_status?: StockStatus;
  /** How long the line's product takes to arrive (shared/rules/delivery-time.ts). */
  delivery_time?: DeliveryTime | null;
  /** Set by the server when the line can no longer be bought. */
  errors?: string[];
  /** Chosen options as shown: [{ label: 'Höhe', value: '1230 mm' }]. */
  labels?: Array<{ label: string; value: string }>;
  /** The line's part of the last totals. */
  totals?: TotalsItem;
  /** A change of this line is on its way to the server. */
  pending?: boolean;
}

/** The line being edited in place, with its chosen options and qty. */
export interface CartEditMode {
  lineId: string;
  productId: number | string;
  qty: number;
  /** attribute_code → value_index for configurable options, `custom_{option_id}` → value for custom ones. */
  selectedOptions: Record<string, string>;
}

/** Cart state. Fields marked optional are absent until the cart code has set them. */
export interface CartState {
  /** Turns true once the browser has read the stored cart (never on the server). */
  loaded: boolean;
  cartServerToken: string | null;
  cartItems: CartLine[];
  couponCode: string | null;
  /** Hash of lines, quantities, options and coupon (client/cart/identity.ts cartHash). */
  cartHash: string;
  shipping?: ShippingMethod | null;
  payment?: PaymentMethod | null;
  platformTotals?: Totals | null;
  platformTotalSegments?: TotalSegment[] | null;
  /** The cart hash and time (ms) of the last totals sync: totals are fetched again only when the hash changed. */
  lastTotalsSyncHash?: string | null;
  lastTotalsSyncAt?: number;
  /** Time (ms) the lines were last read from the server. */
  lastSyncAt?: number;
  /**
   * The shopper changed the cart while the server could not be told (offline): at the next
   * connection the server cart is made equal to this one (client/cart/push.ts), not the reverse.
   */
  unsynced?: boolean;
  editMode?: CartEditMode | null;
}

/** An empty cart, not loaded: what the server renders and the browser hydrates. */
export function createCartStore(): CartState {
  return proxy<CartState>({ loaded: false, cartServerToken: null, cartItems: [], couponCode: null, cartHash: '' });
}
