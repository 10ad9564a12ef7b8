import { addTax } from '../../shared/pricing/money.ts';
import { computePrices, customerTaxClassFor, taxRateFor, type TaxRule } from '../../shared/pricing/tax.ts';
import { TIER_PRICES_ENABLED, tierPrice, type TierPriceProduct } from '../../shared/pricing/tier-prices.ts';
import { formatPrice } from '../../shared/i18n/format.ts';
import type { StoreCode, StoreView } from '../../shared/stores.ts';
import { loadTaxRules } from './product-prices.ts';

/**
 * Product render info (Magento's products-render-info, vue-storefront-api's /api/product/render-list):
 * per SKU the server's net and gross prices for a store, day and customer group, each item signed
 * with `sgn` so a later call (cart, order) can tell the price came from this server.
 */

/**
 * The shop's pricing settings: price tiers are off, and no numeric tax userGroupId is
 * configured, so the customer tax class never narrows tax rule selection. A shop that wants either
 * changes them here; render-list already passes the shopper's group through.
 */
export const PRICING_CONFIG: { tierPrices: boolean; tax: { userGroupId?: unknown } } = {
  tierPrices: TIER_PRICES_ENABLED,
  tax: { userGroupId: undefined },
};

/**
 * Used for `sgn` when the RENDER_LIST_SECRET binding is unset (local development and tests).
 * It is public, so signatures made with it prove nothing: production sets its own secret with
 * `wrangler secret put RENDER_LIST_SECRET` (secrets never go into wrangler.toml). A fixed key
 * rather than a random one per isolate keeps signatures verifiable across isolates and restarts.
 */
export const DEVELOPMENT_RENDER_LIST_SECRET = 'zaunshop-development-render-list-secret-NOT-FOR-PRODUCTION';

export interface PriceSet {
  final_price: number;
  regular_price: number;
  special_price: number | null;
  minimal_price: number;
  max_price: number;
  minimal_regular_price: number;
  max_regular_price: number;
}

export interface PriceInfo extends PriceSet {
  formatted_prices: Record<keyof PriceSet, string | null>;
  extension_attributes: {
    /** The same prices including the store's tax (Magento's tax_adjustments). */
    tax_adjustments: PriceSet & { formatted_prices: Record<keyof PriceSet, string | null> };
    tax_rate: number;
    weee_attributes: [];
    weee_adjustment: string;
  };
}

export interface RenderItem {
  id: number;
  sku: string;
  name: string;
  type: string;
  store_id: number;
  currency_code: 'EUR';
  price_info: PriceInfo;
  sgn: string;
}

type ProductDoc = TierPriceProduct & {
  id: number;
  sku: string;
  name?: string;
  type_id?: string;
  status?: number;
  configurable_children?: Array<TierPriceProduct & { status?: number }>;
};

export interface PricingContext {
  store: StoreView;
  rules: TaxRule[];
  now: Date;
  /** The shopper's customer group, when known (userGroupId). */
  groupId?: number;
}

function formatted(prices: PriceSet): Record<keyof PriceSet, string | null> {
  const out = {} as Record<keyof PriceSet, string | null>;
  for (const [key, value] of Object.entries(prices) as [keyof PriceSet, number | null][]) {
    out[key] = value === null ? null : formatPrice(value);
  }
  return out;
}

/** One product's or child's prices in both forms; gross is the source (computePrices), a tier is net. */
function bothPrices(doc: TierPriceProduct, rate: number, ctx: PricingContext) {
  const shown = computePrices(doc, rate, ctx.now);
  const tier = tierPrice(doc, 1, ctx.groupId, { enabled: PRICING_CONFIG.tierPrices, now: ctx.now });
  const tiered = tier < shown.final_price;
  return {
    net: { final: tiered ? tier : shown.final_price, regular: shown.price, special: shown.specialPrice },
    gross: {
      final: tiered ? addTax(tier, rate) : shown.finalPriceInclTax,
      regular: shown.priceInclTax,
      special: shown.specialPriceInclTax,
    },
  };
}

