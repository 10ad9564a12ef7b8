import { lists } from '../de-DE/lists.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by the compare page and the wishlist drawer: registers their German texts. */
addGermanTexts(lists);
