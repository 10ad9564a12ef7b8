/**
 * Texts of the page frame and the general screens: header, navigation, footer, common buttons,
 * home, 404 and 500 pages, consent dialog, language switch, newsletter modal, CMS and contact
 * pages, blog. The English source text is the key.
 */
export const layoutKeys = [
  // Header and navigation
  'Home',
  'Menu',
  'Skip to content',
  'Search',
  'Cart',
  'Wishlist',
  'Compare',
  'Categories',

  // Common actions and states
  'Close',
  'Cancel',
  'Edit',
  'Remove',
  'Try again',
  'Loading...',

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
  'Privacy settings',
  'All prices incl. VAT, plus shipping.',

  // Home
  'Shop now',
  'New arrivals',

  // 404 and 500 pages
  'Page not found',
  "We can't find the page you are looking for.",
  'Back to home page',
  'Internal server error',
  'Something went wrong.',

  // Consent dialog

  // Language and store switch
  'Language',
  'Germany',
  'Austria',

  // Newsletter modal
  'E-mail address',

  // CMS, contact and business customer pages
  'Name',

  // Blog
  'Blog',

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
