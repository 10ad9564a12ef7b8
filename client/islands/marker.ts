/**
 * When an island's code loads and hydrates: at once, when it scrolls into view, when the browser
 * idles, or on the shopper's first interaction with it (pointer, keyboard or focus). An island
 * that waits for interaction but shows something the browser keeps (a stored cart, a login) names
 * those storage keys: where one is stored, it hydrates when in view instead.
 */
export type HydrateWhen = 'load' | 'visible' | 'idle' | 'interaction';

/** The marker's attribute naming the island; the browser runtime finds islands by it. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The marker's attribute listing (space-separated) the storage keys that make it hydrate in view. */
export const STORED_ATTRIBUTE = 'data-stored';
