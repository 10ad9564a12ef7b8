import { search } from '../de-DE/search.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by the search panel, the search page and its loader: registers their German texts. */
addGermanTexts(search);
