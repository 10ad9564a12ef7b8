/**
 * Island props that the page's state already carries travel as a reference to it, not as a copy.
 * A product page hands the same product to its gallery, its purchase block and its reviews; as
 * copies, the 50 kB product stood four times in the HTML, and a phone spent most of its first
 * half second parsing them. A listing's fifty hearts each refer to their card's product the same
 * way. Only objects the props share by identity with the state are replaced.
 */
import type { InitialState } from '../app-state.ts';

/** The parts of the page's state islands may refer to, by name (each one an object of named values). */
export type SharedState = Record<string, Record<string, unknown> | undefined>;

const REFERENCE_KEY = '$state';

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Which shared object stands under which path: `section.name` for the state's named values, and
 * `section.name.index` for the objects in a named list (a listing's products).
 */
function referencesOf(shared: SharedState): Map<unknown, string> {
  const paths = new Map<unknown, string>();
  const add = (value: unknown, path: string) => {
    if (isObject(value) && !paths.has(value)) paths.set(value, path);
  };
  for (const [section, values] of Object.entries(shared))
    for (const [name, value] of Object.entries(values ?? {})) {
      add(value, `${section}.${name}`);
      if (Array.isArray(value)) for (const [index, item] of value.entries()) add(item, `${section}.${name}.${index}`);
    }
  return paths;
}

/** The shared value a reference's path names, or undefined. */
function resolve(path: string, shared: SharedState): unknown {
  const [section = '', name = '', index] = path.split('.', 3);
  const value = shared[section]?.[name];
  if (index === undefined) return value;
  return Array.isArray(value) && /^\d+$/.test(index) ? value[Number(index)] : undefined;
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
    return resolve(path, shared);
  }) as Record<string, unknown>;
}

/** What a storefront island's props may refer to: the page's data and the layout's, both in the page's state. */
export const islandSharedState = (initial: InitialState): SharedState => ({
  page: initial.page.data as Record<string, unknown>,
  layout: initial.layout as unknown as Record<string, unknown>,
});
