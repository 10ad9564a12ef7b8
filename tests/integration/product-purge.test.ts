import { beforeAll, describe, expect, it } from 'vitest';
import { admin, staffSession } from './admin-helpers.ts';
import { get } from './helpers.ts';
import { buyable, docOf, one, orderBody, placeOrder } from './order-helpers.ts';

// A sale or a stock edit purges exactly the cached pages that show the product: its own page and
// the listings with its card re-render with the new stock, every other cached page stays cached.

interface Picked {
  sku: string;
  url_key: string;
  category: string;
}

const cacheState = (res: Response) => res.headers.get('x-ssr-cache');

async function untilHit(path: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await get(path);
    const html = await res.text();
    if (cacheState(res) === 'HIT') return html;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} never came from the cache`);
}

/** A buyable, counted, in-stock simple product listed in a small category (all on its first page). */
async function pickProduct(offset: number): Promise<Picked> {
  return one<Picked>(
    `SELECT p.sku, p.url_key, c.slug AS category FROM products p
     JOIN stock_items s ON s.store = p.store AND s.sku = p.sku
     JOIN product_categories pc ON pc.store = p.store AND pc.product_id = p.id
     JOIN categories c ON c.store = p.store AND c.id = pc.category_id
     WHERE ${buyable} AND p.parent_sku IS NULL AND p.visibility = 4 AND s.manage_stock = 1 AND s.is_in_stock = 1
       AND s.qty > 0 AND c.is_active = 1 AND c.product_count BETWEEN 2 AND 40
     ORDER BY p.id LIMIT 1 OFFSET ?`,
    offset,
  );
}

/** A cached category page that does not list `sku`. */
async function unrelatedCategory(sku: string): Promise<string> {
  const { slugs } = await one<{ slugs: string }>(
    "SELECT json_group_array(slug) AS slugs FROM categories WHERE store = 'default' AND is_active = 1 AND product_count >= 2",
  );
  for (const slug of JSON.parse(slugs) as string[]) {
    const html = await untilHit(`/c/${slug}`);
    if (!html.includes(`/p/${sku}/`)) return `/c/${slug}`;
  }
  throw new Error(`every category lists ${sku}`);
}

/** Caches the product's page, its category and an unrelated category; answers their paths. */
async function cachePages(p: Picked) {
  const product = `/p/${p.sku}/${p.url_key}`;
  const category = `/c/${p.category}`;
  expect(await untilHit(product)).not.toContain('Nicht auf Lager');
  expect(await untilHit(category)).toContain(`/p/${p.sku}/`);
  return { product, category, unrelated: await unrelatedCategory(p.sku) };
}

async function expectPurged(pages: { product: string; category: string; unrelated: string }, sku: string) {
  const product = await get(pages.product);
  expect(cacheState(product)).toBe('MISS');
  expect(await product.text()).toContain('Nicht auf Lager');
  const category = await get(pages.category);
  expect(cacheState(category)).toBe('MISS');
  const listing = await category.text();
  // The product's card now says it is out of stock.
  const card = listing.split('<article').find((part) => part.includes(`/p/${sku}/`));
  expect(card?.slice(0, card.indexOf('</article>'))).toContain('stock--out');
  const unrelated = await get(pages.unrelated);
  expect(cacheState(unrelated)).toBe('HIT');
  await unrelated.text();
}

describe('per-product purge of cached pages', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await staffSession('staff')).cookie;
  });

  it('an order of the last item re-renders the product page and its listing, nothing else', async () => {
    const p = await pickProduct(0);
    await one("UPDATE stock_items SET qty = 1 WHERE store = 'default' AND sku = ? RETURNING sku", p.sku);
    const pages = await cachePages(p);

    const placed = await placeOrder(orderBody([{ sku: p.sku, qty: 1 }]));
    expect(placed.status).toBe(200);
    expect((await docOf(p.sku)).stock).toMatchObject({ qty: 0, is_in_stock: false });
    await expectPurged(pages, p.sku);
  }, 60_000);

  it("a back-office stock edit re-renders the product's pages, nothing else", async () => {
    const p = await pickProduct(1);
    const pages = await cachePages(p);

    const edit = await admin('POST', `/api/admin/stock/default/${p.sku}`, { qty: 0, is_in_stock: false }, { cookie });
    expect(edit.status).toBe(200);
    await expectPurged(pages, p.sku);
  }, 60_000);

  it("a configurable child's stock edit reaches its parent's document and page", async () => {
    const child = await one<{ sku: string; parent_sku: string; url_key: string }>(
      `SELECT p.sku, p.parent_sku, q.url_key FROM products p JOIN products q ON q.store = p.store AND q.sku = p.parent_sku
       JOIN stock_items s ON s.store = p.store AND s.sku = p.sku
       WHERE p.store = 'default' AND q.status = 1 AND q.visibility = 4 AND s.manage_stock = 1 AND s.is_in_stock = 1
       ORDER BY p.id LIMIT 1`,
    );
    const parentPage = `/p/${child.parent_sku}/${child.url_key}`;
    await untilHit(parentPage);

    const edit = await admin(
      'POST',
      `/api/admin/stock/default/${child.sku}`,
      { qty: 0, is_in_stock: false },
      { cookie },
    );
    expect(edit.status).toBe(200);
    const embedded = (await docOf(child.parent_sku)).configurable_children.find((c: any) => c.sku === child.sku);
    expect(embedded.stock).toMatchObject({ qty: 0, is_in_stock: false });
    const again = await get(parentPage);
    expect(cacheState(again)).toBe('MISS');
    await again.text();
  }, 60_000);
});
