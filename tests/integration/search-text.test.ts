import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_SCORE, normaliseSearchText, textSearchSql } from '../../worker/catalog/fulltext.ts';
import { search } from './helpers.ts';

// `_searchText` over the FTS5 index of migrations/0002_fulltext.sql, against the seeded demo shop.

const INDEX = 'vue_storefront_catalog';
const AT_INDEX = 'vue_storefront_catalog_at';

interface Listed {
  id: number;
  sku: string;
  name: string;
  text: string[];
}
let listed: Listed[] = [];

/** Listable products whose name, sku or category names contain `term` (normalised): what a search must find. */
const expectedSkus = (term: string) =>
  listed
    .filter((p) => p.text.some((t) => t.includes(normaliseSearchText(term))))
    .map((p) => p.sku)
    .sort();

async function find(text: string, query = '', body: Record<string, unknown> = {}) {
  const res = await search(INDEX, 'product', { _searchText: text, ...body }, `&size=999${query}`);
  expect(res.status).toBe(200);
  const hits: { _score: number; _source: any }[] = res.json.hits.hits;
  return {
    total: res.json.hits.total as number,
    hits,
    skus: hits.map((h) => h._source.sku as string),
    json: res.json,
  };
}

beforeAll(async () => {
  const rows = await env.DB.prepare(
    "SELECT id, sku, name, doc FROM products WHERE store = 'default' AND status < 2 AND visibility <> 1",
  ).all<{ id: number; sku: string; name: string; doc: string }>();
  listed = rows.results.map((r) => {
    const categories = ((JSON.parse(r.doc).category ?? []) as { name: string }[]).map((c) => c.name).join(' ');
    return { id: r.id, sku: r.sku, name: r.name, text: [r.name, r.sku, categories].map(normaliseSearchText) };
  });
});

describe('_searchText finds products', () => {
  it('by a name fragment: all and only the listable products containing it', async () => {
    const { total, skus, hits } = await find('zierzaun');
    expect(total).toBeGreaterThan(0);
    expect([...skus].sort()).toEqual(expectedSkus('zierzaun'));
    for (const hit of hits) expect(hit._source.name).toMatch(/Zierzaun/);
  });

  it('by SKU, and by a fragment of one', async () => {
    const exact = await find('DSMZ-656');
    expect(exact.skus).toEqual(['DSMZ-656']);
    const spaced = await find('dsmz 656');
    expect(spaced.skus).toEqual(['DSMZ-656']);

    const fragment = await find('zp-6040-1230');
    expect(fragment.skus.sort()).toEqual(['ZP-6040-1230-ANT', 'ZP-6040-1230-GN', 'ZP-6040-1230-VZ']);
  });

  it('inside German compound words', async () => {
    const doppelstab = await find('doppelstab');
    expect(doppelstab.skus).toContain('DSM-656-1230-VZ'); // "Doppelstabmatte 6/5/6 Verzinkt 1230 mm"
    expect([...doppelstab.skus].sort()).toEqual(expectedSkus('doppelstab'));

    const matte = await find('matte');
    const mats = listed.filter((p) => p.name.startsWith('Doppelstabmatte ')).map((p) => p.sku);
    expect(mats.length).toBeGreaterThan(10);
    expect(matte.skus).toEqual(expect.arrayContaining(mats));
    expect([...matte.skus].sort()).toEqual(expectedSkus('matte'));

    // "Zaun" also finds what the catalog files under the plural "Zäune" (Sichtschutzelement in "Holzzäune").
    const zaun = await find('zaun');
    expect(zaun.hits.map((h) => h._source.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Jägerzaun/),
        expect.stringMatching(/^Gabionenzaun/),
        expect.stringMatching(/^Sichtschutzelement/),
      ]),
    );
    const zaunOrZaeune = [...new Set([...expectedSkus('zaun'), ...expectedSkus('zäun')])].sort();
    expect([...zaun.skus].sort()).toEqual(zaunOrZaeune);
  });

  it('with umlauts and ß written either way (names only, the SKUs do not contain these words)', async () => {
    for (const [german, ascii] of [
      ['Jägerzaun', 'jaegerzaun'],
      ['Dornmaß', 'dornmass'],
      ['Fußplatte', 'FUSSPLATTE'],
      ['grün', 'gruen'],
    ]) {
      const a = await find(german!);
      const b = await find(ascii!);
      expect(a.total, german).toBeGreaterThan(0);
      expect(b.skus, `${german} / ${ascii}`).toEqual(a.skus);
      expect([...a.skus].sort()).toEqual(expectedSkus(german!));
    }
    // A decomposed ü (u + combining diaeresis) and capitals are the same word too.
    const decomposed = await find('TU\u0308RO\u0308FFNER');
    expect(decomposed.skus).toEqual(['BES-TUEROEFFNER-12V']);
    expect((await find('tür')).skus).toEqual((await find('tuer')).skus);
  });

  it('with words of one or two characters as well', async () => {
    const { skus, total } = await find('Türöffner 12 V');
    expect(skus).toEqual(['BES-TUEROEFFNER-12V']);
    expect(total).toBe(1);
    const short = await find('12 v');
    expect(short.total).toBeGreaterThan(0);
    for (const hit of short.hits) expect(normaliseSearchText(`${hit._source.name} ${hit._source.sku}`)).toMatch(/12/);
  });

  it('requiring every word, each in any of name, sku and category names', async () => {
    const { skus } = await find('doppelstabmatte anthrazit 1230');
    const both = expectedSkus('doppelstabmatte').filter(
      (sku) => expectedSkus('anthrazit').includes(sku) && expectedSkus('1230').includes(sku),
    );
    expect(skus).toContain('DSM-656-1230-ANT');
    expect([...skus].sort()).toEqual(both);
  });

  it('never unlisted ones: configurable children (visibility 1) or unavailable products (status ≥ 2)', async () => {
    const hidden = await env.DB.prepare(
      "SELECT sku FROM products WHERE store = 'default' AND (status >= 2 OR visibility = 1) ORDER BY id LIMIT 3",
    ).all<{ sku: string }>();
    expect(hidden.results.length).toBeGreaterThan(0);
    for (const { sku } of hidden.results) expect((await find(sku)).skus).not.toContain(sku);
  });
});

