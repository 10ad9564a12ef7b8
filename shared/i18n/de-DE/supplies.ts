import type { SuppliesKey } from '../en-US/supplies.ts';

/** German texts of the supplies configurator (shared/i18n/areas/supplies.ts). */
export const supplies: Record<SuppliesKey, string> = {
  'Close accessories': 'Zubehör schließen',
  Expand: 'Vergrößern',
  'Accessory categories': 'Zubehörkategorien',
  'Choose {productName}': '{productName} auswählen',
  '{count} selected': '{count} ausgewählt',
  'No accessories found in this category.': 'In dieser Kategorie wurde kein Zubehör gefunden.',
  'Loading accessories…': 'Zubehör wird geladen …',
  'The accessories could not be loaded.': 'Das Zubehör konnte nicht geladen werden.',
  'Choose at least one accessory.': 'Bitte wählen Sie mindestens ein Zubehörteil aus.',
};
