import { service } from '../de-DE/service.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by the contact forms, the share-by-e-mail form and the branch finder: registers their German texts. */
addGermanTexts(service);
