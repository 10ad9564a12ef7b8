import { account } from '../de-DE/account.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by account page chunks: registers their German texts. */
addGermanTexts(account);
