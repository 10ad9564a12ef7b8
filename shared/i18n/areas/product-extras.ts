import { productExtras } from '../de-DE/product-extras.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by the review and supplies components: registers their German texts. */
addGermanTexts(productExtras);
