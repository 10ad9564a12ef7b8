/**
 * Texts of the page frame and the general screens: header, navigation, footer, common buttons,
 * home, 404 and 500 pages, consent dialog, language switch, newsletter modal, CMS and contact
 * pages, blog. The English source text is the key.
 */
export const layoutKeys = [
  // Header and navigation
  'Home',
  'Menu',
  'Open menu',
  'Close menu',
  'Skip to content',
  'Search',
  'Cart',
  'Wishlist',
  'Compare',
  'Categories',
  'All products',
  'View all',
  'Hello, {firstname}',
  'Free expert advice: {phone}',
  'Fast delivery',
  'Secure payment',

  // Common actions and states
  'Close',
  'Back',
  'Continue',
  'Save',
  'Cancel',
  'Edit',
  'Delete',
  'Remove',
  'Submit',
  'Confirm',
  'Yes',
  'No',
  'Try again',
  'Show more',
  'Show less',
  'Loading...',
  'Required fields are marked with *',

  // Footer
  'Customer service',
  'About us',
  'Contact',
  'Business customers',
  'Legal notice',
  'Privacy policy',
  'Terms and conditions',
  'Return policy',
  'Shipping and payment',
  'Information',
  'Follow us',
  'Privacy settings',
  'All prices incl. VAT, plus shipping.',
  '© {year} {shopName}. All rights reserved.',

  // Home
  'Fences, gates and accessories',
  'Everything for your property boundary from a single source',
  'Shop now',
  'Popular categories',
  'Bestsellers',
  'New arrivals',
  'Latest blog posts',

  // 404 and 500 pages
  'Page not found',
  "We can't find the page you are looking for.",
  'Perhaps you are looking for one of these categories:',
  'Back to home page',
  'Internal server error',
  'Something went wrong.',
  'We are sorry, an error occurred on our side. Please try again later.',
  'Reload page',

  // Consent dialog
  'We use cookies',
  'We use cookies and similar technologies to run this shop, to analyse its use and to show you relevant offers. You can choose which categories you allow.',
  'Accept all',
  'Only necessary',
  'Settings',
  'Save selection',
  'Necessary',
  'Statistics',
  'Marketing',
  'Necessary cookies are required for the shop to work and cannot be disabled.',
  'Statistics cookies help us understand how visitors use the shop.',
  'Marketing cookies are used to show you relevant advertising.',

  // Language and store switch
  'Language',
  'Choose your language',
  'Deutsch',
  'English',
  'Choose your store',
  'Germany',
  'Austria',

  // Newsletter modal
  'Newsletter',
  'Subscribe to our newsletter',
  'Sign up for our newsletter and get {percent}% off your next order.',
  'E-mail address',
  'Subscribe',
  'Unsubscribe',
  'I agree to receive the newsletter and know that I can unsubscribe at any time.',
  'Please confirm your subscription via the link in the e-mail we have just sent you.',
  'You have been successfully subscribed to our newsletter!',
  'You have been successfully unsubscribed from our newsletter!',
  'Your coupon code: {code}',

  // CMS, contact and business customer pages
  'Contact us',
  'Name',
  'Phone',
  'Company',
  'Subject',
  'Message',
  'Send message',
  'Thank you for your message. We will get back to you as soon as possible.',
  'Your message could not be sent. Please try again later.',
  'Opening hours',
  'Offers for business customers',
  'Request a quote',

  // Blog
  'Blog',
  'All posts',
  'Read more',
  'Published on {date}',
  'Back to blog',
  'No posts found.',

  // Page frame additions: store switch, pager, 500 page, home title
  'Legal',
  'Store',
  'Offers',
  'Breadcrumb',
  'Pages',
  'Previous page',
  'Next page',
  'Something went wrong on our side. Please try again in a moment.',
  'Fences, gates and fencing accessories online',
  'This section could not be loaded.',
  // Footer link to the branch finder (/filialen)
  'Branches',
] as const;

export type LayoutKey = (typeof layoutKeys)[number];
