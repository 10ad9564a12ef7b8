import type { CatalogKey, ListKey, ProductExtraKey, SearchKey } from '../en-US/catalog.ts';

/**
 * German texts of the catalogue screens (see en-US/catalog.ts). Texts of screens that load on
 * demand are in their own modules, loaded with those screens: ./search.ts and ./lists.ts.
 */
export const catalog: Record<Exclude<CatalogKey, SearchKey | ListKey | ProductExtraKey>, string> = {
  // Category listing
  Products: 'Produkte',
  Subcategories: 'Unterkategorien',
  '1 product': '1 Produkt',
  '{count} products': '{count} Produkte',
  'No products found.': 'Keine Produkte gefunden.',
  'Load more': 'Mehr laden',
  'Page {page} of {pages}': 'Seite {page} von {pages}',
  Sale: 'Angebot',
  'Delivery time {min}–{max} working days': 'Lieferzeit {min}–{max} Werktage',
  'Supplier item: delivery time {min}–{max} working days': 'Bestellware: Lieferzeit {min}–{max} Werktage',
  'Freight forwarding, {min}–{max} working days': 'Speditionsversand, {min}–{max} Werktage',
  'Available immediately as a download': 'Sofort als Download verfügbar',

  // Filters and sorting
  Filters: 'Filter',
  'Active filters': 'Aktive Filter',
  'Clear filters': 'Filter zurücksetzen',
  'Show {count} products': '{count} Produkte anzeigen',
  'Remove filter {label}': 'Filter {label} entfernen',
  'Sort by': 'Sortieren nach',
  'up to {currency}{to}': 'bis {to} {currency}',
  'from {currency}{from}': 'ab {from} {currency}',
  '{currency}{from} – {currency}{to}': '{from} – {to} {currency}',
  Price: 'Preis',
  Height: 'Höhe',
  Width: 'Breite',
  'Number of gate leaves': 'Anzahl Torflügel',
  Design: 'Ausführung',
  Color: 'Farbe',
  Size: 'Größe',
  'Our recommendation': 'Unsere Empfehlung',

  // Product page
  'Add to cart': 'In den Warenkorb',
  'Update product': 'Produkt aktualisieren',
  'In stock': 'Auf Lager',
  'Out of stock': 'Nicht auf Lager',
  'Availability unknown': 'Verfügbarkeit unbekannt',
  'incl. VAT': 'inkl. MwSt.',
  'plus shipping': 'zzgl. Versandkosten',
  Quantity: 'Menge',
  'Base price': 'Grundpreis',
  'Regular price': 'Regulärer Preis',
  'SKU: {sku}': 'Art.-Nr.: {sku}',
  'Please choose': 'Bitte wählen',
  'The product is out of stock and cannot be added to the cart!':
    'Das Produkt ist nicht auf Lager und kann nicht in den Warenkorb gelegt werden!',
  'sold out': 'ausverkauft',
  'not available': 'nicht lieferbar',
  '{previous} is not available in {chosen} – we have chosen {next}.':
    '{previous} ist in {chosen} nicht lieferbar – wir haben {next} gewählt.',
  '{previous} are not available in {chosen} – we have chosen {next}.':
    '{previous} sind in {chosen} nicht lieferbar – wir haben {next} gewählt.',
  '{chosen} is sold out at the moment.': '{chosen} ist zurzeit ausverkauft.',
  '{chosen} is not available.': '{chosen} ist nicht lieferbar.',
  'Add to wishlist': 'Auf den Merkzettel',
  'Add to compare': 'Zum Vergleich hinzufügen',
  'Related products': 'Passende Produkte',
  'Similar products': 'Ähnliche Produkte',

  // Search panel and results page: de-DE/search.ts (loaded with the search chunks)

  // Compare page
  'Compare products': 'Produkte vergleichen',
  'Product {productName} has been added to the comparison!':
    'Das Produkt {productName} wurde zum Vergleich hinzugefügt!',
  'Product {productName} has been removed from the comparison!':
    'Das Produkt {productName} wurde aus dem Vergleich entfernt!',

  // Wishlist
  'Product {productName} has been added to the wishlist!':
    'Das Produkt {productName} wurde auf den Merkzettel gesetzt!',
  'Product {productName} has been removed from the wishlist!':
    'Das Produkt {productName} wurde vom Merkzettel entfernt!',

  // Listing and gallery additions
  from: 'ab',
  Images: 'Bilder',
  'Show image {n}': 'Bild {n} anzeigen',
  'No products found in this category.': 'In dieser Kategorie wurden keine Produkte gefunden.',

  // Category filters, sorting and load more
  'No products match the selected filters.': 'Keine Produkte entsprechen den gewählten Filtern.',
  'Recommended products only': 'Nur empfohlene Produkte',
  '{shown} of {count} products shown': '{shown} von {count} Produkten angezeigt',

  // Texts shown on catalog pages at first paint
  Latest: 'Neueste',
  'Price low to high': 'Preis aufsteigend',
  'Price high to low': 'Preis absteigend',
  'No available product variants': 'Keine verfügbaren Produktvarianten',
  'No such configuration for the product. Please do choose another combination of attributes.':
    'Diese Ausführung gibt es für das Produkt nicht. Bitte wählen Sie eine andere Kombination von Merkmalen.',
  'You can compare up to {max} products. Please remove one from the comparison first.':
    'Sie können höchstens {max} Produkte vergleichen. Bitte entfernen Sie zuerst ein Produkt aus dem Vergleich.',
  'Recently viewed products': 'Zuletzt angesehene Produkte',
  'Plan your fence with the fence planner': 'Zaun mit dem Zaunplaner planen',
};
