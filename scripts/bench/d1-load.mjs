// Loads the migrations and a seed into a Miniflare D1 database through the D1 binding API.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './util.mjs';
import { splitSql } from './worker.mjs';

/**
 * A D1 batch is one transaction and one round trip, so big seeds load much faster batched; the caps
 * keep each batch's request body a few megabytes (seed statements can be ~90 kB each).
 */
const BATCH_STATEMENTS = 200;
const BATCH_BYTES = 4_000_000;

export function migrationFiles() {
  const dir = join(ROOT, 'migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Runs every statement of a SQL file. The text is split with wrangler's splitter (quotes, comments
 * and trigger bodies aware) because a naive split on ';' breaks on JSON documents inside strings.
 * Transaction statements are dropped: each D1 batch is already a transaction.
 */
export async function applySqlFile(db, file) {
  const statements = (await splitSql(readFileSync(file, 'utf8'))).filter(
    (s) => !/^\s*(BEGIN|COMMIT|END)(\s+TRANSACTION)?\s*;?\s*$/i.test(s) && s.trim() !== '',
  );
  let done = 0;
  for (const chunk of batches(statements)) {
    try {
      await db.batch(chunk.map((sql) => db.prepare(sql)));
    } catch (error) {
      throw new Error(`${file}: a statement in ${done + 1}..${done + chunk.length} failed: ${error.message}`);
    }
    done += chunk.length;
  }
  return statements.length;
}

function* batches(statements) {
  let chunk = [];
  let bytes = 0;
  for (const sql of statements) {
    if (chunk.length && (chunk.length >= BATCH_STATEMENTS || bytes + sql.length > BATCH_BYTES)) {
      yield chunk;
      chunk = [];
      bytes = 0;
    }
    chunk.push(sql);
    bytes += sql.length;
  }
  if (chunk.length) yield chunk;
}

export async function loadDatabase(db, seedFile) {
  let statements = 0;
  for (const file of migrationFiles()) statements += await applySqlFile(db, file);
  if (seedFile) statements += await applySqlFile(db, seedFile);
  return statements;
}

export async function queryOne(db, sql, ...params) {
  return (
    (await db
      .prepare(sql)
      .bind(...params)
      .first()) ?? null
  );
}
