import { newsletter } from '../de-DE/newsletter.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by the newsletter modal: registers its German texts. */
addGermanTexts(newsletter);
