/**
 * When an island's code loads and hydrates: at once, when it scrolls into view, when the browser
 * idles, or on the shopper's first interaction with it (pointer, keyboard or focus). An island
 * that waits for interaction but shows something the browser keeps (a stored cart, a login) names
 * those storage keys: where one is stored, it hydrates when in view instead.
 */
export type HydrateWhen = 'load' | 'visible' | 'idle' | 'interaction';

/** The marker's attribute naming the island; the browser runtime finds islands by it. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * The marker's attribute listing (space-separated) the storage keys that make it hydrate in view.
 * An entry `key#hash` names the content hash of the state the server rendered the island from: a
 * kept state naming that hash in its `hash` field is already what the island shows, any other
 * (another cart, one changed offline, a page the service worker kept from before) makes it
 * hydrate in view.
 */
export const STORED_ATTRIBUTE = 'data-stored';

/** What an attribute value may not hold as is, and its reference (the five React's server escapes). */
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const ATTRIBUTE_SPECIALS = /["&'<>]/g;

/** Text safe inside a double-quoted attribute value, written as React's server writes it. */
export function escapeAttribute(value: string): string {
  return value.replace(ATTRIBUTE_SPECIALS, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
}

interface MarkerParts {
  name: string;
  id: string;
  when: HydrateWhen;
  stored?: readonly string[] | undefined;
  className?: string | undefined;
  /** The props' JSON, as the island renderer serialises them. */
  props: string;
  /** The island's own server HTML. */
  html: string;
}

/**
 * The marker of one island as HTML text, the same markup as the IslandMarker element renders: for
 * a static part written as one string around an island (a listing's cards).
 */
export function markerHtml({ name, id, when, stored, className, props, html }: MarkerParts): string {
  const classes = className ? `island ${className}` : 'island';
  const storedKeys = stored?.length ? ` ${STORED_ATTRIBUTE}="${escapeAttribute(stored.join(' '))}"` : '';
  return (
    `<div class="${escapeAttribute(classes)}" ${ISLAND_ATTRIBUTE}="${escapeAttribute(name)}" data-id="${escapeAttribute(id)}"` +
    ` data-when="${when}"${storedKeys} data-props="${escapeAttribute(props)}">${html}</div>`
  );
}

/** An entry of the stored attribute: the key, with the hash of the state shown where it is known. */
export const storedEntry = (key: string, shown?: string | null): string => (shown ? `${key}#${shown}` : key);

/** The key and the shown state's hash of an entry of the stored attribute. */
export function parseStoredEntry(entry: string): { key: string; shown?: string } {
  const [key = '', shown] = entry.split('#');
  return shown ? { key, shown } : { key };
}
