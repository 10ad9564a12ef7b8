import type { StoreView } from '../stores.ts';
import type {
  AddressInformation,
  CartItem,
  EstimateAddress,
  PaymentMethod,
  ProductOption,
  ProductOptionInput,
  ShippingMethod,
} from '../schemas/cart.ts';
import type { Totals } from '../pricing/totals.ts';
import type { StockStatus } from '../pricing/stock-state.ts';
import type { CallOptions, Envelope, Sync, SyncTask } from './transport.ts';

/**
 * The cart calls of the storefront API, typed, over an API client's `call`
 * (shared/api/client.ts). Reads go straight through it; every call that changes the cart is a sync
 * task handed to `sync` (client/stores/sync.ts in the browser), so an offline queue can hold it
 * later. A module of its own, loaded with the first cart action, so none of it is in the
 * first-load bundle (≤ 90 kB).
 */

/** A line to (re)add: what POST /api/cart/create {cartItems} and POST /api/cart/update take. */
export interface CartItemInput {
  sku: string;
  qty: number;
  product_option?: ProductOption | ProductOptionInput | null;
}

/** POST /api/cart/create: the new token; with `cartItems`, the re-added lines and the refused ones. */
export interface CreatedCart {
  token: string;
  items?: CartItem[];
  rejected?: Array<{ sku: string; message: string }>;
}

/** GET /api/stock/check: one stock item of the store. */
export interface StockCheck {
  sku: string;
  qty: number | null;
  is_in_stock: boolean;
  manage_stock: boolean;
  stock_status: StockStatus;
}

/** A saved line of a shared cart (GET /rest/{storeCode}/V1/share-cart/{mine|token}/load/{code}). */
export interface SharedCartItem {
  sku: string;
  qty: number;
  product_option?: ProductOption | null;
}

type Call = <T>(path: string, options?: CallOptions) => Promise<Envelope<T>>;

const taskId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function url(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Stock of one SKU in the store; a read, usable without a cart. */
export async function checkStock(call: Call, store: StoreView, sku: string): Promise<StockCheck> {
  return (await call<StockCheck>('api/stock/check', { query: { sku, storeCode: store.code } })).result;
}

/**
 * `customerToken` gives the logged-in customer's token at the time of each call: a customer cart
 * answers only calls that carry its owner's token (worker/api/cart.ts), so every call sends it.
 */
export function createCartApi(
  call: Call,
  store: StoreView,
  sync: Sync,
  customerToken: () => string | null = () => null,
) {
  const token = () => customerToken() ?? undefined;
  const task = async <T>(
    path: string,
    query: Record<string, string | undefined>,
    payload?: unknown,
  ): Promise<Envelope<T>> => {
    const t: SyncTask = { id: taskId(), url: url(`api/cart/${path}`, { token: token(), ...query }), method: 'POST' };
    if (payload !== undefined) t.payload = payload;
    return sync<T>(t);
  };
  const read = async <T>(path: string, cartId: string): Promise<T> =>
    (await call<T>(`api/cart/${path}`, { query: { cartId, token: token() } })).result;

  return {
    /** A new cart (guest, or the user's with `token`); `cartItems` re-adds a lost cart's lines at once. */
    async create(options: { token?: string; cartItems?: CartItemInput[] } = {}): Promise<CreatedCart> {
      const answer = await task<string>(
        'create',
        { token: options.token ?? token(), storeCode: store.code },
        options.cartItems ? { cartItems: options.cartItems } : undefined,
      );
      const meta = answer.meta as { items?: CartItem[]; rejected?: CreatedCart['rejected'] } | undefined;
      return {
        token: answer.result,
        ...(meta?.items ? { items: meta.items } : {}),
        ...(meta?.rejected ? { rejected: meta.rejected } : {}),
      };
    },
    pull: (cartId: string) => read<CartItem[]>('pull', cartId),
    /** Adds a line (no item_id) or sets a line's qty (item_id); answers the server line. */
    async update(
      cartId: string,
      cartItem: Partial<CartItemInput> & { item_id?: number; quoteId?: string },
    ): Promise<CartItem> {
      return (await task<CartItem>('update', { cartId }, { cartItem })).result;
    },
    async delete(cartId: string, cartItem: { item_id?: number; sku?: string }): Promise<boolean> {
      return (await task<boolean>('delete', { cartId }, { cartItem })).result;
    },
    totals: (cartId: string) => read<Totals>('totals', cartId),
    paymentMethods: (cartId: string) => read<PaymentMethod[]>('payment-methods', cartId),
    async shippingMethods(cartId: string, address: EstimateAddress): Promise<ShippingMethod[]> {
      return (
        await call<ShippingMethod[]>('api/cart/shipping-methods', {
          method: 'POST',
          query: { cartId, token: token() },
          body: { address },
        })
      ).result;
    },
    async shippingInformation(
      cartId: string,
      addressInformation: AddressInformation,
    ): Promise<{ payment_methods: PaymentMethod[]; totals: Totals }> {
      return (
        await task<{ payment_methods: PaymentMethod[]; totals: Totals }>(
          'shipping-information',
          { cartId },
          { addressInformation },
        )
      ).result;
    },
    async collectTotals(
      cartId: string,
      methods?: { shippingCarrierCode?: string; shippingMethodCode?: string; paymentMethod?: { method: string } },
    ): Promise<Totals> {
      return (await task<Totals>('collect-totals', { cartId }, methods ? { methods } : undefined)).result;
    },
    /** true when applied; false for an empty code (ignored); a wrong code rejects with the text. */
    async applyCoupon(cartId: string, coupon: string): Promise<boolean> {
      return (await task<boolean>('apply-coupon', { cartId, coupon })).result;
    },
    async deleteCoupon(cartId: string): Promise<boolean> {
      return (await task<boolean>('delete-coupon', { cartId })).result;
    },
    stock: (sku: string) => checkStock(call, store, sku),
    /** Saves a snapshot of the cart's lines; answers the share code of /sharecart/cart/index/crypt/{code}. */
    async share(cartId: string): Promise<string> {
      return (await task<{ code: string }>('share', { cartId })).result.code;
    },
    /** The saved lines of a shared cart, asked for with the shopper's cart token ('mine' needs a user's bearer token). */
    async loadShared(code: string, cartId: string): Promise<SharedCartItem[]> {
      const path = `rest/${encodeURIComponent(store.code)}/V1/share-cart/${encodeURIComponent(cartId)}/load/${encodeURIComponent(code)}`;
      return (await call<SharedCartItem[]>(path)).result;
    },
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
