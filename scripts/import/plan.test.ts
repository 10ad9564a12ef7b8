import { describe, expect, it } from 'vitest';
import { entityOfFile, planImport, type DumpFile } from './plan.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const lines = (...docs: Array<Record<string, unknown>>): string =>
  docs.map((d) => JSON.stringify({ _id: String(d.id), _source: d })).join('\n');

const files: DumpFile[] = [
  {
    name: 'catalog_category.json',
    text: lines(
      { id: 3, parent_id: 2, name: 'Gear', level: 2, url_key: 'gear-3', url_path: 'gear/gear-3' },
      { id: 7, parent_id: 2, name: 'Collections', level: 2, is_active: false },
    ),
  },
  {
    name: 'catalog_cms_page.json',
    text: `${lines({ id: 5, identifier: 'about-us', title: 'About us', active: true })}\n{"broken"\n${lines({ id: 6, identifier: 'old', active: false })}`,
  },
  { name: 'catalog_cms_block.json', text: lines({ id: 1, identifier: 'footer', content: "it's <b>bold</b>" }) },
  { name: 'catalog_attribute.json', text: lines({ id: 93, attribute_id: 93, attribute_code: 'color', options: [] }) },
  { name: 'catalog_taxrule.json', text: lines({ id: 2, code: 'General', rates: [] }) },
  {
    name: 'product-data-format.json',
    text: `    {\n "_id": "19", "_source": ${JSON.stringify({
      id: 19,
      sku: 'P1',
      name: 'Grips',
      price: 19,
      url_key: 'grips',
      url_path: 'gear/grips.html',
      category_ids: ['3'],
      color: '53',
      configurable_children: [{ sku: 'P1-A', name: 'A', price: 19, color: '49' }],
    })}\n    }\n    ]\n  }`,
  },
  { name: 'README.md', text: '# not a dump' },
];

describe('entityOfFile', () => {
  it('knows the elasticdump names and the product example file', () => {
    expect(entityOfFile('catalog_category.json')).toBe('category');
    expect(entityOfFile('vue_storefront_catalog_cms_page.jsonl')).toBe('cms_page');
    expect(entityOfFile('catalog_product.ndjson')).toBe('product');
    expect(entityOfFile('vue_storefront_catalog_cms_block_1587031505.json')).toBe('cms_block');
    expect(entityOfFile('product-data-format.json')).toBe('product');
    expect(entityOfFile('category-data-format.json')).toBeUndefined();
    expect(entityOfFile('catalog_review.json')).toBeUndefined();
  });
});

describe('planImport', () => {
  const plan = planImport(files, { store: 'at', now: NOW, codes: ['color'] });

  it('reports every file read, the ignored ones and each broken entry by file and line', () => {
    expect(plan.files.map((f) => [f.name, f.format, f.entries])).toContainEqual([
      'product-data-format.json',
      'json-stream',
      1,
    ]);
    expect(plan.ignored).toEqual(['README.md']);
    expect(plan.issues).toEqual([
      { file: 'catalog_cms_page.json', line: 2, message: expect.stringMatching(/^malformed JSON/) },
    ]);
  });

  it('counts rows per table', () => {
    expect(plan.counts).toEqual({
      categories: 2,
      products: 2,
      'products (configurable children)': 1,
      product_categories: 1,
      product_attributes: 3,
      stock_items: 2,
      attributes: 1,
      tax_rules: 1,
      cms_pages: 2,
      cms_blocks: 1,
      url_rewrites: 5,
    });
  });

  it('writes upserts for the store, rewrites for active entities only, and bumps the catalog version last', () => {
    const sql = plan.statements.join('\n');
    expect(sql).not.toMatch(/\b(BEGIN|COMMIT)\b/);
    expect(sql).not.toMatch(/^INSERT INTO (?!catalog_versions|product_search_docs)/m);
    expect(sql).toContain("'at', 'gear/gear-3', 'category', 3, NULL, 0");
    expect(sql).not.toContain("'category', 7,");
    expect(sql).toContain("'at', 'gear/grips.html', 'product', 19, NULL, 0");
    expect(sql).toContain("'at', 'gear/grips', 'product', 19, NULL, 0");
    expect(sql).toMatch(/'at', 'a', 'product', \d+, 'gear\/grips.html', 301/);
    expect(sql).toContain("'at', 'about-us', 'cms_page', 5, NULL, 0");
    expect(sql).not.toContain("'old', 'cms_page'");
    expect(sql).toContain("it''s <b>bold</b>");
    expect(plan.statements.at(-1)).toMatch(
      /^INSERT INTO catalog_versions .*\('at', 1, '2026-11-22 12:00:00'\)\nON CONFLICT \(store\) DO UPDATE SET version = catalog_versions.version \+ 1/,
    );
  });

  it('clears what an earlier import derived from these products before writing', () => {
    const first = plan.statements.findIndex((s) => s.startsWith('INSERT'));
    const deletes = plan.statements.slice(0, first);
    expect(deletes.every((s) => s.startsWith('DELETE FROM'))).toBe(true);
    expect(deletes).toContain("DELETE FROM products WHERE store = 'at' AND parent_sku IN ('P1', 'P1-A');");
    expect(
      deletes.some(
        (s) =>
          s.startsWith('DELETE FROM url_rewrites') && s.includes("entity_type = 'category' AND entity_id IN (3, 7)"),
      ),
    ).toBe(true);
  });

  it("keeps every statement below D1's 100 kB limit", () => {
    const big = planImport(
      [
        {
          name: 'catalog_cms_block.json',
          text: lines(
            ...Array.from({ length: 60 }, (_, i) => ({ id: i + 1, identifier: `b${i}`, content: 'x'.repeat(20_000) })),
          ),
        },
      ],
      { store: 'default', now: NOW, codes: [] },
    );
    expect(big.statements.length).toBeGreaterThan(10);
    for (const s of big.statements) expect(new TextEncoder().encode(s).length).toBeLessThan(100_000);
  });

  it('gives a request path to the first entity that claims it', () => {
    const clash = planImport(
      [
        { name: 'catalog_category.json', text: lines({ id: 3, name: 'Gear', url_path: 'gear' }) },
        { name: 'catalog_product.json', text: lines({ id: 1, sku: 'G', name: 'Gear', url_key: 'gear' }) },
      ],
      { store: 'default', now: NOW, codes: [] },
    );
    expect(clash.counts.url_rewrites).toBe(1);
    expect(clash.issues).toEqual([
      {
        file: '(url_rewrites)',
        line: 0,
        message: 'request path "gear" names several entities; the first one keeps it',
      },
    ]);
  });
});
