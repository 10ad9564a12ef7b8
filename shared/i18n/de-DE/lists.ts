import type { ListKey } from '../en-US/catalog.ts';

/**
 * German texts shown only by the compare page and the wishlist drawer: part of the catalog area,
 * kept in their own module so they load with those chunks (shared/i18n/areas/lists.ts).
 */
export const lists: Record<ListKey, string> = {
  'Remove from compare': 'Aus dem Vergleich entfernen',
  'Product comparison': 'Produktvergleich',
  'You have no products to compare.': 'Sie haben noch keine Produkte zum Vergleichen ausgewählt.',
  'Clear comparison': 'Vergleich leeren',
  'Your wishlist is empty.': 'Ihr Merkzettel ist leer.',
  'Browse our range and save the products you like.':
    'Stöbern Sie in unserem Sortiment und merken Sie sich die Produkte, die Ihnen gefallen.',
  'Clear wishlist': 'Merkzettel leeren',
  'Remove from wishlist': 'Vom Merkzettel entfernen',
};
