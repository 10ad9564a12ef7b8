/**
 * Texts of the supplies configurator (client/supplies/) beyond the product-extras keys it shares
 * ('Suitable accessories', 'Show accessories', 'Minimize', …). German texts: de-DE/supplies.ts.
 */
export const suppliesKeys = [
  'Close accessories',
  'Expand',
  'Accessory categories',
  'Choose {productName}',
  '{count} selected',
  'No accessories found in this category.',
  'Loading accessories…',
  'The accessories could not be loaded.',
  'Choose at least one accessory.',
] as const;

export type SuppliesKey = (typeof suppliesKeys)[number];
