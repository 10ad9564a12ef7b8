import { checkout } from '../de-DE/checkout.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by checkout and cart page chunks: registers their German texts. */
addGermanTexts(checkout);
