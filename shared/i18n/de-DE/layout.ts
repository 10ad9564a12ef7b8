import type { LayoutKey } from '../en-US/layout.ts';

/** German texts of the page frame and the general screens (see en-US/layout.ts). */
export const layout: Record<LayoutKey, string> = {
  // Header and navigation
  Home: 'Startseite',
  Menu: 'Menü',
  'Skip to content': 'Zum Inhalt springen',
  Search: 'Suche',
  Cart: 'Warenkorb',
  Wishlist: 'Merkzettel',
  Compare: 'Vergleichen',
  Categories: 'Kategorien',

  // Common actions and states
  Close: 'Schließen',
  Cancel: 'Abbrechen',
  Edit: 'Bearbeiten',
  Remove: 'Entfernen',
  'Try again': 'Erneut versuchen',
  'Loading...': 'Wird geladen …',

  // Footer
  'Customer service': 'Kundenservice',
  'About us': 'Über uns',
  Contact: 'Kontakt',
  'Business customers': 'Gewerbliche Kunden',
  'Legal notice': 'Impressum',
  'Privacy policy': 'Datenschutzerklärung',
  'Terms and conditions': 'AGB',
  'Return policy': 'Widerrufsbelehrung',
  'Shipping and payment': 'Versand und Zahlung',
  'Privacy settings': 'Datenschutz-Einstellungen',
  'All prices incl. VAT, plus shipping.': 'Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten.',

  // Home
  'Shop now': 'Jetzt einkaufen',
  'New arrivals': 'Neuheiten',

  // 404 and 500 pages
  'Page not found': 'Seite nicht gefunden',
  "We can't find the page you are looking for.": 'Die gesuchte Seite konnten wir leider nicht finden.',
  'Back to home page': 'Zurück zur Startseite',
  'Internal server error': 'Interner Serverfehler',
  'Something went wrong.': 'Etwas ist schiefgelaufen.',

  // Consent dialog

  // Language and store switch (language names stay in their own language)
  Language: 'Sprache',
  Germany: 'Deutschland',
  Austria: 'Österreich',

  // Newsletter modal
  'E-mail address': 'E-Mail-Adresse',

  // CMS, contact and business customer pages
  Name: 'Name',

  // Blog
  Blog: 'Ratgeber',

  // Page frame additions: store switch, pager, 500 page, home title
  Legal: 'Rechtliches',
  Store: 'Shop',
  Offers: 'Angebote',
  Breadcrumb: 'Brotkrumennavigation',
  Pages: 'Seiten',
  'Previous page': 'Vorherige Seite',
  'Next page': 'Nächste Seite',
  'Something went wrong on our side. Please try again in a moment.':
    'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
  'Fences, gates and fencing accessories online': 'Zäune, Tore und Zaunzubehör online kaufen',
  'This section could not be loaded.': 'Dieser Bereich konnte nicht geladen werden.',
  Branches: 'Filialen',
};
