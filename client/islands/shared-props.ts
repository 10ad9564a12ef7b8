/**
 * Island props that the page's state already carries travel as a reference to it, not as a copy.
 * A product page hands the same product to its gallery, its purchase block and its reviews; as
 * copies, the 50 kB product stood four times in the HTML, and a phone spent most of its first
 * half second parsing them. Only objects the props share by identity with the state are replaced.
 */
import type { InitialState } from '../app-state.ts';

/** The parts of the page's state islands may refer to, by name (each one an object of named values). */
export type SharedState = Record<string, Record<string, unknown> | undefined>;

const REFERENCE_KEY = '$state';

/** Which shared object stands under which `section.name` path. */
function referencesOf(shared: SharedState): Map<unknown, string> {
  const paths = new Map<unknown, string>();
  for (const [section, values] of Object.entries(shared))
    for (const [name, value] of Object.entries(values ?? {}))
      if (value !== null && typeof value === 'object' && !paths.has(value)) paths.set(value, `${section}.${name}`);
  return paths;
}

/**
 * Writes island props as JSON, with every object the state also holds written as a reference to
 * it. The state's objects are looked up once per page, not once per island (a category page has
 * fifty).
 */
export function propsSerializer(shared: SharedState): (props: object) => string {
  const paths = referencesOf(shared);
  if (!paths.size) return (props) => JSON.stringify(props);
  return (props) =>
    JSON.stringify(props, (key, value) => {
      const path = key === '' ? undefined : paths.get(value);
      return path === undefined ? value : { [REFERENCE_KEY]: path };
    });
}

/** Island props from their JSON, references resolved against the page's state. */
export function parseProps(text: string, shared: SharedState): Record<string, unknown> {
  return JSON.parse(text, (_key, value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const path = (value as Record<string, unknown>)[REFERENCE_KEY];
    if (typeof path !== 'string' || Object.keys(value).length !== 1) return value;
    const [section = '', name = ''] = path.split('.', 2);
    return shared[section]?.[name];
  }) as Record<string, unknown>;
}

/** What a storefront island's props may refer to: the page's data and the layout's, both in the page's state. */
export const islandSharedState = (initial: InitialState): SharedState => ({
  page: initial.page.data as Record<string, unknown>,
  layout: initial.layout as unknown as Record<string, unknown>,
});
