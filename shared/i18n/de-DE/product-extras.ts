import type { ProductExtraKey } from '../en-US/catalog.ts';

/**
 * German texts of product reviews and the supplies configurator: part of the catalog area, kept
 * apart so they load with the chunks that show them (shared/i18n/areas/product-extras.ts).
 */
export const productExtras: Record<ProductExtraKey, string> = {
  Reviews: 'Bewertungen',
  '1 review': '1 Bewertung',
  '{count} reviews': '{count} Bewertungen',
  '{rating} out of 5 stars': '{rating} von 5 Sternen',
  'No reviews yet.': 'Noch keine Bewertungen.',
  'Be the first to review this product.': 'Schreiben Sie die erste Bewertung für dieses Produkt.',
  'Write a review': 'Bewertung schreiben',
  Rating: 'Sternebewertung',
  Title: 'Überschrift',
  'Your review': 'Ihre Bewertung',
  'Your name': 'Ihr Name',
  'Submit review': 'Bewertung absenden',
  'Thank you for your review! It will be published after moderation.':
    'Vielen Dank für Ihre Bewertung! Sie wird nach einer Prüfung veröffentlicht.',
  'Your review could not be sent.': 'Ihre Bewertung konnte nicht gesendet werden.',
  'Please log in to write a review.': 'Bitte melden Sie sich an, um eine Bewertung zu schreiben.',
  'Suitable accessories': 'Passendes Zubehör',
  'Suitable accessories for {productName}': 'Passendes Zubehör für {productName}',
  'Add selected accessories to cart': 'Ausgewähltes Zubehör in den Warenkorb',
  'Show accessories': 'Zubehör anzeigen',
  Minimize: 'Minimieren',
};
