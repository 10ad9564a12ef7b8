// What Lighthouse audits: the page types a shopper passes on the way to an order, and the cart
// that makes the checkout a real one (a server cart with one line, kept in the browser the way the
// client keeps it).
import { queryOne } from './d1-load.mjs';

/** The client's stored cart: localStorage key and cookie of client/cart/persist.ts (store `default`). */
const CART_STORAGE_KEY = 'zaunshop:default:cart:v1';
const CART_TOKEN_COOKIE = 'cart_token';
/**
 * The consent choice as client/consent/choice.ts keeps it. A German shopper with a cart has
 * decided: the consent sheet's backdrop keeps every tap off the page until they do, so no cart is
 * filled undecided. Without it the checkout's largest paint would be that sheet, shown after the
 * 2000 ms consent wait, on a page the shopper can only reach after answering it.
 */
const CONSENT_STORAGE_KEY = 'zaunshop:consent:v1';
const ONLY_NECESSARY = { version: 1, analytics: false, marketing: false };
const SEARCH_TERM = 'doppelstab';
const PLANNER_EXAMPLE = 'l=15&l=12&a=90&gl=1&gw=1000&ga=6';

/** Home, the busiest category, a configurable product, search results, the checkout and the fence planner. */
export async function lighthousePages(db) {
  const category = await queryOne(
    db,
    "SELECT slug FROM categories WHERE store = 'default' AND is_active = 1 ORDER BY product_count DESC, id LIMIT 1",
  );
  const product = await queryOne(
    db,
    `SELECT sku, COALESCE(json_extract(doc, '$.slug'), url_key) AS slug FROM products
     WHERE store = 'default' AND type_id = 'configurable' AND parent_sku IS NULL AND visibility = 4 AND status = 1
     ORDER BY id LIMIT 1`,
  );
  if (!category || !product) throw new Error('the seeded D1 has no category or no configurable product');
  const pages = [
    { key: 'home', label: 'home', path: '/' },
    { key: 'category', label: 'category', path: `/c/${encodeURIComponent(category.slug)}` },
    {
      key: 'product',
      label: 'configurable product',
      path: `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug)}`,
    },
    { key: 'search', label: 'search results', path: `/search?q=${SEARCH_TERM}` },
    { key: 'checkout', label: 'checkout, one cart line', path: '/checkout', needsCart: true },
    // The planner's example run: 15 m, a right-angled corner, 12 m, a 1 m gate 6 m along.
    { key: 'planner', label: 'fence planner, 27 m plan', path: `/zaunplaner?${PLANNER_EXAMPLE}` },
  ];
  // BENCH_LIGHTHOUSE_PAGES=product,checkout audits only those (while chasing one page's figures).
  const only = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  const unknown = only.filter((key) => !pages.some((page) => page.key === key));
  if (unknown.length)
    throw new Error(`BENCH_LIGHTHOUSE_PAGES: no page ${unknown.join(', ')} (${pages.map((p) => p.key)})`);
  return only.length ? pages.filter((page) => only.includes(page.key)) : pages;
}

async function api(base, path, body) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * A server cart holding one simple product (the first buyable one), and the stored client cart
 * that points at it. Returns what `storeCart` writes into the browser.
 */
export async function createCart(base, db) {
  const created = await api(base, '/api/cart/create?storeCode=default');
  const token = created.body?.result;
  if (created.status !== 200 || typeof token !== 'string') throw new Error(`cart create answered ${created.status}`);
  const { results } = await db
    .prepare(
      `SELECT sku, doc FROM products
       WHERE store = 'default' AND type_id = 'simple' AND parent_sku IS NULL AND visibility = 4 AND status = 1
       ORDER BY id LIMIT 10`,
    )
    .all();
  for (const row of results) {
    const added = await api(base, `/api/cart/update?cartId=${token}&storeCode=default`, {
      cartItem: { sku: row.sku, qty: 1, quoteId: token },
    });
    const item = added.body?.result;
    if (added.status !== 200 || !item?.item_id) continue;
    const doc = JSON.parse(row.doc);
    const line = {
      id: `bench-${item.item_id}`,
      sku: row.sku,
      qty: 1,
      item_id: item.item_id,
      server_item_id: item.item_id,
      server_quote_id: token,
      type_id: 'simple',
      name: doc.name,
      path: `/p/${encodeURIComponent(row.sku)}/${encodeURIComponent(doc.slug ?? doc.url_key)}`,
      thumbnail: doc.thumbnail ?? null,
      price_incl_tax: Number(doc.finalPriceInclTax ?? doc.priceInclTax ?? doc.price),
      stock_status: 'ok',
    };
    const stored = {
      token,
      items: [line],
      couponCode: null,
      totals: null,
      totalsHash: null,
      totalsAt: 0,
      syncedAt: Date.now(),
      // The client keeps its cart's content hash beside it; the checkout compares it with the hash
      // of the cart it rendered, and only another cart makes it start React at once.
      hash: await renderedCartHash(base, token),
    };
    const consent = { ...ONLY_NECESSARY, decidedAt: new Date().toISOString() };
    return {
      token,
      storage: { [CART_STORAGE_KEY]: JSON.stringify(stored), [CONSENT_STORAGE_KEY]: JSON.stringify(consent) },
    };
  }
  throw new Error('no simple product of the seed could be added to a cart');
}

/**
 * The content hash of the cart the server renders the checkout from, as the page names it beside
 * the cart's storage key: the same hash the client writes when it keeps that cart.
 */
async function renderedCartHash(base, token) {
  const response = await fetch(new URL('/checkout', base), { headers: { cookie: `${CART_TOKEN_COOKIE}=${token}` } });
  const html = await response.text();
  const hash = new RegExp(`${CART_STORAGE_KEY}#(\\w+)`).exec(html)?.[1];
  if (!hash) throw new Error(`the checkout (${response.status}) names no hash of the cart it shows`);
  return hash;
}

/**
 * Empties the browser for the shop's origin (Lighthouse's own reset would remove the cart too), then
 * writes the stored cart and its cookie, so the audited load starts cold with one line in the cart.
 */
export async function storeCart(browser, base, cart) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'all' });
    await page.goto(new URL('/manifest.webmanifest', base).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, cart.storage);
    await browser.setCookie({ name: CART_TOKEN_COOKIE, value: cart.token, url: base, sameSite: 'Lax' });
  } finally {
    await page.close();
  }
}

/** Proof that the client reads the stored cart: the checkout lists the line before anything is audited. */
export async function checkoutShowsCart(browser, base, cart) {
  await storeCart(browser, base, cart);
  const page = await browser.newPage();
  try {
    await page.goto(new URL('/checkout', base).href, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => document.querySelectorAll('.cart-line').length > 0, { timeout: 60_000 });
    return true;
  } catch {
    return false;
  } finally {
    await page.close();
  }
}
