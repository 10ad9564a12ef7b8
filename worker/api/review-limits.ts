import { addressLimit, type Limit } from '../users/rate-limit.ts';

const DAY = 86_400_000;
/** Reviews a customer may write a day. */
export const REVIEWS_PER_CUSTOMER = 20;
/** Guest reviews a day from one client address, and for one product from all guests together. */
export const GUEST_REVIEWS_PER_ADDRESS = 10;
export const GUEST_REVIEWS_PER_PRODUCT = 30;

/**
 * The limits a new review counts against. Every review waits for moderation, so the limits only
 * keep the moderation queue from being flooded: a customer by account; a guest by client address
 * (where Cloudflare names one) and, since addresses change, by product for all guests together.
 */
export function reviewLimits(customerId: number | null, address: string | undefined, productId: number): Limit[] {
  if (customerId !== null)
    return [{ scope: 'review:customer', subject: String(customerId), max: REVIEWS_PER_CUSTOMER, windowMs: DAY }];
  const byAddress = addressLimit('review:guest-address', address, GUEST_REVIEWS_PER_ADDRESS, DAY);
  return [
    ...(byAddress ? [byAddress] : []),
    { scope: 'review:guest-product', subject: String(productId), max: GUEST_REVIEWS_PER_PRODUCT, windowMs: DAY },
  ];
}
