import { offline } from '../de-DE/offline.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by the offline status bar and sync inbox (client/offline/): registers their German texts. */
addGermanTexts(offline);
