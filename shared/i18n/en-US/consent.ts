/**
 * Texts of the consent dialog that are not in the page frame (its first-layer texts are layout keys,
 * shown with every page). German texts: de-DE/consent.ts, loaded with the consent chunk.
 */
export const consentKeys = [
  'Choose which categories you allow. You can change your choice at any time under "Privacy settings" at the bottom of every page.',
  'Allow {category}',
  'We use cookies',
  'We use cookies and similar technologies:',
  'to run this shop,',
  'to analyse its use,',
  'to show you relevant offers.',
  'You can choose which categories you allow.',
  'Accept all',
  'Only necessary',
  'Settings',
  'Save selection',
  'Necessary',
  'Statistics',
  'Marketing',
  'Necessary cookies are required for the shop to work and cannot be disabled.',
  'Statistics cookies help us understand how visitors use the shop.',
  'Marketing cookies are used to show you relevant advertising.',
] as const;

export type ConsentKey = (typeof consentKeys)[number];
