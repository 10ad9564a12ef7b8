import type { LayoutKey } from '../en-US/layout.ts';

/** German texts of the page frame and the general screens (see en-US/layout.ts). */
export const layout: Record<LayoutKey, string> = {
  // Header and navigation
  Home: 'Startseite',
  Menu: 'Menü',
  'Open menu': 'Menü öffnen',
  'Close menu': 'Menü schließen',
  'Skip to content': 'Zum Inhalt springen',
  Search: 'Suche',
  Cart: 'Warenkorb',
  Wishlist: 'Merkzettel',
  Compare: 'Vergleichen',
  Categories: 'Kategorien',
  'All products': 'Alle Produkte',
  'View all': 'Alle anzeigen',
  'Hello, {firstname}': 'Hallo, {firstname}',
  'Free expert advice: {phone}': 'Kostenlose Fachberatung: {phone}',
  'Fast delivery': 'Schnelle Lieferung',
  'Secure payment': 'Sichere Bezahlung',

  // Common actions and states
  Close: 'Schließen',
  Back: 'Zurück',
  Continue: 'Weiter',
  Save: 'Speichern',
  Cancel: 'Abbrechen',
  Edit: 'Bearbeiten',
  Delete: 'Löschen',
  Remove: 'Entfernen',
  Submit: 'Absenden',
  Confirm: 'Bestätigen',
  Yes: 'Ja',
  No: 'Nein',
  'Try again': 'Erneut versuchen',
  'Show more': 'Mehr anzeigen',
  'Show less': 'Weniger anzeigen',
  'Loading...': 'Wird geladen …',
  'Required fields are marked with *': 'Pflichtfelder sind mit * gekennzeichnet',

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
  Information: 'Informationen',
  'Follow us': 'Folgen Sie uns',
  'Privacy settings': 'Datenschutz-Einstellungen',
  'All prices incl. VAT, plus shipping.': 'Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten.',
  '© {year} {shopName}. All rights reserved.': '© {year} {shopName}. Alle Rechte vorbehalten.',

  // Home
  'Fences, gates and accessories': 'Zäune, Tore und Zubehör',
  'Everything for your property boundary from a single source':
    'Alles für Ihre Grundstücksgrenze aus einer Hand',
  'Shop now': 'Jetzt einkaufen',
  'Popular categories': 'Beliebte Kategorien',
  Bestsellers: 'Bestseller',
  'New arrivals': 'Neuheiten',
  'Latest blog posts': 'Neueste Beiträge aus dem Ratgeber',

  // 404 and 500 pages
  'Page not found': 'Seite nicht gefunden',
  "We can't find the page you are looking for.": 'Die gesuchte Seite konnten wir leider nicht finden.',
  'Perhaps you are looking for one of these categories:': 'Vielleicht suchen Sie eine dieser Kategorien:',
  'Back to home page': 'Zurück zur Startseite',
  'Internal server error': 'Interner Serverfehler',
  'Something went wrong.': 'Etwas ist schiefgelaufen.',
  'We are sorry, an error occurred on our side. Please try again later.':
    'Es tut uns leid, bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'Reload page': 'Seite neu laden',

  // Consent dialog
  'We use cookies': 'Wir verwenden Cookies',
  'We use cookies and similar technologies to run this shop, to analyse its use and to show you relevant offers. You can choose which categories you allow.':
    'Wir verwenden Cookies und ähnliche Technologien, um diesen Shop zu betreiben, seine Nutzung zu analysieren und Ihnen passende Angebote zu zeigen. Sie können selbst wählen, welche Kategorien Sie zulassen.',
  'Accept all': 'Alle akzeptieren',
  'Only necessary': 'Nur notwendige',
  Settings: 'Einstellungen',
  'Save selection': 'Auswahl speichern',
  Necessary: 'Notwendig',
  Statistics: 'Statistik',
  Marketing: 'Marketing',
  'Necessary cookies are required for the shop to work and cannot be disabled.':
    'Notwendige Cookies sind für den Betrieb des Shops erforderlich und können nicht deaktiviert werden.',
  'Statistics cookies help us understand how visitors use the shop.':
    'Statistik-Cookies helfen uns zu verstehen, wie Besucher den Shop nutzen.',
  'Marketing cookies are used to show you relevant advertising.':
    'Marketing-Cookies werden verwendet, um Ihnen relevante Werbung anzuzeigen.',

  // Language and store switch (language names stay in their own language)
  Language: 'Sprache',
  'Choose your language': 'Sprache auswählen',
  Deutsch: 'Deutsch',
  English: 'English',
  'Choose your store': 'Shop auswählen',
  Germany: 'Deutschland',
  Austria: 'Österreich',

  // Newsletter modal
  Newsletter: 'Newsletter',
  'Subscribe to our newsletter': 'Abonnieren Sie unseren Newsletter',
  'Sign up for our newsletter and get {percent}% off your next order.':
    'Melden Sie sich für unseren Newsletter an und erhalten Sie {percent} % Rabatt auf Ihre nächste Bestellung.',
  'E-mail address': 'E-Mail-Adresse',
  Subscribe: 'Abonnieren',
  Unsubscribe: 'Abbestellen',
  'I agree to receive the newsletter and know that I can unsubscribe at any time.':
    'Ich möchte den Newsletter erhalten und weiß, dass ich ihn jederzeit abbestellen kann.',
  'Please confirm your subscription via the link in the e-mail we have just sent you.':
    'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen soeben gesendet haben.',
  'You have been successfully subscribed to our newsletter!':
    'Sie haben unseren Newsletter erfolgreich abonniert!',
  'You have been successfully unsubscribed from our newsletter!':
    'Sie haben unseren Newsletter erfolgreich abbestellt!',
  'Your coupon code: {code}': 'Ihr Gutscheincode: {code}',

  // CMS, contact and business customer pages
  'Contact us': 'Kontaktieren Sie uns',
  Name: 'Name',
  Phone: 'Telefon',
  Company: 'Firma',
  Subject: 'Betreff',
  Message: 'Nachricht',
  'Send message': 'Nachricht senden',
  'Thank you for your message. We will get back to you as soon as possible.':
    'Vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.',
  'Your message could not be sent. Please try again later.':
    'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  'Opening hours': 'Öffnungszeiten',
  'Offers for business customers': 'Angebote für Geschäftskunden',
  'Request a quote': 'Angebot anfordern',

  // Blog
  Blog: 'Ratgeber',
  'All posts': 'Alle Beiträge',
  'Read more': 'Weiterlesen',
  'Published on {date}': 'Veröffentlicht am {date}',
  'Back to blog': 'Zurück zum Ratgeber',
  'No posts found.': 'Keine Beiträge gefunden.',

  // Page frame additions: store switch, pager, 500 page, home title
  'Legal': 'Rechtliches',
  'Store': 'Shop',
  'Offers': 'Angebote',
  'Breadcrumb': 'Brotkrumennavigation',
  'Pages': 'Seiten',
  'Previous page': 'Vorherige Seite',
  'Next page': 'Nächste Seite',
  'Something went wrong on our side. Please try again in a moment.': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
  'Fences, gates and fencing accessories online': 'Zäune, Tore und Zaunzubehör online kaufen',
  'This section could not be loaded.': 'Dieser Bereich konnte nicht geladen werden.',
  Branches: 'Filialen',
};
