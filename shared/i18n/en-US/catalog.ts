/**
 * Texts of the catalogue screens: category listing with filters and sorting, product page with
 * reviews and similar products, search panel, compare page, wishlist, supplies configurator.
 * The English source text is the key.
 */

/**
 * Texts of the search panel and the search results page. They are catalog keys; their German
 * texts live in de-DE/search.ts and load with the search chunks, not with every first page.
 */
export const searchKeys = [
  'Search products',
  'What are you looking for?',
  'Search results for "{term}"',
  'No results were found.',
  'Show all results',
  'Matching categories',
  'Clear search',
  'Close search',
  'You are offline. Search results may be incomplete.',
  'Search by product name, SKU or category.',
  'Search suggestions',
  'Searching...',
  'Show all {count} results',
  'Check the spelling or try a more general term.',
  'The search took too long. Please try again.',
  'You are offline. Search works again as soon as you are back online.',
  'The search is not available at the moment. Please try again later.',
] as const;

export type SearchKey = (typeof searchKeys)[number];

/**
 * Texts shown only by the compare page and the wishlist drawer (both load on demand): catalog keys
 * whose German texts are in de-DE/lists.ts and load with those chunks.
 */
export const listKeys = [
  'Product comparison',
  'You have no products to compare.',
  'Clear comparison',
  'Remove from compare',
  'Your wishlist is empty.',
  'Browse our range and save the products you like.',
  'Clear wishlist',
  'Remove from wishlist',
] as const;

export type ListKey = (typeof listKeys)[number];

/**
 * Texts of product reviews and the supplies configurator: catalog keys whose German texts are in
 * de-DE/product-extras.ts and load with the chunks that show them, not with every first page.
 */
export const productExtraKeys = [
  'Reviews',
  '1 review',
  '{count} reviews',
  '{rating} out of 5 stars',
  'No reviews yet.',
  'Be the first to review this product.',
  'Write a review',
  'Rating',
  'Title',
  'Your review',
  'Your name',
  'Submit review',
  'Thank you for your review! It will be published after moderation.',
  'Your review could not be sent.',
  'Please log in to write a review.',
  'Suitable accessories',
  'Suitable accessories for {productName}',
  'Add selected accessories to cart',
  'Show accessories',
  'Minimize',
] as const;

export type ProductExtraKey = (typeof productExtraKeys)[number];
export const catalogKeys = [
  // Category listing
  'Products',
  'Subcategories',
  '1 product',
  '{count} products',
  'No products found.',
  'Load more',
  'Page {page} of {pages}',
  'Sale',
  // Delivery times (shared/rules/delivery-time.ts)
  'Delivery time {min}–{max} working days',
  'Supplier item: delivery time {min}–{max} working days',
  'Freight forwarding, {min}–{max} working days',
  'Available immediately as a download',

  // Filters and sorting
  'Filters',
  'Active filters',
  'Clear filters',
  'Show {count} products',
  'Remove filter {label}',
  'Sort by',
  // Price ranges of the price filter: part of the first paint of a category, so never loaded later.
  'up to {currency}{to}',
  'from {currency}{from}',
  '{currency}{from} – {currency}{to}',
  'Price',
  'Height',
  'Width',
  'Number of gate leaves',
  'Design',
  'Color',
  'Size',
  'Our recommendation',

  // Product page
  'Add to cart',
  'Update product',
  'In stock',
  'Out of stock',
  'Availability unknown',
  'incl. VAT',
  'plus shipping',
  'Quantity',
  'Base price',
  'Regular price',
  'SKU: {sku}',
  'Please choose',
  // Variant choice (a cart message too, loaded with every product page)
  'The product is out of stock and cannot be added to the cart!',
  'sold out',
  'not available',
  '{previous} is not available in {chosen} – we have chosen {next}.',
  '{previous} are not available in {chosen} – we have chosen {next}.',
  '{chosen} is sold out at the moment.',
  '{chosen} is not available.',
  'Add to wishlist',
  'Add to compare',
  'Related products',
  'Similar products',

  // Reviews and the supplies configurator (German texts: de-DE/product-extras.ts)
  ...productExtraKeys,

  // Search panel and search results page (German texts: de-DE/search.ts, loaded with those chunks)
  ...searchKeys,

  // Compare page (and the list texts loaded with it and the wishlist drawer: de-DE/lists.ts)
  ...listKeys,
  'Compare products',
  'Product {productName} has been added to the comparison!',
  'Product {productName} has been removed from the comparison!',

  // Wishlist
  'Product {productName} has been added to the wishlist!',
  'Product {productName} has been removed from the wishlist!',

  // Listing and gallery additions
  'from',
  'Images',
  'Show image {n}',
  'No products found in this category.',

  // Category filters, sorting and load more
  'No products match the selected filters.',
  'Recommended products only',
  '{shown} of {count} products shown',
  // Texts shown on catalog pages at first paint (moved from messages so those pages need no messages chunk)
  'Latest',
  'Price low to high',
  'Price high to low',
  'No available product variants',
  'No such configuration for the product. Please do choose another combination of attributes.',
  'You can compare up to {max} products. Please remove one from the comparison first.',
  'Recently viewed products',
  'Plan your fence with the fence planner',
] as const;

export type CatalogKey = (typeof catalogKeys)[number];
