// The importer's SQL against the real migration in SQLite (node:sqlite): it loads, it is
// idempotent, a re-import rebuilds derived rows, and other stores stay untouched. The wrangler
// round trip and the pages it serves are covered by tests/compat/vsf-import.test.ts.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planImport, type DumpFile } from './import/plan.ts';
import { FACET_ATTRIBUTES } from '../worker/catalog/product-search.ts';
import { dumpFiles, formatReport, parseArgs } from './import-vsf.ts';

// The catalog tables and the text search the import rebuilds (its triggers and store numbers).
const migration = [
  '0001_catalog.sql',
  '0002_fulltext.sql',
  '0012_listable_search_docs.sql',
  '0013_search_docs_per_store.sql',
  '0023_gross_prices.sql',
]
  .map((name) => readFileSync(new URL(`../migrations/${name}`, import.meta.url), 'utf8'))
  .join('\n');
const FIXTURES = new URL('../../shared/fixtures/vsf-api/', import.meta.url).pathname;
const NOW = new Date('2026-11-22T12:00:00Z');

const run = (db: DatabaseSync, files: DumpFile[], store = 'default') => {
  const plan = planImport(files, { store, now: NOW, codes: FACET_ATTRIBUTES });
  db.exec(plan.statements.join('\n'));
  return plan;
};
const count = (db: DatabaseSync, sql: string): number => Number((db.prepare(sql).get() as { n: number }).n);
const fresh = (): DatabaseSync => {
  const db = new DatabaseSync(':memory:');
  db.exec(migration);
  return db;
};
const productFile = (children: string[]): DumpFile => ({
  name: 'catalog_product.json',
  text: JSON.stringify({
    _source: {
      id: 1,
      sku: 'GATE',
      name: 'Gate',
      type_id: 'configurable',
      price: 100,
      url_key: 'gate',
      category_ids: [3],
      hoehe: '105',
      configurable_children: children.map((sku) => ({
        sku,
        name: sku,
        price: 100,
        hoehe: sku.endsWith('1') ? '101' : '102',
      })),
    },
  }),
});
const TABLES = ['products', 'product_categories', 'product_attributes', 'stock_items', 'url_rewrites'];
const snapshot = (db: DatabaseSync) =>
  Object.fromEntries(TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2, 3`).all()]));

describe('import-vsf arguments', () => {
  it('reads the directory, store, state dir and output options', () => {
    expect(parseArgs(['dumps', '--store', 'at', '--persist-to', '/tmp/x'])).toMatchObject({
      store: 'at',
      persistTo: '/tmp/x',
      remote: false,
    });
    expect(parseArgs(['dumps']).store).toBe('default');
    expect(() => parseArgs([])).toThrow(/which directory/);
    expect(() => parseArgs(['d', '--store', 'fr'])).toThrow(/unknown store "fr"/);
    expect(() => parseArgs(['d', '--remote', '--persist-to', 'x'])).toThrow(/exclude each other/);
    expect(() => parseArgs(['d', '--bogus'])).toThrow(/unknown option --bogus/);
  });
});

describe('import SQL in SQLite', () => {
  it('is idempotent: a second run leaves the same rows and bumps the catalog version', () => {
    const db = fresh();
    run(db, [productFile(['G1', 'G2'])]);
    const first = snapshot(db);
    run(db, [productFile(['G1', 'G2'])]);
    expect(snapshot(db)).toEqual(first);
    expect(db.prepare("SELECT version FROM catalog_versions WHERE store = 'default'").get()).toEqual({ version: 2 });
  });

  it('rebuilds derived rows: a child that left the export loses its row, stock, URL and filter value', () => {
    const db = fresh();
    run(db, [productFile(['G1', 'G2'])]);
    expect(count(db, "SELECT COUNT(*) n FROM product_attributes WHERE product_id = 1 AND code = 'hoehe'")).toBe(3);
    run(db, [productFile(['G1'])]);
    expect(
      db
        .prepare('SELECT sku FROM products ORDER BY sku')
        .all()
        .map((r) => r.sku),
    ).toEqual(['G1', 'GATE']);
    expect(count(db, "SELECT COUNT(*) n FROM stock_items WHERE sku = 'G2'")).toBe(0);
    expect(count(db, "SELECT COUNT(*) n FROM url_rewrites WHERE request_path = 'g2'")).toBe(0);
    expect(
      db
        .prepare("SELECT value FROM product_attributes WHERE product_id = 1 AND code = 'hoehe' ORDER BY value")
        .all()
        .map((r) => r.value),
    ).toEqual(['101', '105']);
  });

  it('leaves the other stores alone', () => {
    const db = fresh();
    run(db, [productFile(['G1'])], 'default');
    run(db, [productFile([])], 'at');
    expect(count(db, "SELECT COUNT(*) n FROM products WHERE store = 'default'")).toBe(2);
    expect(count(db, "SELECT COUNT(*) n FROM products WHERE store = 'at'")).toBe(1);
  });

  it('leaves the search documents under the store number text search looks in, also when repeated', () => {
    const db = fresh();
    for (let i = 0; i < 2; i++) run(db, [productFile(['G1', 'G2'])]);
    const inRange =
      "SELECT COUNT(*) n FROM product_search_docs d JOIN search_store_numbers s ON s.store = d.store WHERE d.docid BETWEEN s.number * 4294967296 AND s.number * 4294967296 + 4294967295 AND d.store = 'default'";
    expect(count(db, "SELECT COUNT(*) n FROM product_search_docs WHERE store = 'default'")).toBe(1);
    expect(count(db, inRange)).toBe(1);
  });

  it('with replace, empties the store first: the dump becomes its whole catalog', () => {
    const db = fresh();
    run(db, [productFile(['G1'])], 'default');
    run(db, [productFile([])], 'at');
    const categories: DumpFile = {
      name: 'catalog_category.json',
      text: JSON.stringify({
        _source: { id: 3, name: 'Tore', parent_id: 2, level: 2, is_active: true, url_key: 'tore' },
      }),
    };
    db.exec(
      planImport([categories], { store: 'default', now: NOW, codes: FACET_ATTRIBUTES, replace: true }).statements.join(
        '\n',
      ),
    );
    expect(count(db, "SELECT COUNT(*) n FROM products WHERE store = 'default'")).toBe(0);
    expect(count(db, "SELECT COUNT(*) n FROM product_search_docs WHERE store = 'default'")).toBe(0);
    expect(count(db, "SELECT COUNT(*) n FROM categories WHERE store = 'default'")).toBe(1);
    expect(count(db, "SELECT COUNT(*) n FROM products WHERE store = 'at'")).toBe(1);
  });
});

describe.skipIf(!existsSync(FIXTURES))('the vue-storefront-api fixtures (../shared/fixtures/vsf-api)', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-vsf-unit-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('load into the schema with every entity and no issue', () => {
    const { files, ignored } = dumpFiles(FIXTURES);
    expect(files.map((f) => f.name)).toEqual([
      'catalog_attribute.json',
      'catalog_category.json',
      'catalog_cms_block.json',
      'catalog_cms_page.json',
      'catalog_taxrule.json',
      'product-data-format.json',
    ]);
    expect(ignored).toContain('category-data-format.json');
    const db = fresh();
    const plan = run(db, files);
    expect(plan.issues).toEqual([]);
    expect(plan.counts).toMatchObject({
      categories: 48,
      products: 16,
      'products (configurable children)': 15,
      cms_pages: 6,
      cms_blocks: 20,
      attributes: 80,
      tax_rules: 1,
    });
    expect(count(db, 'SELECT COUNT(*) n FROM categories WHERE is_active = 1')).toBe(46);
    expect(formatReport(plan, 'default')).toContain('read product-data-format.json: 1 product entry (json-stream)');
  });

  it('report a broken line of a copied dump by file and line, and import the rest', () => {
    const lines = readFileSync(join(FIXTURES, 'catalog_category.json'), 'utf8').split('\n');
    lines.splice(4, 0, '{"_index":"vue_storefront_catalog_category","_id":"999","_source":{"id":999,');
    writeFileSync(join(dir, 'catalog_category.json'), lines.join('\n'));
    const db = fresh();
    const plan = run(db, dumpFiles(dir).files);
    expect(plan.issues).toEqual([
      { file: 'catalog_category.json', line: 5, message: expect.stringMatching(/^malformed JSON/) },
    ]);
    expect(count(db, 'SELECT COUNT(*) n FROM categories')).toBe(48);
  });
});
