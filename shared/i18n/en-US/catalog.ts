/**
 * Texts of the catalogue screens: category listing with filters and sorting, product page with
 * reviews and similar products, search panel, compare page, wishlist, supplies configurator.
 * The English source text is the key.
 */
export const catalogKeys = [
  // Category listing
  'Products',
  'Category',
  'Subcategories',
  '1 product',
  '{count} products',
  'No products found.',
  'There are no products in this category yet.',
  'Load more',
  'Page {page} of {pages}',
  'Sale',
  'New',

  // Filters and sorting
  'Filters',
  'Filter',
  'Active filters',
  'Clear filters',
  'Apply filters',
  'Show {count} products',
  'Remove filter {label}',
  'Sort by',
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
  'Only {qty} left in stock',
  'Delivery time: {days} working days',
  'incl. VAT',
  'incl. {rate}% VAT',
  'plus shipping',
  'Quantity',
  'Base price',
  '{price} per {unit}',
  'Regular price',
  'Special price',
  'You save {percent}%',
  'Price on request',
  'SKU: {sku}',
  'Description',
  'Details',
  'Specifications',
  'Please choose',
  'Choose {label}',
  'Selected: {value}',
  'Options',
  'Included products',
  'Fence length',
  'Fence length in metres',
  'Assembly service',
  'Add to wishlist',
  'Remove from wishlist',
  'Add to compare',
  'Remove from compare',
  'Share',
  'Image {index} of {total}',
  'Previous image',
  'Next image',
  'Related products',
  'Similar products',
  'Ask a question about this product',

  // Reviews
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

  // Search panel
  'Search products',
  'What are you looking for?',
  'Search results for "{term}"',
  'No results were found.',
  'Show all results',
  'Clear search',
  'Close search',
  'You are offline. Search results may be incomplete.',

  // Compare page
  'Product comparison',
  'Compare products',
  'You have no products to compare.',
  'Clear comparison',
  'Product {productName} has been added to the comparison!',
  'Product {productName} has been removed from the comparison!',

  // Wishlist
  'Your wishlist is empty.',
  'Browse our range and save the products you like.',
  'Clear wishlist',
  'Product {productName} has been added to the wishlist!',
  'Product {productName} has been removed from the wishlist!',

  // Supplies configurator
  'Suitable accessories',
  'Suitable accessories for {productName}',
  'Add selected accessories to cart',
  'Show accessories',
  'Minimize',

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
] as const;

export type CatalogKey = (typeof catalogKeys)[number];