describe('_searchText with the rest of the query', () => {
  it('respects applied filters, and aggregations count the matches only', async () => {
    const category = await env.DB.prepare(
      "SELECT id FROM categories WHERE store = 'default' AND name = 'Doppelstabmatten 6/5/6'",
    ).first<{ id: number }>();
    const filter = {
      _appliedFilters: [{ attribute: 'category_ids', value: { in: [category!.id] } }],
      _availableFilters: [{ field: 'price' }],
    };
    const all = await find('anthrazit');
    const filtered = await find('anthrazit', '', filter);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    for (const hit of filtered.hits) {
      expect(hit._source.category_ids).toContain(category!.id);
      expect(hit._source.name).toMatch(/Anthrazit/);
    }
    // Filters leave scores alone: a product scores the same with and without the category filter.
    const unfilteredScore = new Map(all.hits.map((h) => [h._source.sku, h._score]));
    for (const hit of filtered.hits) expect(hit._score).toBeCloseTo(unfilteredScore.get(hit._source.sku)!, 10);
    const buckets: { doc_count: number }[] = filtered.json.aggregations.agg_range_price.buckets;
    expect(buckets.reduce((n, b) => n + b.doc_count, 0)).toBe(filtered.total);
  });

  it('orders by relevance within a rank: a name match above a match in the category name only', async () => {
    // Every gate is in the category "Tore"; most also say "tor" in their name, "Gartenpforte" does not.
    const { hits } = await find('tor');
    const gates = hits.filter((h) => h._source.category.some((c: { name: string }) => c.name === 'Tore'));
    const inName = (h: { _source: any }) => normaliseSearchText(h._source.name).includes('tor');
    expect(gates.some(inName)).toBe(true);
    expect(gates.some((h) => !inName(h))).toBe(true);
    expect(gates.findIndex((h) => !inName(h))).toBe(gates.filter(inName).length);
    expect(hits.slice(0, gates.length)).toEqual(gates);
  });

  it('scores hits 0..1, best first, none under the minimum score', async () => {
    for (const text of ['tore', 'zaun', 'doppelstab anthrazit', '12 v']) {
      const { hits, json } = await find(text);
      const scores = hits.map((h) => h._score);
      expect(scores[0], text).toBe(1);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      for (const score of scores) expect(score).toBeGreaterThanOrEqual(MIN_SCORE);
      expect(json.hits.total).toBe(hits.length);
    }
  });

  it('uses a given sort instead of relevance, over the same matches', async () => {
    const relevance = await find('doppelstabmatte');
    const byPrice = await find('doppelstabmatte', '&sort=final_price:asc');
    expect(byPrice.total).toBe(relevance.total);
    expect([...byPrice.skus].sort()).toEqual([...relevance.skus].sort());
    const prices = byPrice.hits.map((h) => h._source.final_price as number);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const applied = await find('doppelstabmatte', '', { _appliedSort: [{ field: 'price', options: 'desc' }] });
    const desc = applied.hits.map((h) => h._source.price as number);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
  });

  it('pages with from and size through the relevance order', async () => {
    const all = await find('zaun');
    const page = await search(INDEX, 'product', { _searchText: 'zaun' }, '&from=5&size=5');
    expect(page.json.hits.total).toBe(all.total);
    expect(page.json.hits.hits.map((h: any) => h._source.sku)).toEqual(all.skus.slice(5, 10));
  });

  it('searches the Austrian index with its own rows', async () => {
    const de = await find('doppelstab');
    const at = await search(AT_INDEX, 'product', { _searchText: 'doppelstab' }, '&size=999');
    expect(at.status).toBe(200);
    expect(at.json.hits.total).toBe(de.total);
    expect(at.json.hits.hits[0]._index).toBe(AT_INDEX);
    const hit = at.json.hits.hits[0]._source;
    expect(hit.priceInclTax).toBeCloseTo(hit.price * 1.2, 2);
  });
});

