import { STATE_ELEMENT_ID, type BrowserState } from './app-state.ts';
import { startIslands } from './islands/runtime.ts';
import './styles.css';

/**
 * Browser start, free of React: an island page hydrates only its islands, as they are needed;
 * any other page hydrates as a whole app (its chunk is preloaded by the server).
 */
const stateJson = document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '';
const initial = JSON.parse(stateJson) as BrowserState;
if (initial.islands) startIslands(initial, stateJson);
else void import('./app-boot.tsx').then((m) => m.hydrateApp(initial, stateJson));
