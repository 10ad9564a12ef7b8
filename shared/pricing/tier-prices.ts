import { round2 } from './money.ts';
import { isSpecialPriceActive, type PriceSource } from './tax.ts';

/** Magento's customer_group_id for a tier that applies to every customer group. */
export const ALL_GROUPS = 32000;
/** Magento's "NOT LOGGED IN" customer group: a guest's group. */
export const GUEST_GROUP = 0;
/** Price tiers are off in this shop; the computation stays ready for a shop that turns them on. */
export const TIER_PRICES_ENABLED = false;

export interface TierPrice {
  customer_group_id: number;
  /** Minimum quantity from which the tier applies. */
  qty: number;
  /** Net unit price of the tier. */
  value: number;
}

export interface TierPriceProduct extends PriceSource {
  tier_prices?: TierPrice[] | null;
}

export interface TierPriceOptions {
  enabled: boolean;
  /** The day special price windows are judged on; now by default. */
  now?: Date;
}

/** The net unit price without tiers: the special price inside its window, else the regular price. */
export function basePrice(product: PriceSource, now: Date): number {
  return round2(isSpecialPriceActive(product, now) ? product.special_price! : product.price);
}

/** Tiers that apply to `qty` pieces for a customer group (a guest when the group is unknown). */
export function applicableTiers(
  tiers: readonly TierPrice[] | null | undefined,
  qty: number,
  groupId: number | null | undefined,
): TierPrice[] {
  if (!tiers?.length || !Number.isFinite(qty) || qty <= 0) return [];
  const group = typeof groupId === 'number' && Number.isInteger(groupId) && groupId >= 0 ? groupId : GUEST_GROUP;
  return tiers.filter(
    (t) =>
      Number.isFinite(t.value) &&
      t.value >= 0 &&
      Number.isFinite(t.qty) &&
      qty >= t.qty &&
      (Number(t.customer_group_id) === group || Number(t.customer_group_id) === ALL_GROUPS),
  );
}

/**
 * The net unit price for `qty` pieces bought by a customer group. With tiers off (the shop's
 * setting) it is the regular or special price. With tiers on it is the lowest tier value among
 * the tiers for that quantity and group (or all groups, 32000), never above the regular or
 * special price. Rounded to cents.
 */
export function tierPrice(
  product: TierPriceProduct,
  qty: number,
  groupId: number | null | undefined,
  options: TierPriceOptions,
): number {
  const base = basePrice(product, options.now ?? new Date());
  if (!options.enabled) return base;
  const tiers = applicableTiers(product.tier_prices, qty, groupId);
  return round2(tiers.reduce((lowest, t) => Math.min(lowest, t.value), base));
}
