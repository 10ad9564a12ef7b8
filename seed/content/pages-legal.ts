// Legal CMS pages: imprint, privacy policy, terms and the withdrawal notice. Written for the
// fictional company in company.ts; a real shop must have its own texts checked by a lawyer.

import { address, COMPANY } from './company.ts';
import type { PageText } from './pages-shop.ts';

export const LEGAL_PAGES: PageText[] = [
  {
    identifier: 'impressum',
    title: 'Impressum',
    heading: 'Impressum',
    metaDescription: 'Anbieterkennzeichnung der Zaunshop Handels GmbH nach § 5 DDG.',
    content:
      `<h2>Angaben gemäß § 5 DDG</h2><p>${address()}</p>` +
      `<p>Vertreten durch die Geschäftsführer: ${COMPANY.managingDirectors}</p>` +
      `<p>Telefon: ${COMPANY.phone}<br>E-Mail: ${COMPANY.email}</p>` +
      `<p>Registereintrag: ${COMPANY.register}<br>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${COMPANY.vatId}</p>` +
      '<h2>Verbraucherstreitbeilegung</h2><p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen und Beschwerden wenden Sie sich bitte direkt an unseren Kundenservice.</p>' +
      '<h2>Haftung für Links</h2><p>Unsere Seiten enthalten vereinzelt Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Werden uns Rechtsverletzungen bekannt, entfernen wir solche Links umgehend.</p>',
  },
  {
    identifier: 'datenschutzerklaerung',
    title: 'Datenschutzerklärung',
    heading: 'Datenschutzerklärung',
    metaDescription: 'Wie der Zaunshop personenbezogene Daten verarbeitet, wozu und welche Rechte Sie haben.',
    content:
      `<h2>1. Verantwortlicher</h2><p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die ${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}. Unsere Datenschutzbeauftragte erreichen Sie unter ${COMPANY.privacyEmail}.</p>` +
      '<h2>2. Bestellungen und Kundenkonto</h2><p>Für die Abwicklung Ihrer Bestellung verarbeiten wir Name, Anschrift, E-Mail-Adresse, Telefonnummer und Bestelldaten (Art. 6 Abs. 1 lit. b DSGVO). Die Telefonnummer geben wir an die Spedition weiter, damit sie den Liefertermin mit Ihnen abstimmen kann. Handels- und steuerrechtlich müssen wir Rechnungsdaten zehn Jahre aufbewahren.</p>' +
      '<h2>3. Offline-Funktion und lokaler Speicher</h2><p>Damit der Shop auch bei schwacher Verbindung funktioniert, speichert Ihr Browser Katalogdaten, den Warenkorb und noch nicht übertragene Bestellungen lokal. Diese Daten verlassen Ihr Gerät erst, wenn Sie eine Bestellung absenden; Sie können sie jederzeit über die Browsereinstellungen löschen.</p>' +
      '<h2>4. Newsletter</h2><p>Wenn Sie unseren Newsletter abonnieren, verwenden wir Ihre E-Mail-Adresse ausschließlich für dessen Versand (Art. 6 Abs. 1 lit. a DSGVO). Die Anmeldung bestätigen Sie per Double-Opt-in; abbestellen können Sie jederzeit über den Link in jeder Ausgabe.</p>' +
      '<h2>5. Einwilligung und Messung</h2><p>Reichweitenmessung und Marketing-Dienste nutzen wir nur mit Ihrer Einwilligung über unseren Cookie-Dialog. Sie können Ihre Auswahl jederzeit über den Link „Datenschutz-Einstellungen“ im Fußbereich ändern.</p>' +
      '<h2>6. Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren, etwa bei der Landesbeauftragten für den Datenschutz Niedersachsen.</p>',
  },
  {
    identifier: 'agb',
    title: 'Allgemeine Geschäftsbedingungen',
    heading: 'Allgemeine Geschäftsbedingungen',
    metaDescription: 'Die Allgemeinen Geschäftsbedingungen für Bestellungen im Zaunshop.',
    content:
      `<h2>§ 1 Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Bestellungen, die Verbraucher und Unternehmer über den Onlineshop der ${COMPANY.legalName} aufgeben. Abweichende Bedingungen des Kunden erkennen wir nicht an, es sei denn, wir stimmen ihnen ausdrücklich schriftlich zu.</p>` +
      '<h2>§ 2 Vertragsschluss</h2><p>Die Darstellung der Produkte im Shop ist kein bindendes Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab; der Vertrag kommt zustande, wenn wir die Bestellung per E-Mail bestätigen oder die Ware versenden.</p>' +
      '<h2>§ 3 Preise und Versandkosten</h2><p>Alle Preise verstehen sich in Euro inklusive der gesetzlichen Umsatzsteuer des Lieferlandes zuzüglich der auf der Seite „Versand und Zahlung“ genannten Versandkosten.</p>' +
      '<h2>§ 4 Lieferung</h2><p>Speditionsware wird bis zur Bordsteinkante geliefert. Bitte stellen Sie sicher, dass die Lieferadresse für einen 12-Tonnen-Lkw erreichbar ist; Mehrkosten durch erfolglose Zustellversuche können wir in Rechnung stellen.</p>' +
      '<h2>§ 5 Eigentumsvorbehalt</h2><p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>' +
      '<h2>§ 6 Gewährleistung</h2><p>Es gelten die gesetzlichen Mängelrechte. Für feuerverzinkte und pulverbeschichtete Stahlprodukte geben wir zusätzlich eine Garantie von zehn Jahren gegen Durchrostung; die Garantiebedingungen liegen jeder Lieferung bei.</p>' +
      '<h2>§ 7 Montageleistungen</h2><p>Für bestellte Montagen sorgt der Kunde für eine freie Zaunlinie und teilt uns die Lage von Leitungen im Erdreich mit. Unvorhersehbarer Mehraufwand, etwa durch Fels oder alte Fundamente, wird nach Absprache gesondert berechnet.</p>',
  },
  {
    identifier: 'widerrufsbelehrung',
    title: 'Widerrufsbelehrung',
    heading: 'Widerrufsrecht für Verbraucher',
    metaDescription: 'Informationen zu Ihrem 14-tägigen Widerrufsrecht, den Rücksendekosten und dem Widerrufsformular.',
    content:
      '<h2>Ihr Widerrufsrecht</h2><p>Als Verbraucherin oder Verbraucher können Sie Ihren Vertrag innerhalb von vierzehn Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt an dem Tag, an dem Sie oder ein von Ihnen benannter Dritter die Ware – bei Teillieferungen die letzte Teilsendung – in Besitz genommen haben.</p>' +
      `<p>Um zu widerrufen, senden Sie uns eine eindeutige Erklärung, zum Beispiel per Brief an ${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city} oder per E-Mail an ${COMPANY.email}. Zur Wahrung der Frist genügt es, dass Sie die Erklärung vor Ablauf der Frist absenden.</p>` +
      '<h2>Folgen des Widerrufs</h2><p>Wir erstatten Ihnen alle Zahlungen einschließlich der Standard-Lieferkosten spätestens vierzehn Tage nach Eingang Ihres Widerrufs, und zwar über das Zahlungsmittel, das Sie bei der Bestellung verwendet haben. Wir dürfen die Rückzahlung verweigern, bis die Ware bei uns eingegangen ist oder Sie den Rückversand nachgewiesen haben.</p>' +
      '<p>Die unmittelbaren Kosten der Rücksendung tragen Sie. Für Ware, die nicht als Paket versendet werden kann, schätzen wir diese Kosten auf höchstens 120 €. Für einen Wertverlust müssen Sie nur aufkommen, wenn er auf einen Umgang mit der Ware zurückgeht, der zur Prüfung von Beschaffenheit und Funktion nicht nötig war.</p>' +
      '<h2>Ausnahmen</h2><p>Das Widerrufsrecht besteht nicht bei Waren, die nach Ihren Maßvorgaben gefertigt wurden, etwa Tore nach Maß oder befüllte Gabionen. Bei Montageleistungen erlischt es, wenn wir die Leistung auf Ihren Wunsch vollständig erbracht haben.</p>',
  },
];
