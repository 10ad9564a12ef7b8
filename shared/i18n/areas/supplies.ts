import { supplies } from '../de-DE/supplies.ts';
import { addGermanTexts } from '../runtime.ts';
import './product-extras.ts';

/** Imported by the supplies panel (client/supplies/): registers its German texts and the product-extras ones it shows. */
addGermanTexts(supplies);
