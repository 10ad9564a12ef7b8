import type { ConsentKey } from '../en-US/consent.ts';

/** German texts of the consent dialog's settings layer (shared/i18n/areas/consent.ts). */
export const consent: Record<ConsentKey, string> = {
  'Choose which categories you allow. You can change your choice at any time under "Privacy settings" at the bottom of every page.':
    'Wählen Sie, welche Kategorien Sie zulassen. Ihre Auswahl können Sie jederzeit unter „Datenschutz-Einstellungen“ am Ende jeder Seite ändern.',
  'Allow {category}': '{category} zulassen',
  'We use cookies': 'Wir verwenden Cookies',
  'We use cookies and similar technologies:': 'Wir verwenden Cookies und ähnliche Technologien,',
  'to run this shop,': 'um diesen Shop zu betreiben,',
  'to analyse its use,': 'um seine Nutzung zu analysieren,',
  'to show you relevant offers.': 'um Ihnen passende Angebote zu zeigen.',
  'You can choose which categories you allow.': 'Sie können selbst wählen, welche Kategorien Sie zulassen.',
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
};
