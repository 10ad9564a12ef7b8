/**
 * The one way a store is kept in the browser's localStorage across reloads (cart, session,
 * checkout details, product lists). A feature says how its state is written and read back; this
 * module does the rest the same way for all: read once at start, write after every change (only
 * when the text changed), follow another tab's change through `storage` events, and never fail
 * because the browser refuses storage: the state then works for this page view only.
 *
 * Nothing here runs on import and the server never calls it: its stores stay empty, so the HTML
 * it renders is what the browser hydrates. It imports no code (valtio's `subscribe` is passed in
 * as `watch`), so it pulls nothing else into the chunks that use it.
 */

/** Calls `onChange` after changes of a store (valtio's subscribe); returns the unsubscribe function. */
export type Watch = (state: object, onChange: () => void) => () => void;

/** The part of the Web Storage API the stores use (tests pass a fake). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage, or null on the server and where the browser refuses it (blocked storage). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Makes the browser load this site's storage now. Its first read does that, and it can take the
 * main thread for several milliseconds: a caller that is about to read several keys does this in
 * a task before, so neither task is long.
 */
export function loadStorage(): void {
  read(browserStorage(), 'zaunshop:load');
}

/**
 * Starts a feature's code only once there is something of it to keep: at once when `key` is
 * stored, otherwise when another tab first writes it. A visitor who never logged in or filled a
 * cart loads none of that code at page load; the feature starts on its own first use. With
 * `shown`, the content hash a page was rendered with, a stored state naming that same hash in its
 * `hash` field does not count: the page already shows what is kept. Returns the function that
 * stops waiting.
 */
export function whenStored(key: string, start: () => void, shown?: string): () => void {
  if (typeof window === 'undefined') return () => {};
  const counts = (raw: string | null) => raw !== null && (shown === undefined || storedHash(raw) !== shown);
  if (counts(read(browserStorage(), key))) {
    start();
    return () => {};
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || !counts(event.newValue)) return;
    stop();
    start();
  };
  const stop = () => window.removeEventListener('storage', onStorage);
  window.addEventListener('storage', onStorage);
  return stop;
}

/** The `hash` a stored state names its content by, if it is one that does. */
function storedHash(raw: string): unknown {
  try {
    return (JSON.parse(raw) as { hash?: unknown } | null)?.hash;
  } catch {
    return undefined;
  }
}

/** How a feature's state is kept: its key, its stored text, and how that text is read back. */
export interface PersistedStore<S> {
  key: string;
  /**
   * Puts a stored text into the state (null: nothing is stored): at `'start'`, and from a `'tab'`
   * that changed it. It must accept anything (old formats, tampered entries) and keep only what is
   * valid. At start it also marks the state loaded and keeps what was added before. True when
   * the state now holds more than `raw` (this tab's own changes merged into another tab's): it
   * is then written back.
   */
  load(state: S, raw: string | null, from: 'start' | 'tab'): unknown;
  /** The text to keep for the state; null removes the entry. */
  save(state: S): string | null;
  /** Writes the loaded state back at once: for stores that merge what was added before they loaded. */
  saveLoaded?: boolean;
  /** Whether another tab's change replaces this tab's state now; default always, `false` never. */
  followTabs?: false | ((state: S) => boolean);
  /** Runs after loading and after every change, e.g. to mirror a token into a cookie. */
  mirror?(state: S): void;
}

export interface PersistOptions {
  watch: Watch;
  /** localStorage unless given (tests pass a fake; null keeps the state in memory only). */
  storage?: StorageLike | null;
  /** Where `storage` events of other tabs arrive: the window unless given. */
  events?: EventTarget | null;
}

function read(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Loads the stored state into `state`, then keeps it stored. Returns the function that stops that. */
export function persistStore<S extends object>(state: S, spec: PersistedStore<S>, options: PersistOptions): () => void {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  const raw = read(storage, spec.key);
  spec.load(state, raw, 'start');
  spec.mirror?.(state);

  /** The text in storage as far as this tab knows: nothing is written that is there already. */
  let last = spec.saveLoaded ? raw : spec.save(state);
  const save = () => {
    spec.mirror?.(state);
    if (!storage) return;
    const text = spec.save(state);
    if (text === last) return;
    last = text;
    try {
      if (text === null) storage.removeItem(spec.key);
      else storage.setItem(spec.key, text);
    } catch {
      // Quota exceeded or storage blocked: the state still works for this page view.
    }
  };
  save();
  const unsubscribe = options.watch(state, save);

  const follows = spec.followTabs;
  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    if (key !== spec.key && key !== null) return;
    if (follows === false || (follows && !follows(state))) return;
    // What storage holds now, not the event's value: events of writes overtaken by a later one
    // (this tab's own included) arrive too, and must not bring an older state back.
    const raw = read(storage, spec.key);
    if (raw === last) return;
    const merged = spec.load(state, raw, 'tab');
    // The other tab wrote this already: the change it makes here is not written back, unless
    // this tab's own changes were merged into it.
    last = merged === true ? raw : spec.save(state);
  };
  if (follows !== false) events?.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    events?.removeEventListener('storage', onStorage);
  };
}