describe('the index follows writes to products (triggers, no application code)', () => {
  // A product of a store no index maps to, so other test files never see it, looked up with the
  // same SQL the endpoint joins on.
  const STORE = 'zz_fts_test';
  const ids = async (text: string) => {
    const sql = textSearchSql(STORE, text)!;
    const rows = await env.DB.prepare(sql.sql)
      .bind(...sql.params)
      .all<{ id: number }>();
    return rows.results.map((r) => r.id);
  };
  const write = (verb: string, name: string, id = 7, categories = ['Gartenzäune']) =>
    env.DB.prepare(
      `${verb} INTO products (store, id, sku, type_id, name, url_key, url_path, created_at, updated_at, doc) VALUES (?, ?, ?, 'simple', ?, ?, ?, '2026-01-01', '2026-01-01', ?)`,
    )
      .bind(
        STORE,
        id,
        `FTS-TEST-${id}`,
        name,
        `fts-test-${id}`,
        `fts-test-${id}`,
        JSON.stringify({ id, category: categories.map((c, i) => ({ category_id: i + 1, name: c })) }),
      )
      .run();

  it('an insert, an updated name, an INSERT OR REPLACE and a delete', async () => {
    try {
      await write('INSERT', 'Zaunkönig Vogelhaus');
      expect(await ids('zaunkoenig')).toEqual([7]);
      expect(await ids('gartenzaeune')).toEqual([7]); // category names from the document
      expect(await ids('fts-test-7')).toEqual([7]);

      await env.DB.prepare("UPDATE products SET name = 'Meisenknödel' WHERE store = ? AND id = 7").bind(STORE).run();
      expect(await ids('zaunkönig')).toEqual([]);
      expect(await ids('knoedel')).toEqual([7]);

      // The importer's INSERT OR REPLACE removes the old row without firing the delete trigger.
      await write('INSERT OR REPLACE', 'Straßenpoller Edelstahl');
      expect(await ids('knödel')).toEqual([]);
      expect(await ids('strassenpoller')).toEqual([7]);
      const docs = await env.DB.prepare('SELECT COUNT(*) AS n FROM product_search_docs WHERE store = ?')
        .bind(STORE)
        .first<{ n: number }>();
      expect(docs?.n).toBe(1);

      await env.DB.prepare('DELETE FROM products WHERE store = ?').bind(STORE).run();
      expect(await ids('strassenpoller')).toEqual([]);
      const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM product_search_docs WHERE store = ?')
        .bind(STORE)
        .first<{ n: number }>();
      expect(left?.n).toBe(0);
      // FTS5 compares its index with product_search_docs and fails on any difference.
      await env.DB.prepare("INSERT INTO product_fulltext (product_fulltext, rank) VALUES ('integrity-check', 1)").run();
    } finally {
      await env.DB.prepare('DELETE FROM products WHERE store = ?').bind(STORE).run();
    }
  });

  it("keeps each store's documents in their own rowid range: a search reads only its store's", async () => {
    const OTHER = 'zz_fts_other';
    const matchIn = async (store: string, text: string) => {
      const sql = textSearchSql(store, text)!;
      return (
        await env.DB.prepare(sql.sql)
          .bind(...sql.params)
          .all<{ id: number }>()
      ).results.map((r) => r.id);
    };
    try {
      await write('INSERT', 'Zaunkönig Vogelhaus');
      await env.DB.prepare(
        `INSERT INTO products (store, id, sku, type_id, name, url_key, url_path, created_at, updated_at, doc) VALUES (?, 7, 'FTS-OTHER-7', 'simple', 'Zaunkönig Nistkasten', 'o', 'o', '2026-01-01', '2026-01-01', '{}')`,
      )
        .bind(OTHER)
        .run();
      expect(await matchIn(STORE, 'vogelhaus')).toEqual([7]);
      expect(await matchIn(OTHER, 'vogelhaus')).toEqual([]);
      expect(await matchIn(OTHER, 'nistkasten')).toEqual([7]);
      expect(await matchIn(STORE, 'zaunkoenig')).toEqual([7]);
      const { results } = await env.DB.prepare(
        'SELECT d.docid - n.number * 4294967296 AS offset FROM product_search_docs d JOIN search_store_numbers n ON n.store = d.store WHERE d.store IN (?, ?)',
      )
        .bind(STORE, OTHER)
        .all<{ offset: number }>();
      expect(results.map((r) => r.offset)).toEqual([7, 7]);
    } finally {
      await env.DB.prepare('DELETE FROM products WHERE store IN (?, ?)').bind(STORE, OTHER).run();
    }
  });

  it('holds only listable products: unlisting takes a product out, listing it again puts it back', async () => {
    const indexed = async () =>
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM product_search_docs WHERE store = ?')
          .bind(STORE)
          .first<{ n: number }>()
      )?.n;
    try {
      await write('INSERT', 'Zaunkönig Vogelhaus');
      expect(await indexed()).toBe(1);
      await env.DB.prepare('UPDATE products SET visibility = 1 WHERE store = ? AND id = 7').bind(STORE).run();
      expect(await indexed()).toBe(0);
      expect(await ids('zaunkoenig')).toEqual([]);
      await env.DB.prepare('UPDATE products SET visibility = 4, status = 2 WHERE store = ? AND id = 7')
        .bind(STORE)
        .run();
      expect(await indexed()).toBe(0);
      await env.DB.prepare('UPDATE products SET status = 1 WHERE store = ? AND id = 7').bind(STORE).run();
      expect(await ids('zaunkoenig')).toEqual([7]);
      await env.DB.prepare("INSERT INTO product_fulltext (product_fulltext, rank) VALUES ('integrity-check', 1)").run();
    } finally {
      await env.DB.prepare('DELETE FROM products WHERE store = ?').bind(STORE).run();
    }
  });

  it('drops matches under the minimum score: 2 % of the best match', async () => {
    const filler = Array.from({ length: 300 }, (_, i) => `Kategorie${i}`);
    try {
      // The word three times in a short name, against once among 300 category names: bm25 length
      // normalisation and the boosts (name 4, category 1) leave the second well under 2 % of the first.
      await write('INSERT', 'Testwort Testwort Testwort', 1);
      await write('INSERT', 'Anderes', 2, [...filler, 'Testwort']);
      const scored = async () => {
        const sql = textSearchSql(STORE, 'testwort')!;
        return (
          await env.DB.prepare(sql.sql)
            .bind(...sql.params)
            .all<{ id: number; score: number }>()
        ).results;
      };
      expect(await scored()).toEqual([{ id: 1, score: 1 }]);
      // Alone, the weak match is the best one and is found.
      await env.DB.prepare('DELETE FROM products WHERE store = ? AND id = 1').bind(STORE).run();
      expect(await scored()).toEqual([{ id: 2, score: 1 }]);
    } finally {
      await env.DB.prepare('DELETE FROM products WHERE store = ?').bind(STORE).run();
    }
  });
});

describe('odd search text is a 200 without hits or a 400 with a message, never a 500', () => {
  it.each([
    `"*:()'~`,
    '"',
    '*',
    'NEAR(zaun matte)',
    'zaun OR matte AND NOT',
    'name:zaun',
    '^zaun',
    "'; DROP TABLE products; --",
    '%_%',
    '\\',
    'zaun\u0000matte',
    '🦔🦔🦔',
    '   ',
    'ab',
    `${'doppelstab '.repeat(18)}`,
    'x'.repeat(200),
  ])('%j', async (text) => {
    const { status, json } = await search(INDEX, 'product', { _searchText: text });
    expect(status).toBe(200);
    expect(Array.isArray(json.hits.hits)).toBe(true);
  });

  it('rejects a 300-character text with a 400 that names the field', async () => {
    const { status, json } = await search(INDEX, 'product', { _searchText: 'zaun'.repeat(75) });
    expect(status).toBe(400);
    expect(String(json.result)).toMatch(/_searchText/);
  });

  it('rejects a search text that is not a string', async () => {
    const { status } = await search(INDEX, 'product', { _searchText: { $ne: 1 } });
    expect(status).toBe(400);
  });
});
