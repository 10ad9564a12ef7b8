// The generated SQL must load into SQLite (D1) on top of the real migration, be re-runnable,
// and respect D1's rules: no explicit transactions, statements below 100 kB.
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { generateCatalog, writeSql } from './generate.ts';
import { CATALOG_TABLES, insertStatements, sqlValue } from './sql.ts';

// Every migration, in order: the seed also fills later tables (branches and postcode areas of 0009).
const migrationsDir = new URL('../migrations/', import.meta.url);
const migration = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(new URL(f, migrationsDir), 'utf8'))
  .join('\n');
const catalog = generateCatalog();
const sql = writeSql(catalog);

function load(...scripts: string[]): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec(migration);
  for (const script of scripts) db.exec(script);
  return db;
}
const count = (db: DatabaseSync, query: string): number => Number((db.prepare(query).get() as { n: number }).n);

describe('SQL script', () => {
  it('escapes quotes and renders values', () => {
    expect(sqlValue("Jäger's Zaun")).toBe("'Jäger''s Zaun'");
    expect(sqlValue(null)).toBe('NULL');
    expect(sqlValue(true)).toBe('1');
    expect(sqlValue({ a: "it's" })).toBe(`'{"a":"it''s"}'`);
  });
  it('splits inserts into moderate statements', () => {
    const statements = insertStatements(
      't',
      ['a'],
      Array.from({ length: 120 }, (_, i) => [i]),
    );
    expect(statements).toHaveLength(3);
    const encoder = new TextEncoder();
    for (const s of sql.split(/;\n/)) expect(encoder.encode(s).length).toBeLessThan(100_000);
    expect(sql).not.toMatch(/^\s*(BEGIN|COMMIT)/m);
  });
  it('survives a naive split on ";\\n" (no comment before any statement, no raw newline in values)', () => {
    const chunks = sql
      .split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean);
    const last = chunks.pop()!;
    expect(last.startsWith('--')).toBe(true);
    for (const chunk of chunks) expect(chunk).toMatch(/^(DELETE FROM|INSERT INTO) /);
    const db = load(chunks.map((c) => `${c};`).join('\n'));
    expect(count(db, "SELECT COUNT(*) AS n FROM categories WHERE store = 'default'")).toBe(catalog.categories.length);
  });
  it('loads after the migration with the same rows in every store', () => {
    const db = load(sql);
    for (const table of CATALOG_TABLES) {
      const perStore = db
        .prepare(`SELECT store, COUNT(*) AS n FROM ${table} GROUP BY store ORDER BY store`)
        .all() as Array<{ store: string; n: number }>;
      expect(
        perStore.map((r) => r.store),
        table,
      ).toEqual(['at', 'de', 'default']);
      expect(new Set(perStore.map((r) => r.n)).size, table).toBe(1);
    }
    expect(count(db, "SELECT COUNT(*) AS n FROM products WHERE store = 'default'")).toBe(catalog.products.length);
    expect(
      count(db, "SELECT COUNT(*) AS n FROM products WHERE store = 'de' AND visibility = 4 AND status = 1"),
    ).toBeGreaterThanOrEqual(300);
    expect(
      count(db, "SELECT COUNT(*) AS n FROM stock_items WHERE store = 'at' AND qty IS NULL AND manage_stock = 1"),
    ).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM catalog_versions WHERE version = 1')).toBe(3);
    const doc = JSON.parse(
      (db.prepare("SELECT doc FROM products WHERE store = 'default' AND sku = 'DSMZ-868'").get() as { doc: string })
        .doc,
    );
    expect(doc.configurable_children.length).toBeGreaterThan(10);
  });
  it('resolves every url rewrite to an existing entity', () => {
    const db = load(sql);
    const dangling = count(
      db,
      `SELECT COUNT(*) AS n FROM url_rewrites u WHERE store = 'default' AND NOT EXISTS (
      SELECT 1 FROM products p WHERE u.entity_type = 'product' AND p.store = u.store AND p.id = u.entity_id
      UNION ALL SELECT 1 FROM categories c WHERE u.entity_type = 'category' AND c.store = u.store AND c.id = u.entity_id
      UNION ALL SELECT 1 FROM cms_pages m WHERE u.entity_type = 'cms_page' AND m.store = u.store AND m.id = u.entity_id)`,
    );
    expect(dangling).toBe(0);
    const redirects = db
      .prepare(
        "SELECT u.target_path, p.url_path FROM url_rewrites u JOIN products c ON c.store = u.store AND c.id = u.entity_id JOIN products p ON p.store = c.store AND p.sku = c.parent_sku WHERE u.store = 'default' AND u.redirect_type = 301",
      )
      .all() as Array<{ target_path: string; url_path: string }>;
    expect(redirects.length).toBeGreaterThan(100);
    for (const r of redirects) expect(r.target_path).toBe(r.url_path);
  });
  it('is idempotent: running it twice leaves the same rows and bumps the version', () => {
    const db = load(sql, sql);
    expect(count(db, "SELECT COUNT(*) AS n FROM products WHERE store = 'default'")).toBe(catalog.products.length);
    expect(count(db, 'SELECT COUNT(*) AS n FROM catalog_versions WHERE version = 2')).toBe(3);
  });
  it('seeds only the requested stores and leaves others alone', () => {
    const db = load(sql, writeSql(catalog, { stores: ['default'] }));
    expect(count(db, "SELECT COUNT(*) AS n FROM products WHERE store = 'at'")).toBe(catalog.products.length);
    expect(count(db, "SELECT version AS n FROM catalog_versions WHERE store = 'at'")).toBe(1);
    expect(() => writeSql(catalog, { stores: ['xx'] })).toThrow();
  });
});
