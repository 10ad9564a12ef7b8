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
};
