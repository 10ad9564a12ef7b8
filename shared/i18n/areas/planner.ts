import { planner } from '../de-DE/planner.ts';
import { addGermanTexts } from '../runtime.ts';
import './messages.ts';

/** Imported by the fence planner (client/pages/Planner.tsx): registers its German texts and the messages it shows. */
addGermanTexts(planner);
