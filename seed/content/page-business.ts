// The business customers' page (/gewerbliche-kunden): its text stands above the enquiry form
// (client/service/ContactForm.tsx).

import { COMPANY } from './company.ts';
import type { PageText } from './pages-shop.ts';

export const BUSINESS_PAGE: PageText = {
  identifier: 'gewerbliche-kunden',
  title: 'Gewerbliche Kunden',
  heading: 'Zäune für Gewerbe, Kommunen und Objektbau',
  metaDescription:
    'Angebote für Gewerbekunden: Staffelpreise, Rahmenverträge, Lieferung per Spedition und Montage durch unsere Teams in Deutschland und Österreich.',
  content:
    '<p>Ob Betriebsgelände, Wohnanlage, Schule oder Sportplatz: Für Garten- und Landschaftsbauer, Hausverwaltungen, ' +
    'Bauträger und Kommunen stellen wir Zaunanlagen in jeder Länge zusammen – mit Toren, Pfosten, Sichtschutz und Zubehör aus einer Hand.</p>' +
    '<h2>Ihre Vorteile</h2><ul>' +
    '<li>Staffelpreise ab 50 laufenden Metern und Rahmenverträge für wiederkehrenden Bedarf</li>' +
    '<li>Kauf auf Rechnung mit 30 Tagen Zahlungsziel nach Prüfung</li>' +
    '<li>Lieferung per Spedition auf die Baustelle, auf Wunsch mit Hebebühne</li>' +
    '<li>Montage durch eigene Teams aus unseren <a href="/filialen">Filialen</a> in Deutschland und Österreich</li>' +
    '</ul>' +
    `<p>Schildern Sie uns Ihr Projekt im Formular unten – mit Länge, Höhe und gewünschter Ausführung. Unser Objektteam meldet sich innerhalb eines Werktags, telefonisch erreichen Sie es unter ${COMPANY.phone}.</p>`,
};
