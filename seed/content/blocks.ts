// CMS blocks: small HTML fragments the storefront places in the footer, on the home page, in the
// checkout and on the Montage category (its landing_page points at MONTAGE_LANDING_BLOCK_ID).

import { COMPANY } from './company.ts';

export const MONTAGE_LANDING_BLOCK_ID = 5;

export interface BlockText {
  id: number;
  identifier: string;
  title: string;
  content: string;
}

export const BLOCKS: BlockText[] = [
  {
    id: 1,
    identifier: 'footer-links',
    title: 'Footer: Service-Links',
    content:
      '<ul class="footer-links"><li><a href="/i/ueber-uns">Über uns</a></li><li><a href="/i/kundenservice">Kundenservice</a></li>' +
      '<li><a href="/i/versand-und-zahlung">Versand und Zahlung</a></li><li><a href="/contacts">Kontakt</a></li><li><a href="/i/agb">AGB</a></li>' +
      '<li><a href="/i/widerrufsbelehrung">Widerrufsbelehrung</a></li><li><a href="/datenschutzerklaerung">Datenschutz</a></li><li><a href="/impressum">Impressum</a></li></ul>',
  },
  {
    id: 2,
    identifier: 'home-usp',
    title: 'Startseite: Vorteile',
    content:
      `<ul class="usp"><li><strong>Versandkostenfrei ab ${COMPANY.freeShippingFrom} €</strong> innerhalb Deutschlands</li>` +
      '<li><strong>Montage-Service</strong> in ganz Deutschland und Österreich</li>' +
      '<li><strong>10 Jahre Garantie</strong> gegen Durchrostung</li>' +
      '<li><strong>Fachberatung</strong> Mo–Fr 8–18 Uhr, Sa 9–13 Uhr</li></ul>',
  },
  {
    id: 3,
    identifier: 'checkout-hint',
    title: 'Checkout: Hinweis Spedition',
    content:
      '<p>Matten, Tore und Pfosten liefern wir per Spedition bis zur Bordsteinkante. Bitte geben Sie eine Telefonnummer an – die Spedition meldet sich vorab zur Terminabstimmung.</p>',
  },
  {
    id: 4,
    identifier: 'product-delivery-info',
    title: 'Produktseite: Lieferinformation',
    content:
      '<p>Lagerware versenden wir innerhalb von 1–2 Werktagen. Sperrige Artikel kommen per Spedition; die Kosten sehen Sie im Warenkorb, bevor Sie bestellen.</p>',
  },
  {
    id: MONTAGE_LANDING_BLOCK_ID,
    identifier: 'category-montage-intro',
    title: 'Kategorie Montage: Einleitung',
    content:
      '<h2>Ihr Zaun – von uns aufgebaut</h2><p>Unsere eigenen Montageteams arbeiten in festen Regionen und kennen die Böden vor Ort. ' +
      'So läuft es ab: Aufmaß buchen, Angebot erhalten, Termin abstimmen – und nach einem Tag steht Ihr Zaun.</p>' +
      '<ol><li>Aufmaß-Gutschein bestellen oder Maße selbst angeben</li><li>Material und Montage gemeinsam in den Warenkorb legen</li><li>Termin telefonisch bestätigen</li></ol>',
  },
  {
    id: 6,
    identifier: 'newsletter-teaser',
    title: 'Newsletter-Anmeldung',
    content:
      '<p><strong>10 % auf Ihre erste Bestellung:</strong> Melden Sie sich zum Newsletter an und erhalten Sie Ihren Gutscheincode per E-Mail – dazu Pflegetipps und Aktionen, höchstens zweimal im Monat.</p>',
  },
  {
    id: 7,
    identifier: 'header-promo',
    title: 'Kopfzeile: Aktion',
    content: '<p>Black Week: bis zu 25 % auf ausgewählte Zäune und Tore – nur bis 30. November.</p>',
  },
  {
    id: 8,
    identifier: 'consent-info',
    title: 'Einwilligungsdialog: Text',
    content:
      '<p>Wir verwenden Cookies und ähnliche Techniken, um den Shop zu betreiben und – mit Ihrer Einwilligung – die Nutzung zu messen. Details finden Sie in der <a href="/datenschutzerklaerung">Datenschutzerklärung</a>.</p>',
  },
];
