import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, get } from './helpers.ts';

// The product page's streamed extras: approved reviews with their average, count
// and AggregateRating JSON-LD, and the similar products row, as the server renders them.

interface Seeded {
  id: number;
  sku: string;
  url_key: string;
  doc: any;
}

async function visibleSimple(offset: number): Promise<Seeded> {
  const row = await env.DB.prepare(
    "SELECT id, sku, url_key, doc FROM products WHERE store = 'default' AND type_id = 'simple' AND status = 1 AND visibility = 4 ORDER BY id LIMIT 1 OFFSET ?",
  )
    .bind(offset)
    .first<{ id: number; sku: string; url_key: string; doc: string }>();
  if (!row) throw new Error('seed has no visible simple product');
  return { ...row, doc: JSON.parse(row.doc) };
}

async function addReview(
  productId: number,
  rating: number | null,
  status: 'approved' | 'pending',
  title: string,
): Promise<void> {
  const at = new Date().toISOString();
  await env.DB.prepare(
    "INSERT INTO reviews (store, product_id, nickname, title, detail, rating, review_entity, status, created_at, updated_at) VALUES ('default', ?, 'Rita', ?, 'Sehr stabil und schnell montiert.', ?, 'product', ?, ?, ?)",
  )
    .bind(productId, title, rating, status, at, at)
    .run();
}

/** The page with every streamed block resolved (the response ends after the last one). */
async function page(product: Seeded): Promise<string> {
  const res = await get(`/p/${product.sku}/${product.url_key}`);
  expect(res.status).toBe(200);
  return res.text();
}

function streamed(html: string, name: string): any {
  const m = new RegExp(`<script type="application/json" id="deferred-${name}">([\\s\\S]*?)</script>`).exec(html);
  expect(m, `deferred block ${name}`).not.toBeNull();
  return JSON.parse(m![1]!);
}

function productNodes(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((m) => {
      const doc = JSON.parse(m[1]!);
      return doc['@graph'] ?? [doc];
    })
    .filter((n) => n['@type'] === 'Product');
}

let reviewed: Seeded;
let unreviewed: Seeded;

beforeAll(async () => {
  reviewed = await visibleSimple(0);
  unreviewed = await visibleSimple(1);
  await addReview(reviewed.id, 5, 'approved', 'Top Qualität');
  await addReview(reviewed.id, 4, 'approved', 'Gut');
  await addReview(reviewed.id, 4, 'approved', 'Solide');
  await addReview(reviewed.id, null, 'approved', 'Ohne Sterne');
  await addReview(reviewed.id, 1, 'pending', 'Noch nicht geprüft');
});

describe('product page reviews', () => {
  it('streams the approved reviews with their average and count; pending ones stay hidden', async () => {
    const html = await page(reviewed);
    const block = streamed(html, 'reviews');
    expect(block).toMatchObject({ average: 4.3, ratingCount: 3, reviewCount: 4 });
    expect(block.reviews.map((r: any) => r.title).sort()).toEqual(['Gut', 'Ohne Sterne', 'Solide', 'Top Qualität']);
    expect(html).toContain('4 Bewertungen');
    expect(html).toContain('4,3 von 5 Sternen');
    expect(html).not.toContain('Noch nicht geprüft');
  });

  it("gives the AggregateRating of the shown average to the page's Product node", async () => {
    const html = await page(reviewed);
    const nodes = productNodes(html);
    const main = nodes.find((n) => n.offers);
    const rating = nodes.find((n) => n.aggregateRating);
    expect(main['@id']).toBe(`${ORIGIN}/p/${reviewed.sku}/${reviewed.url_key}#product`);
    expect(rating['@id']).toBe(main['@id']);
    expect(rating.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 3,
      reviewCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('invites the first review when there is none, without an AggregateRating', async () => {
    const html = await page(unreviewed);
    expect(streamed(html, 'reviews')).toMatchObject({ average: null, reviewCount: 0, reviews: [] });
    expect(html).toContain('Noch keine Bewertungen.');
    expect(productNodes(html).some((n) => n.aggregateRating)).toBe(false);
  });
});

describe('similar products', () => {
  it('shows products of the same categories near the price, never the product or its related products', async () => {
    const html = await page(reviewed);
    const similar: any[] = streamed(html, 'similar');
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    const related = (reviewed.doc.product_links ?? [])
      .filter((l: any) => l.link_type === 'related')
      .map((l: any) => l.linked_product_sku);
    const own = new Set((reviewed.doc.category_ids as number[]).map(String));
    for (const p of similar) {
      expect(p.sku).not.toBe(reviewed.sku);
      expect(related).not.toContain(p.sku);
      expect((p.category_ids as number[]).some((id) => own.has(String(id)))).toBe(true);
    }
    expect(html).toContain('Ähnliche Produkte');
  });
});

describe('404 and 500 pages', () => {
  it('offer a search form (GET /search of the store) and the top categories', async () => {
    for (const [path, action] of [
      ['/gibt-es-nicht', '/search'],
      ['/at/gibt-es-nicht', '/at/search'],
      ['/error', '/search'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(path.endsWith('error') ? 500 : 404);
      const html = await res.text();
      expect(html, path).toMatch(new RegExp(`<form role="search"[^>]*action="${action}" method="get"`));
      expect(html, path).toContain('name="q"');
      expect((html.match(/class="chip"/g) ?? []).length, path).toBeGreaterThan(2);
    }
  });
});
