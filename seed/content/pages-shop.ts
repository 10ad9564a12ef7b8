// CMS pages about the shop itself: about us, customer service, contact, shipping and payment.

import { address, COMPANY } from './company.ts';

export interface PageText {
  identifier: string;
  title: string;
  heading: string;
  metaDescription: string;
  content: string;
}

export const SHOP_PAGES: PageText[] = [
  {
    identifier: 'ueber-uns',
    title: 'Über uns',
    heading: 'Zäune aus dem Oldenburger Münsterland',
    metaDescription:
      'Seit 1998 liefern wir Zäune, Tore und Zubehör an Haus- und Gartenbesitzer in Deutschland und Österreich.',
    content:
      '<p>Angefangen hat alles 1998 mit einem kleinen Lager für Maschendraht und Holzpfähle am Rand von Lohne. Heute versenden wir Doppelstabmatten, Gabionen, Tore und Sichtschutz an Kundinnen und Kunden in ganz Deutschland und Österreich – und kennen trotzdem noch viele Stammkunden beim Namen.</p>' +
      '<p>Unser Team besteht aus 46 Menschen: Fachberaterinnen, die selbst schon hundert Zäune geplant haben, Lageristen, die wissen, wie man eine 2,5-Meter-Matte kratzfrei auf eine Palette bekommt, und Monteuren, die bei Wind und Wetter Pfosten in Flucht setzen.</p>' +
      '<h2>Was uns wichtig ist</h2>' +
      '<p>Wir verkaufen nur, was wir selbst aufbauen würden. Jede Mattenserie testen wir im eigenen Musterpark, bevor sie ins Sortiment kommt, und wir sagen offen, wenn eine günstigere Ausführung für Ihren Zweck völlig ausreicht.</p>' +
      '<p>Kurze Wege sind uns ebenfalls wichtig: Der Großteil unserer Stahlprodukte wird in Deutschland verzinkt und beschichtet, unser Holz stammt aus PEFC-zertifizierter Forstwirtschaft.</p>' +
      '<h2>Besuchen Sie unseren Musterpark</h2>' +
      `<p>Auf 2.000 m² zeigen wir über 60 Zaun- und Torvarianten im Originalmaßstab. Sie finden uns im ${COMPANY.street} in ${COMPANY.city} – ${COMPANY.phoneHours}.</p>`,
  },
  {
    identifier: 'kundenservice',
    title: 'Kundenservice',
    heading: 'Wir helfen Ihnen weiter',
    metaDescription:
      'Fragen zu Bestellung, Lieferung, Montage oder Reklamation? Hier finden Sie Antworten und direkte Ansprechpartner.',
    content:
      `<p>Unser Kundenservice ist ${COMPANY.phoneHours} unter <a href="tel:${COMPANY.phone.replace(/\s/g, '')}">${COMPANY.phone}</a> für Sie da. Per E-Mail erreichen Sie uns jederzeit unter <a href="mailto:${COMPANY.email}">${COMPANY.email}</a>; wir antworten in der Regel am selben Werktag.</p>` +
      '<h2>Häufige Fragen</h2>' +
      '<h3>Wie viele Matten und Pfosten brauche ich?</h3><p>Teilen Sie die Zaunlänge durch 2,5 m und runden Sie auf – das ist die Anzahl der Matten. Sie benötigen einen Pfosten mehr als Matten, zuzüglich eines Pfostens für jede Ecke.</p>' +
      '<h3>Kann ich meine Lieferung verfolgen?</h3><p>Paketsendungen erhalten eine Sendungsnummer per E-Mail. Bei Speditionslieferungen meldet sich die Spedition einen Tag vorher telefonisch, um ein Lieferfenster abzustimmen.</p>' +
      '<h3>Was tue ich bei einem Transportschaden?</h3><p>Vermerken Sie sichtbare Schäden bitte direkt auf dem Lieferschein und schicken Sie uns Fotos. Wir senden kostenlos Ersatz – meist noch in derselben Woche.</p>' +
      '<h3>Bieten Sie Montage an?</h3><p>Ja, in ganz Deutschland und Österreich. Die Montageleistungen finden Sie in der Kategorie <a href="/c/montage">Montage</a>; für größere Projekte vereinbaren wir gern einen Aufmaßtermin.</p>',
  },
  {
    identifier: 'kontakt',
    title: 'Kontakt',
    heading: 'So erreichen Sie uns',
    metaDescription: 'Telefon, E-Mail und Anschrift des Zaunshops sowie die Öffnungszeiten unseres Musterparks.',
    content:
      `<p>${address()}</p>` +
      `<p>Telefon: ${COMPANY.phone}<br>Telefax: ${COMPANY.fax}<br>E-Mail: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a></p>` +
      `<h2>Öffnungszeiten</h2><p>Telefon und Musterpark: ${COMPANY.phoneHours}. An gesetzlichen Feiertagen in Niedersachsen bleibt der Musterpark geschlossen.</p>` +
      `<h2>Für Kundinnen und Kunden in Österreich</h2><p>${COMPANY.atBranch}. Abholungen in Wels sind nach vorheriger Terminvereinbarung möglich.</p>` +
      '<p>Sie planen ein Projekt als Gewerbekunde, Hausverwaltung oder Garten- und Landschaftsbauer? Unser Objektteam erstellt Ihnen gern ein individuelles Angebot: <a href="/gewerbliche-kunden">Anfrage für gewerbliche Kunden</a>.</p>',
  },
  {
    identifier: 'versand-und-zahlung',
    title: 'Versand und Zahlung',
    heading: 'Lieferung und Bezahlung',
    metaDescription:
      'Versandkosten, Lieferzeiten und Zahlungsarten im Zaunshop – Paket und Spedition, Deutschland und Österreich.',
    content:
      `<p>Kleinteile wie Kappen, Schrauben oder Beschläge versenden wir als Paket. Matten, Tore, Pfosten und Steine sind Sperrgut und kommen per Spedition bis an die Bordsteinkante. Ab einem Warenwert von ${COMPANY.freeShippingFrom} € liefern wir innerhalb Deutschlands versandkostenfrei.</p>` +
      '<h2>Versandkosten</h2><ul><li>Paket Deutschland: 4,90 €</li><li>Paket Österreich: 9,90 €</li><li>Spedition Deutschland: ab 49,00 € je nach Gewicht</li><li>Spedition Österreich: ab 79,00 € je nach Gewicht</li></ul>' +
      '<h2>Lieferzeiten</h2><p>Lagerware verlässt unser Haus innerhalb von 1–2 Werktagen; die Laufzeit beträgt im Paketversand 1–3 Werktage, bei Spedition 3–6 Werktage. Tore nach Maß und befüllte Gabionen fertigen wir auf Bestellung, die Lieferzeit steht jeweils auf der Produktseite.</p>' +
      '<h2>Zahlungsarten</h2><p>Sie können per PayPal, Kreditkarte, Sofortüberweisung, Vorkasse oder – nach Bonitätsprüfung – auf Rechnung bezahlen. Bei Vorkasse gewähren wir 2 % Skonto. Nachnahme bieten wir nur für Sendungen mit physischer Ware an.</p>',
  },
];
