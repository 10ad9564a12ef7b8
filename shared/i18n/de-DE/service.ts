import type { ServiceKey } from '../en-US/service.ts';

/** German texts of the contact forms, sharing a cart by e-mail and the branch finder (see en-US/service.ts). */
export const service: Record<ServiceKey, string> = {
  // Contact forms
  'Write to us': 'Schreiben Sie uns',
  'Your enquiry as a business customer': 'Ihre Anfrage als gewerblicher Kunde',
  'Fields marked with * are required.': 'Mit * markierte Felder sind Pflichtfelder.',
  'Phone number (optional)': 'Telefonnummer (optional)',
  'VAT ID (optional)': 'USt-IdNr. (optional)',
  'Your message': 'Ihre Nachricht',
  'I agree that my details are processed to answer my enquiry.':
    'Ich bin einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage verarbeitet werden.',
  'Read the privacy policy': 'Datenschutzerklärung lesen',
  'Leave this field empty': 'Dieses Feld bitte leer lassen',
  'Sending…': 'Wird gesendet …',
  'Please check the marked fields.': 'Bitte prüfen Sie die markierten Felder.',
  'Your message could not be sent. Please check your connection and try again.':
    'Ihre Nachricht konnte nicht gesendet werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'Send another message': 'Weitere Nachricht senden',
  'Please provide a valid phone number.': 'Bitte geben Sie eine gültige Telefonnummer an.',
  'Please agree to the processing of your data according to the privacy policy.':
    'Bitte stimmen Sie der Verarbeitung Ihrer Daten gemäß Datenschutzerklärung zu.',
  'Must have at most {max} characters.': 'Darf höchstens {max} Zeichen lang sein.',
  'The form could not be verified. Please reload the page and try again.':
    'Das Formular konnte nicht überprüft werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  'The form has expired. Please reload the page and send your message again.':
    'Das Formular ist abgelaufen. Bitte laden Sie die Seite neu und senden Sie Ihre Nachricht erneut.',
  'This form has already been sent. Please reload the page to send another message.':
    'Dieses Formular wurde bereits gesendet. Bitte laden Sie die Seite neu, um eine weitere Nachricht zu senden.',
  'Too many messages. Please try again in {minutes} minutes.':
    'Zu viele Nachrichten. Bitte versuchen Sie es in {minutes} Minuten erneut.',

  // Share cart by e-mail
  "Recipient's e-mail address": 'E-Mail-Adresse des Empfängers',
  'Send link': 'Link senden',

  // Branch finder
  'Our branches': 'Unsere Filialen',
  'Visit us for advice, pick up your order or book installation at one of our branches in Germany and Austria.':
    'Besuchen Sie uns zur Beratung, holen Sie Ihre Bestellung ab oder buchen Sie die Montage – in unseren Filialen in Deutschland und Österreich.',
  'Postcode or town': 'PLZ oder Ort',
  'Find branches': 'Filialen finden',
  'Show all branches': 'Alle Filialen anzeigen',
  'Branches nearest to {place}': 'Filialen in der Nähe von {place}',
  'All branches': 'Alle Filialen',
  'Distances are approximate: they are measured from the centre of the postcode area.':
    'Entfernungen sind ungefähre Angaben: Sie werden ab der Mitte des Postleitzahlgebiets gemessen.',
  'approx. {km} km away': 'ca. {km} km entfernt',
  Services: 'Leistungen',
  'Map of the branches': 'Karte der Filialen',
  'Searched place': 'Gesuchter Ort',
  'Please enter a 5-digit German or 4-digit Austrian postcode, or a town.':
    'Bitte geben Sie eine 5-stellige deutsche oder 4-stellige österreichische Postleitzahl oder einen Ort ein.',
  'No postcode or town found for "{query}".': 'Zu „{query}“ wurde keine Postleitzahl und kein Ort gefunden.',
  Mon: 'Mo',
  Tue: 'Di',
  Wed: 'Mi',
  Thu: 'Do',
  Fri: 'Fr',
  Sat: 'Sa',
  Sun: 'So',
  Consultation: 'Beratung',
  Showroom: 'Ausstellung',
  Pickup: 'Abholung',
  Installation: 'Montage',
  Delivery: 'Lieferung',
  'Send message': 'Nachricht senden',
  'Thank you for your message. We will get back to you as soon as possible.':
    'Vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.',
  'Opening hours': 'Öffnungszeiten',
  Company: 'Firma',
  Phone: 'Telefon',
};
