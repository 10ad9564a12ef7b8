/**
 * Texts of the offline PWA: the service worker status bar, the sync inbox (queued changes and
 * offline orders with retry and discard) and the confirmation of untransmitted offline orders.
 * The English source text is the key.
 */
export const offlineKeys = [
  'Synchronization',
  'Sync inbox',
  '1 change waiting',
  '{count} changes waiting',
  'Nothing is waiting to be synchronized.',
  'Retry',
  'Discard',
  'Send',
  'Later',
  'Queued',
  'Waiting for a connection',
  'Sending',
  'Waiting for your confirmation',
  'Rejected',
  'Failed',
  'Sent',
  'Reason: {reason}',
  'Order {id}',
  'Cart change',
  'Profile change',
  'Product review',
  'Other change',
  'Send offline orders automatically when online',
  'Offline storage is not available. Changes are kept until the page is closed.',
  // A queued order the shop refused when it arrived (client/offline/order-refusal.ts)
  'The price of {name} has changed from {before} to {after}.',
  'The shipping price has changed from {before} to {after}.',
  'The grand total has changed from {before} to {after}.',
  'Only {available} of {name} are available; you ordered {requested}.',
  '{name} is sold out.',
  '{name} is no longer available.',
  'Please check the cart and order again.',
  'Put the items back in the cart',
  // Keeping a category for offline use (client/offline/KeepCategory.tsx)
  'Offline use',
  'Save for offline use',
  'Keeps all {count} products of this category with their pages and pictures, so you can view them without an internet connection.',
  'Saving for offline use …',
  'Saved for offline use',
  '{done} of {total} done',
  'Available offline',
  'Space used: {size}',
  'Last updated: {date}',
  'Remove offline data',
  'Offline data removed, {size} freed.',
  'The category could not be saved. Please try again while online.',
] as const;

export type OfflineKey = (typeof offlineKeys)[number];
