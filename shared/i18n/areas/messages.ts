import { messages } from '../de-DE/messages.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by chunks that show notifications or error texts: registers their German texts. */
addGermanTexts(messages);
