/**
 * Texts of login, register, password reset, the my-account blocks (profile, shipping details,
 * newsletter, orders, order, loyalty card, product reviews, recently viewed) and the store
 * locator. The English source text is the key.
 */
export const accountKeys = [
  // Login and register
  'Log in',
  'Log out',
  'Register',
  'Create an account',
  'Password',
  'Repeat password',
  'Show password',
  'Hide password',
  'Remember me',
  'Forgot the password?',
  'No account yet?',
  'Already have an account?',
  'You are logged in!',
  'Welcome back, {firstname}!',
  'The e-mail address or password is incorrect.',
  'Your account has been created.',
  'I want to receive the newsletter',
  'Your session has expired. Please log in again.',

  // Password reset and creation
  'Reset password',
  'Enter your e-mail address to receive a link for setting a new password.',
  'We have sent password reset instructions to {email}. Please check your inbox.',
  'Back to login',
  'Create a new password',
  'New password',
  'Current password',
  'Change password',

  // My account navigation and profile
  'My account',
  'My profile',
  'My shipping details',
  'My newsletter',
  'My orders',
  'My loyalty card',
  'My product reviews',
  'My recently viewed products',
  'Edit profile',
  'Update my profile',
  'Update my shipping details',
  'Update my preferences',
  'Use my profile data',

  // Orders
  'You have not placed any orders yet.',
  'Order #{orderNumber}',
  'Order number',
  'Order date',
  'Status',
  'Amount',
  'View order',
  'Order again',
  'Back to orders',
  'Order information',
  'Items ordered',
  'Product name',
  'Pending',
  'Processing',
  'Complete',
  'Canceled',
  'Closed',
  'On hold',
  'Shipped',
  'Shipped with {carrier}',
  'Tracking number',
  'Track shipment',
  'Not transmitted',
  'Transmitted',

  // Loyalty card
  'Loyalty card',
  'Card number',
  'Your points balance: {points}',
  'You do not have a loyalty card yet.',
  'Your vouchers',
  'Valid since {date}',

  // Product reviews and recently viewed
  'You have not written any reviews yet.',
  'Awaiting moderation',
  'Recently viewed',
  'You have not viewed any products yet.',

  // Store locator
  'Store locator',
  'Find a store near you',
  'Enter zip-code or city',
  'Show on map',
  'Plan route',
  'No stores found.',
  '{distance} km away',

  // Account pages: newsletter, reviews, password link
  'Please confirm your subscription with the link we have sent to {email}.',
  'You have unsubscribed from the newsletter.',
  'Published',
  'Not published',
  'The password reset link is invalid or has expired. Please request a new one.',
  'Your new password has been saved.',
  // Fence plans saved from the planner, listed in My account
  'My fence plans',
  'You have not saved any fence plans yet.',
  'Delete plan {name}',
  'The plan {name} has been deleted.',
] as const;

export type AccountKey = (typeof accountKeys)[number];
