import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import type { TaskRecord, TaskStore } from './task-store.ts';
import { memoryTaskStore } from './task-store.ts';

/**
 * The queue's records in IndexedDB (idb), with the cache rules: a get or set that does
 * not answer within 800 ms (2000 ms for reading all) recreates the database, and the persistent
 * store is switched off after 30 failed writes or 1 failed read. Tasks are never lost on the way:
 * every record is also kept in memory, written back into a recreated database, and served from
 * memory once the persistent store is off. `onQuotaExceeded` lets the caller free space (
 * storage quota errors clear the url mapping cache).
 */

export const DB_NAME = 'zaunshop-sync';
const STORE = 'tasks';
export const GET_SET_TIMEOUT_MS = 800;
export const ITERATE_TIMEOUT_MS = 2000;
export const MAX_SET_ERRORS = 30;
export const MAX_GET_ERRORS = 1;

class Timeout extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms)),
  );
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Opens the database; `onBlocking` runs when another tab wants to delete (recreate) it: the
 * connection is closed at once, or that tab's delete, and every open after it, would wait
 * as long as this page lives, and its queue with it.
 */
const open = (onBlocking: () => void) =>
  openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'id' });
    },
    blocking() {
      onBlocking();
    },
  });

export interface IdbStoreEvents {
  onQuotaExceeded?: () => void;
  /** The persistent store was switched off: the queue lives in memory until the page reloads. */
  onDisabled?: (reason: string) => void;
}

export function idbTaskStore(events: IdbStoreEvents = {}): TaskStore & { persistent: () => boolean } {
  const memory = memoryTaskStore();
  let db: Promise<IDBPDatabase> | null = null;
  /**
   * A connection asked to give way is closed and opened again (it then waits for the other tab).
   * The other tab made the database again from what its memory holds, which may lack records of
   * this tab (or all of them, in a tab that had not read the database yet): reopened, this tab
   * adds back the records it holds that the new database lacks.
   */
  const connect = (restore = false): Promise<IDBPDatabase> => {
    const opening = open(() => {
      void opening.then((d) => d.close());
      if (db === opening) db = connect(true);
    });
    return restore ? opening.then(restoreMissing) : opening;
  };
  async function restoreMissing(made: IDBPDatabase): Promise<IDBPDatabase> {
    const tx = made.transaction(STORE, 'readwrite');
    const held = new Set(await tx.store.getAllKeys());
    for (const record of memory.records.values())
      if (!held.has(record.id)) void tx.store.put(JSON.parse(JSON.stringify(record)) as TaskRecord);
    await tx.done;
    return made;
  }
  db = connect();
  let setErrors = 0;
  let getErrors = 0;

  const disable = (reason: string) => {
    if (!db) return;
    db = null;
    events.onDisabled?.(reason);
  };

  /**
   * A database that stopped answering is closed, deleted and made again with what memory holds.
   * A database only slow to answer (a busy phone) still holds records memory may lack (those of
   * other tabs, or all before the first read): they are read once more and kept before the delete.
   */
  async function recreate(): Promise<void> {
    if (!db) return;
    console.warn('Sync queue storage did not answer in time: it is made again');
    const old = db;
    const fresh = (async () => {
      const held = await within(
        old.then((d) => d.getAll(STORE) as Promise<TaskRecord[]>),
        ITERATE_TIMEOUT_MS,
      ).catch(() => []);
      for (const record of held) if (!memory.records.has(record.id)) memory.records.set(record.id, record);
      (await within(old, GET_SET_TIMEOUT_MS).catch(() => null))?.close();
      await within(deleteDB(DB_NAME), ITERATE_TIMEOUT_MS).catch(() => undefined);
      const made = await connect();
      const tx = made.transaction(STORE, 'readwrite');
      for (const record of memory.records.values()) void tx.store.put(record);
      await tx.done;
      return made;
    })();
    db = fresh;
    // Bounded (the last read, the delete and the new database): a database that cannot be made
    // again must not hold the queue (it goes on in memory).
    await within(fresh, 3 * ITERATE_TIMEOUT_MS).catch((error: unknown) => {
      if (db === fresh) disable(String(error));
    });
  }

  async function write(work: (db: IDBPDatabase) => Promise<unknown>): Promise<void> {
    if (!db) return;
    try {
      await within(db.then(work), GET_SET_TIMEOUT_MS);
    } catch (error) {
      if ((error as Error)?.name === 'QuotaExceededError') events.onQuotaExceeded?.();
      if (error instanceof Timeout) return recreate();
      if (++setErrors >= MAX_SET_ERRORS) disable(`${setErrors} failed writes`);
    }
  }

  return {
    persistent: () => db !== null,
    async list() {
      if (db) {
        try {
          const stored = await within(
            db.then((d) => d.getAll(STORE) as Promise<TaskRecord[]>),
            ITERATE_TIMEOUT_MS,
          );
          // Another tab may have written since: the database is the truth while it answers.
          memory.records.clear();
          for (const record of stored) memory.records.set(record.id, record);
        } catch (error) {
          if (error instanceof Timeout) await recreate();
          else if (++getErrors >= MAX_GET_ERRORS) disable(`read failed: ${String(error)}`);
        }
      }
      return memory.list();
    },
    async put(record) {
      await memory.put(record);
      // Stored as plain JSON: what the queue sends is JSON, and anything else would not clone.
      await write((d) => d.put(STORE, JSON.parse(JSON.stringify(record)) as TaskRecord));
    },
    async delete(id) {
      await memory.delete(id);
      await write((d) => d.delete(STORE, id));
    },
  };
}
