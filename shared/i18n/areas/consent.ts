import { consent } from '../de-DE/consent.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by the consent dialog (client/consent/): registers its German texts. */
addGermanTexts(consent);
