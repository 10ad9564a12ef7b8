import type { ConsentKey } from '../en-US/consent.ts';

/** German texts of the consent dialog's settings layer (shared/i18n/areas/consent.ts). */
export const consent: Record<ConsentKey, string> = {
  'Choose which categories you allow. You can change your choice at any time under "Privacy settings" at the bottom of every page.':
    'Wählen Sie, welche Kategorien Sie zulassen. Ihre Auswahl können Sie jederzeit unter „Datenschutz-Einstellungen“ am Ende jeder Seite ändern.',
  'Allow {category}': '{category} zulassen',
};
