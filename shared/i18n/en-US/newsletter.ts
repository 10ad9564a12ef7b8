/**
 * Texts of the newsletter modal that the page frame does not
 * show: they load with the modal's chunk (shared/i18n/areas/newsletter.ts). The teaser on the home
 * page and the modal's title use layout texts, which every page has anyway.
 */
export const newsletterKeys = [
  'We only use your e-mail address to send you our newsletter.',
  'After confirming, you will receive a personal coupon code for {percent}% off your next order.',
  'Your subscription could not be sent. Please try again later.',
  'Newsletter',
  'Subscribe to our newsletter',
  'Sign up for our newsletter and get {percent}% off your next order.',
  'Subscribe',
  'Please confirm your subscription via the link in the e-mail we have just sent you.',
  // The confirmation page the mail's link opens
  'Confirming your subscription...',
  'Thank you! Your subscription to our newsletter is confirmed.',
  'Your personal coupon code for {percent}% off your next order: {coupon}',
  'We have also sent you the code by e-mail.',
  'This confirmation link is invalid or has expired. Please subscribe again to get a new one.',
  'Your subscription could not be confirmed just now. Please open the link again later.',
] as const;

export type NewsletterKey = (typeof newsletterKeys)[number];
