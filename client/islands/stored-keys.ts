import { FORGOT_PASSWORD_PATH, USER_STORAGE_KEY } from '../account/state.ts';
import { cartStorageKey, SHARE_CART_PATH } from '../cart/state.ts';
import { storageKey } from '../stores/persist.ts';

/**
 * The storage keys behind what an island shows of the shopper's own state. An island that waits
 * for interaction hydrates in view where one of them is kept (client/islands/marker.ts): a
 * returning shopper sees their cart count, login and list counts at once, a first visitor's page
 * loads no React for them.
 */
export const wishlistKeys = (storeCode: string): string[] => [storageKey(storeCode, 'wishlist')];

/** A product's wishlist and compare buttons show whether it is on either list. */
export const listKeys = (storeCode: string): string[] => [...wishlistKeys(storeCode), storageKey(storeCode, 'compare')];

/** The header shows the cart count, the login and the wishlist and compare counts. */
export const headerKeys = (storeCode: string): string[] => [
  cartStorageKey(storeCode),
  USER_STORAGE_KEY,
  ...listKeys(storeCode),
];

/** Links the header acts on as the page loads: a mail's forgotten-password link opens the login modal, a share link fills the cart. */
export const headerAtLoad = (path: string): boolean => FORGOT_PASSWORD_PATH.test(path) || SHARE_CART_PATH.test(path);
