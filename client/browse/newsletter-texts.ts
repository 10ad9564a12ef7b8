/** The newsletter coupon ("Newsletter coupon 10% off"; worker/content/newsletter-repo.ts grants it). */
export const NEWSLETTER_PERCENT = 10;
