/** When an island's code loads and hydrates: at once, when it scrolls into view, or when the browser idles. */
export type HydrateWhen = 'load' | 'visible' | 'idle';

/** The marker's attribute naming the island; the browser runtime finds islands by it. */
export const ISLAND_ATTRIBUTE = 'data-island';