/** Prices of one product in one form: own final/regular/special, range over enabled configurable children. */
function priceSet(
  own: ReturnType<typeof bothPrices>,
  children: ReturnType<typeof bothPrices>[],
  form: 'net' | 'gross',
): PriceSet {
  const all = children.length ? children.map((c) => c[form]) : [own[form]];
  const finals = all.map((p) => p.final);
  const regulars = all.map((p) => p.regular);
  return {
    final_price: own[form].final,
    regular_price: own[form].regular,
    special_price: own[form].special,
    minimal_price: Math.min(...finals),
    max_price: Math.max(...finals),
    minimal_regular_price: Math.min(...regulars),
    max_regular_price: Math.max(...regulars),
  };
}

export function priceInfo(doc: ProductDoc, ctx: PricingContext): PriceInfo {
  const taxClass = customerTaxClassFor(PRICING_CONFIG.tax, undefined, ctx.groupId);
  const rate = taxRateFor(ctx.rules, doc.tax_class_id, ctx.store.taxCountry, taxClass);
  const own = bothPrices(doc, rate, ctx);
  const children = (doc.configurable_children ?? [])
    .filter((c) => typeof c.price === 'number' && (c.status ?? 1) < 2)
    .map((c) => bothPrices(c, rate, ctx));
  const net = priceSet(own, children, 'net');
  const gross = priceSet(own, children, 'gross');
  return {
    ...net,
    formatted_prices: formatted(net),
    extension_attributes: {
      tax_adjustments: { ...gross, formatted_prices: formatted(gross) },
      tax_rate: rate,
      weee_attributes: [],
      weee_adjustment: '',
    },
  };
}

// Imported keys per secret: they hold no shopper data, so one isolate may share them.
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export interface SignedPrice {
  id: number;
  sku: string;
  /** Net final price. */
  final_price: number;
  /** Final price including the store's tax. */
  final_price_incl_tax: number;
}

/** The signed text: id, sku and the final price net and gross, each price with 2 fraction digits. */
function signedText(p: SignedPrice): string {
  return [p.id, p.sku, p.final_price.toFixed(2), p.final_price_incl_tax.toFixed(2)].join('\n');
}

/** `sgn`: HMAC-SHA-256 (WebCrypto) of an item's id, sku and final price, lower-case hex. */
export async function signPrice(secret: string, p: SignedPrice): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(signedText(p)));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether `sgn` was made by this server for exactly this id, sku and final price (constant time). */
export async function verifyPrice(secret: string, p: SignedPrice, sgn: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(sgn)) return false;
  const bytes = new Uint8Array(sgn.match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, new TextEncoder().encode(signedText(p)));
}

/** Available products (status < 2) of a store by SKU, in the order asked; unknown SKUs left out. */
async function productsBySkus(db: D1Database, store: StoreCode, skus: readonly string[]): Promise<ProductDoc[]> {
  if (!skus.length) return [];
  const marks = skus.map(() => '?').join(',');
  const { results } = await db
    .prepare(`SELECT sku, doc FROM products WHERE store = ? AND status < 2 AND sku IN (${marks})`)
    .bind(store, ...skus)
    .all<{ sku: string; doc: string }>();
  const bySku = new Map(results.map((r) => [r.sku, JSON.parse(r.doc) as ProductDoc]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

export async function renderList(
  db: D1Database,
  options: { store: StoreView; skus: readonly string[]; groupId?: number; secret: string; now?: Date },
): Promise<RenderItem[]> {
  const { store, skus, groupId, secret } = options;
  const [docs, rules] = await Promise.all([productsBySkus(db, store.code, skus), loadTaxRules(db, store.code)]);
  const ctx: PricingContext = { store, rules, now: options.now ?? new Date(), groupId };
  return Promise.all(
    docs
      .filter((doc) => typeof doc.price === 'number')
      .map(async (doc) => {
        const info = priceInfo(doc, ctx);
        const sgn = await signPrice(secret, {
          id: doc.id,
          sku: doc.sku,
          final_price: info.final_price,
          final_price_incl_tax: info.extension_attributes.tax_adjustments.final_price,
        });
        return {
          id: doc.id,
          sku: doc.sku,
          name: doc.name ?? doc.sku,
          type: doc.type_id ?? 'simple',
          store_id: store.storeId,
          currency_code: store.currency,
          price_info: info,
          sgn,
        };
      }),
  );
}
