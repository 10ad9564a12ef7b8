/**
 * Notification, error and validation texts of §4–, plus the texts only describes.
 * The English source text is the message key (as in vue-storefront); keep each one character
 * for character as quotes it: catalogue.test.ts checks that against the spec.
 */
export const messageKeys = [
  // Cart notifications
  'Product has been added to the cart!',
  'Product quantity has been updated!',
  'Proceed to checkout',
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  'Product price is unknown, product cannot be added to the cart!',
  'Saved cart was successfully loaded',
  "You've entered an incorrect coupon code. Please try again.",
  'Error while adding products',
  'Cart could not be shared to the e-mail',

  // Order placement
  'Address provided in checkout contains invalid data. Please check if all required fields in checkout are filled in and also contact us to resolve this issue for future. Your order has been canceled.',
  'Internal validation error. Please check if all required fields are filled in. Please contact us on {email}',
  'Some of the ordered products are not available!',
  'Prices have changed since the order was placed. Please check your cart and order again.',

  // Session and account
  "You're logged out",
  'You need to be logged in to see this page',
  'No User token, user unauthorized',
  'not authorized',
  'Account data has successfully been updated',
  'Password has successfully been changed',
  'Reset password feature does not work while offline!',
  'Error sending reset password e-mail',

  // API errors
  'Error with response - bad content-type!',
  'Unhandled error, wrong response format!',
  'Error refreshing user token. User is not authorized to access the resource',
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',

  // Page data
  'No products synchronized for this category. Please come back while online!',
  'Category query returned empty result',
  'CMS query returned empty result',
  'Banner query returned empty result',
  'Matrixrates query returned empty result',
  'No mapping found',
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  'Product query returned empty result',
  'Product is not available (status {status})',
  'Product is not visible individually (visibility {visibility})',

  // Notification actions
  'OK',

  // Validation
  'Field is required',
  'Must be greater than 0',
  'Quantity must be above 0',
  'Quantity must be positive integer',
  'Quantity must be below {quantity}',
  'Only {maxQuantity} products of this type are available!',
  'Name must have at least {min} letters.',
  'Password must have at least 8 characters.',
  'Passwords must be identical',
  'Please provide valid e-mail address.',
  'Search term must have at least 3 characters.',
  'Tax ID must have at least 3 characters.',
  'Zip-code must have at least 3 characters.',
  'Must have at least {min} characters.',
  'You must accept the terms and conditions.',
  'The minimum fence length is {minlength}m',

  // Service worker states (ready, cached, updated, offline, error)
  'The shop is ready.',
  'Content has been cached for offline use.',
  'New content is available. Please refresh the page.',
  'No internet connection found. The shop is running in offline mode.',
  'Error during service worker registration.',
  'Refresh',
  'You are back online.',
  'You are offline. Some features may not be available.',

  // Offline orders
  'Offline orders',
  'You have orders placed while offline that have not been sent yet. Do you want to send them now?',
  'Send orders',
  'Discard orders',
  'Your offline orders have been sent.',
  'Your order {orderNumber} has been sent.',
  'Your orders {orderNumbers} have been sent.',
  '{count} orders have been sent. The sync inbox lists their numbers.',
  'Your order has been saved and will be sent as soon as you are back online.',
  'Your order could not be accepted. The sync inbox says why and what to do.',
  'Open the sync inbox',

  // Flat shipping method
  'DPD Courier',

  // Wishlist, compare and recently viewed lists
] as const;

export type MessageKey = (typeof messageKeys)[number];
