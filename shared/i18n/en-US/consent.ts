/**
 * Texts of the consent dialog that are not in the page frame (its first-layer texts are layout keys,
 * shown with every page). German texts: de-DE/consent.ts, loaded with the consent chunk.
 */
export const consentKeys = [
  'Choose which categories you allow. You can change your choice at any time under "Privacy settings" at the bottom of every page.',
  'Allow {category}',
] as const;

export type ConsentKey = (typeof consentKeys)[number];
