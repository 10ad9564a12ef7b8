import type { OfflineKey } from '../en-US/offline.ts';

/** German texts of the offline PWA (see en-US/offline.ts). */
export const offline: Record<OfflineKey, string> = {
  Synchronization: 'Synchronisierung',
  'Sync inbox': 'Synchronisierung',
  '1 change waiting': '1 Änderung wartet',
  '{count} changes waiting': '{count} Änderungen warten',
  'Nothing is waiting to be synchronized.': 'Es wartet nichts auf die Synchronisierung.',
  Retry: 'Erneut senden',
  Discard: 'Verwerfen',
  Send: 'Senden',
  Later: 'Später',
  Queued: 'In der Warteschlange',
  'Waiting for a connection': 'Wartet auf eine Verbindung',
  Sending: 'Wird gesendet',
  'Waiting for your confirmation': 'Wartet auf Ihre Bestätigung',
  Rejected: 'Abgelehnt',
  Failed: 'Fehlgeschlagen',
  Sent: 'Gesendet',
  'Reason: {reason}': 'Grund: {reason}',
  'Order {id}': 'Bestellung {id}',
  'Cart change': 'Warenkorb-Änderung',
  'Profile change': 'Änderung am Kundenkonto',
  'Product review': 'Produktbewertung',
  'Other change': 'Sonstige Änderung',
  'Send offline orders automatically when online': 'Offline-Bestellungen automatisch senden, sobald ich online bin',
  'Offline storage is not available. Changes are kept until the page is closed.':
    'Der Offline-Speicher ist nicht verfügbar. Änderungen bleiben erhalten, bis die Seite geschlossen wird.',
  'The price of {name} has changed from {before} to {after}.':
    'Der Preis von {name} hat sich von {before} auf {after} geändert.',
  'The shipping price has changed from {before} to {after}.':
    'Der Versandpreis hat sich von {before} auf {after} geändert.',
  'The grand total has changed from {before} to {after}.':
    'Die Gesamtsumme hat sich von {before} auf {after} geändert.',
  'Only {available} of {name} are available; you ordered {requested}.':
    'Von {name} sind nur noch {available} Stück verfügbar; bestellt hatten Sie {requested}.',
  '{name} is sold out.': '{name} ist ausverkauft.',
  '{name} is no longer available.': '{name} ist nicht mehr erhältlich.',
  'Please check the cart and order again.': 'Bitte prüfen Sie den Warenkorb und bestellen Sie erneut.',
  'Put the items back in the cart': 'Artikel wieder in den Warenkorb legen',
  'Offline use': 'Offline-Nutzung',
  'Save for offline use': 'Für offline speichern',
  'Keeps all {count} products of this category with their pages and pictures, so you can view them without an internet connection.':
    'Speichert alle {count} Produkte dieser Kategorie mit ihren Seiten und Bildern, damit Sie sie auch ohne Internetverbindung ansehen können.',
  'Saving for offline use …': 'Wird für die Offline-Nutzung gespeichert …',
  'Saved for offline use': 'Für die Offline-Nutzung gespeichert',
  '{done} of {total} done': '{done} von {total} erledigt',
  'Available offline': 'Offline verfügbar',
  'Space used: {size}': 'Belegter Speicher: {size}',
  'Last updated: {date}': 'Zuletzt aktualisiert: {date}',
  'Remove offline data': 'Offline-Daten entfernen',
  'Offline data removed, {size} freed.': 'Offline-Daten entfernt, {size} freigegeben.',
  'The category could not be saved. Please try again while online.':
    'Die Kategorie konnte nicht gespeichert werden. Bitte versuchen Sie es erneut, wenn Sie online sind.',
};
