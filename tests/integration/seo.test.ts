import { env, createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, busyCategory, configurable, get } from './helpers.ts';
import { sitemap, sitemapXml, xmlEscape, w3cDate } from '../../worker/edge/sitemap.ts';

type Store = 'default' | 'de' | 'at';
const PREFIX: Record<Store, string> = { default: '', de: '/de', at: '/at' };

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
}

/** Every JSON-LD node of a page (each data block parsed as JSON, @graph flattened). */
function jsonLd(html: string): any[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.flatMap((text) => {
    expect(text).not.toContain('<');
    const doc = JSON.parse(text);
    expect(doc['@context']).toBe('https://schema.org');
    return doc['@graph'] ?? [doc];
  });
}

function nodesOf(html: string, type: string): any[] {
  return jsonLd(html).filter((n) => n['@type'] === type);
}

function canonicalOf(html: string): string | undefined {
  const m = /<link rel="canonical" href="([^"]*)"\/?>/.exec(html);
  return m ? decode(m[1]!) : undefined;
}

function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]*)"\/?>/gi)].map((m) => [
      m[1]!,
      decode(m[2]!),
    ]),
  );
}

/** The gross price in the product page's price block ('1.234,50 €' → 1234.5). */
function pagePrice(html: string): number {
  const m =
    /class="product__price"><span class="price[^"]*">(?:<del[\s\S]*?<\/del>)?<span class="price__final">([^<]+)<\/span>/.exec(
      html,
    );
  if (!m) throw new Error('no price on the product page');
  return Number(m[1]!.replace(/[^\d,]/g, '').replace(',', '.'));
}

async function visibleProductPaths(store: Store): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT sku, COALESCE(json_extract(doc, '$.slug'), url_key) AS slug FROM products WHERE store = ? AND status < 2 AND visibility <> 1",
  )
    .bind(store)
    .all<{ sku: string; slug: string }>();
  return results.map((r) => `/p/${encodeURIComponent(r.sku)}/${encodeURIComponent(r.slug)}`);
}

async function activeCategorySlugs(store: Store): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT slug FROM categories WHERE store = ? AND is_active = 1 AND level >= 2',
  )
    .bind(store)
    .all<{ slug: string }>();
  return results.map((r) => r.slug);
}

async function sitemapOf(store: Store): Promise<{ res: Response; xml: string; urls: string[] }> {
  const res = await get(`${PREFIX[store]}/sitemap.xml`);
  const xml = await res.text();
  return { res, xml, urls: locs(xml) };
}

/** Google's robots.txt matching: the longest matching rule wins, Allow on a tie; '*' any run, '$' the end. */
function allowed(robots: string, pathAndQuery: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const m = /^(Allow|Disallow):\s*(\S*)/i.exec(line);
    if (!m?.[2]) continue;
    const pattern = m[2];
    const re = new RegExp(
      '^' +
        pattern
          .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\\?\$$/, '$'),
    );
    if (!re.test(pathAndQuery)) continue;
    const allow = m[1]!.toLowerCase() === 'allow';
    if (pattern.length > best.length || (pattern.length === best.length && allow))
      best = { length: pattern.length, allow };
  }
  return best.allow;
}

describe('sitemap.xml', () => {
  for (const store of ['default', 'de', 'at'] as const) {
    it(`${PREFIX[store] || '/'} lists home, every visible product, the active categories and CMS pages of the store as absolute URLs`, async () => {
      const { res, xml, urls } = await sitemapOf(store);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
      expect(xml.split('<url>').length).toBe(xml.split('</url>').length);

      const base = ORIGIN + PREFIX[store];
      expect(urls.every((u) => u.startsWith(`${base}/`))).toBe(true);
      expect(new Set(urls).size).toBe(urls.length);
      const local = urls.map((u) => u.slice(base.length));
      expect(local).toContain('/');

      // Products: exactly the visible ones (status < 2, visibility <> 1).
      const products = local.filter((p) => p.startsWith('/p/'));
      const expected = await visibleProductPaths(store);
      const { n } = (await env.DB.prepare(
        'SELECT COUNT(*) AS n FROM products WHERE store = ? AND status < 2 AND visibility <> 1',
      )
        .bind(store)
        .first<{ n: number }>())!;
      expect(products.length).toBe(n);
      expect([...products].sort()).toEqual([...expected].sort());

      // CMS pages: exactly the active ones.
      const { results: cms } = await env.DB.prepare(
        'SELECT identifier FROM cms_pages WHERE store = ? AND is_active = 1',
      )
        .bind(store)
        .all<{ identifier: string }>();
      expect(local.filter((p) => p.startsWith('/i/')).sort()).toEqual(cms.map((r) => `/i/${r.identifier}`).sort());

      // Nothing else.
      // The blog: its list page and every published post (migrations/0008_blog.sql).
      const { results: posts } = await env.DB.prepare("SELECT slug FROM blog_posts WHERE status = 'publish'").all<{
        slug: string;
      }>();
      const blog = local.filter((p) => p === '/posts' || p.startsWith('/posts/'));
      expect(blog.sort()).toEqual(['/posts', ...posts.map((r) => `/posts/${r.slug}`)].sort());
      expect(local.length).toBe(
        1 + products.length + cms.length + local.filter((p) => p.startsWith('/c/')).length + blog.length,
      );
    });
  }

  it('lists every active category page; only categories that redirect to their one product (301) are left out', async () => {
    const { urls } = await sitemapOf('default');
    const listed = new Set(urls.filter((u) => u.startsWith(`${ORIGIN}/c/`)).map((u) => u.slice(`${ORIGIN}/c/`.length)));
    const active = await activeCategorySlugs('default');
    expect([...listed].every((slug) => active.includes(slug))).toBe(true);
    const left = active.filter((slug) => !listed.has(slug));
    expect(listed.size).toBe(active.length - left.length);
    expect(left.length).toBeLessThan(active.length / 4);
    for (const slug of left) {
      const res = await get(`/c/${slug}`);
      expect(res.status, `/c/${slug}`).toBe(301);
    }
    for (const slug of [...listed].slice(0, 3)) {
      const res = await get(`/c/${slug}`);
      expect(res.status, `/c/${slug}`).toBe(200);
      await res.body?.cancel();
    }
  });

  it('/at/sitemap.xml uses /at URLs, never default-store ones', async () => {
    const { urls } = await sitemapOf('at');
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.every((u) => u.startsWith(`${ORIGIN}/at/`))).toBe(true);
    expect(urls).toContain(`${ORIGIN}/at/`);
    expect(urls.some((u) => u.startsWith(`${ORIGIN}/at/p/`))).toBe(true);
    expect(urls.some((u) => u.startsWith(`${ORIGIN}/at/c/`))).toBe(true);
  });

  it('gives products their updated_at as <lastmod>', async () => {
    const { xml } = await sitemapOf('default');
    const product = await configurable();
    const row = (await env.DB.prepare("SELECT updated_at FROM products WHERE store = 'default' AND sku = ?")
      .bind(product.sku)
      .first<{ updated_at: string }>())!;
    const loc = `${ORIGIN}/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.doc.slug ?? product.url_key)}`;
    expect(xml).toContain(
      `<url><loc>${xmlEscape(loc)}</loc><lastmod>${row.updated_at.replace(' ', 'T')}+00:00</lastmod></url>`,
    );
  });

  it('is cached in KV per store and catalog version, and read from there', async () => {
    await get('/at/sitemap.xml');
    const keys = await env.CACHE.list({ prefix: 'sitemap:at:' });
    const key = keys.keys.find((k) => k.name.endsWith(`:${ORIGIN}`));
    expect(key).toBeTruthy();
    const { version } = (await env.DB.prepare("SELECT version FROM catalog_versions WHERE store = 'at'").first<{
      version: number;
    }>())!;
    expect(key!.name).toBe(`sitemap:at:v${version}:${ORIGIN}`);
    const marker =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><!-- from-kv --></urlset>\n';
    await env.CACHE.put(key!.name, JSON.stringify({ v: marker }));
    expect(await (await get('/at/sitemap.xml')).text()).toBe(marker);
    await env.CACHE.delete(key!.name);
  });

  it('is served from D1 when KV fails', async () => {
    const broken = {
      get: async () => {
        throw new Error('KV down');
      },
      put: async () => {
        throw new Error('KV down');
      },
    } as unknown as KVNamespace;
    const res = await sitemap.request(
      `${ORIGIN}/at/sitemap.xml`,
      {},
      { ...env, CACHE: broken },
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const urls = locs(await res.text());
    expect(urls.filter((u) => u.startsWith(`${ORIGIN}/at/p/`)).length).toBe((await visibleProductPaths('at')).length);
  });

  it('escapes URLs for XML and writes W3C dates', () => {
    const xml = sitemapXml('https://a.example', { prefix: '/at' }, [
      { path: '/i/a&b<c>\'d"', lastmod: w3cDate('2026-01-02 03:04:05') },
    ]);
    expect(xml).toContain(
      `<loc>https://a.example/at/i/a&amp;b&lt;c&gt;&apos;d&quot;</loc><lastmod>2026-01-02T03:04:05+00:00</lastmod>`,
    );
    expect(w3cDate('2026-01-02')).toBe('2026-01-02');
    expect(w3cDate('soon')).toBeUndefined();
  });
});

describe('robots.txt', () => {
  it('announces the sitemaps of the stores that own their canonical URLs (not the /de duplicate)', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    const sitemaps = text
      .split('\n')
      .filter((l) => l.startsWith('Sitemap: '))
      .map((l) => l.slice('Sitemap: '.length));
    expect(sitemaps).toEqual([`${ORIGIN}/sitemap.xml`, `${ORIGIN}/at/sitemap.xml`]);
    for (const url of sitemaps) expect((await get(url.slice(ORIGIN.length))).status).toBe(200);
  });

  it('blocks sorted, filtered and searched listings but no page of either sitemap', async () => {
    const robots = await (await get('/robots.txt')).text();
    const urls = [...(await sitemapOf('default')).urls, ...(await sitemapOf('at')).urls];
    const blocked = urls.filter((u) => !allowed(robots, u.slice(ORIGIN.length)));
    expect(blocked).toEqual([]);
    for (const path of [
      '/c/tore?page=2',
      '/at/c/tore?page=3',
      '/p/DSMZ-656/doppelstabmattenzaun-6-5-6/DSMZ-656-1030',
      '/i/agb',
    ]) {
      expect(allowed(robots, path), path).toBe(true);
    }
    for (const path of [
      '/c/tore?sort=price:asc',
      '/at/c/tore?page=2&sort=price:desc',
      '/c/tore?hoehe=1230',
      '/de/c/tore?color=49,50&page=2',
      '/c/tore?price=50-100',
      '/c/tore?erin_recommends=1',
      '/c/tore?hoehe_filter=1',
      '/api/catalog',
      '/my-account',
      '/at/checkout',
      '/cart',
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
  });
});

describe('JSON-LD', () => {
  it('a product page has a Product whose Offer carries the gross price the page shows', async () => {
    const product = await configurable();
    const path = `/p/${encodeURIComponent(product.sku)}/${product.url_key}`;
    const html = await (await get(path)).text();
    const [node] = nodesOf(html, 'Product');
    expect(node).toBeTruthy();
    const canonical = canonicalOf(html);
    expect(canonical).toBe(ORIGIN + path);
    expect(node.url).toBe(canonical);
    expect(node.name).toBe(product.name);
    const price = pagePrice(html);
    expect(node.offers['@type']).toBe('AggregateOffer');
    expect(node.offers.priceCurrency).toBe('EUR');
    expect(node.offers.lowPrice).toBeLessThanOrEqual(price);
    expect(node.offers.highPrice).toBeGreaterThanOrEqual(price);
    const [offer] = node.offers.offers;
    expect(offer['@type']).toBe('Offer');
    expect(offer.price).toBe(price);
    expect(offer.sku).toBe(node.sku);
    expect(offer.priceCurrency).toBe('EUR');
    expect(offer.url).toBe(canonical);
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|LimitedAvailability)$/);
    expect(node.image.length).toBeGreaterThan(0);
    expect(node.image.every((src: string) => src.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(node).not.toHaveProperty('aggregateRating'); // no review data yet
  });

  it('the child named in the URL is the offer, at its own price', async () => {
    const product = await configurable();
    const child = product.doc.configurable_children.at(-1);
    const html = await (
      await get(`/p/${encodeURIComponent(product.sku)}/${product.url_key}/${encodeURIComponent(child.sku)}`)
    ).text();
    const [node] = nodesOf(html, 'Product');
    const [offer] = node.offers.offers;
    expect(offer.sku).toBe(child.sku);
    expect(offer.price).toBe(pagePrice(html));
  });

  it('a simple product has one Offer at the page price; /at prices carry Austrian tax', async () => {
    const row = (await env.DB.prepare(
      "SELECT sku, url_key FROM products WHERE store = 'at' AND type_id = 'simple' AND status < 2 AND visibility <> 1 ORDER BY id LIMIT 1",
    ).first<{ sku: string; url_key: string }>())!;
    const path = `/at/p/${encodeURIComponent(row.sku)}/${row.url_key}`;
    const html = await (await get(path)).text();
    const [node] = nodesOf(html, 'Product');
    expect(node.offers['@type']).toBe('Offer');
    expect(node.offers.price).toBe(pagePrice(html));
    expect(node.offers.url).toBe(ORIGIN + path);
    expect(node.sku).toBe(row.sku);
  });

  it('a product page has a BreadcrumbList through its category', async () => {
    const product = await configurable();
    const html = await (await get(`/p/${encodeURIComponent(product.sku)}/${product.url_key}`)).text();
    const [trail] = nodesOf(html, 'BreadcrumbList');
    expect(trail).toBeTruthy();
    const items = trail.itemListElement;
    expect(items[0].item).toBe(`${ORIGIN}/`);
    expect(items.at(-1).name).toBe(product.name);
    expect(items.slice(1, -1).every((i: any) => i.item.startsWith(`${ORIGIN}/c/`))).toBe(true);
    expect(items.map((i: any) => i.position)).toEqual(items.map((_: unknown, i: number) => i + 1));
  });

  it('a category page has a BreadcrumbList ending in the category', async () => {
    const category = await busyCategory('at');
    const html = await (await get(`/at/c/${category.slug}`)).text();
    const [trail] = nodesOf(html, 'BreadcrumbList');
    expect(trail).toBeTruthy();
    expect(trail.itemListElement[0].item).toBe(`${ORIGIN}/at/`);
    expect(trail.itemListElement.at(-1)).toMatchObject({
      name: category.name,
      item: `${ORIGIN}/at/c/${category.slug}`,
    });
  });

  it('every page has the Organization', async () => {
    const product = await configurable();
    const category = await busyCategory();
    for (const path of [
      '/',
      '/at/',
      `/c/${category.slug}`,
      `/p/${encodeURIComponent(product.sku)}/${product.url_key}`,
      '/i/agb',
      '/impressum',
      '/gibt-es-nicht',
      '/my-account',
    ]) {
      const html = await (await get(path)).text();
      const [org] = nodesOf(html, 'Organization');
      expect(org, path).toMatchObject({ name: 'Zaunshop', url: `${ORIGIN}/`, logo: `${ORIGIN}/icons/icon.svg` });
    }
  });
});

describe('canonical and hreflang', () => {
  it('/at pages name themselves canonical, with de-DE, de-AT and x-default alternates', async () => {
    const category = await busyCategory('at');
    const html = await (await get(`/at/c/${category.slug}`)).text();
    expect(canonicalOf(html)).toBe(`${ORIGIN}/at/c/${category.slug}`);
    expect(alternatesOf(html)).toEqual({
      'de-DE': `${ORIGIN}/c/${category.slug}`,
      'de-AT': `${ORIGIN}/at/c/${category.slug}`,
      'x-default': `${ORIGIN}/c/${category.slug}`,
    });
  });

  it('/de pages (a copy of the default store) name the default store URL canonical', async () => {
    const category = await busyCategory('de');
    const html = await (await get(`/de/c/${category.slug}`)).text();
    expect(canonicalOf(html)).toBe(`${ORIGIN}/c/${category.slug}`);
    expect(alternatesOf(html)['de-AT']).toBe(`${ORIGIN}/at/c/${category.slug}`);

    const product = await configurable('de');
    const productHtml = await (await get(`/de/p/${encodeURIComponent(product.sku)}/${product.url_key}`)).text();
    const canonical = `${ORIGIN}/p/${encodeURIComponent(product.sku)}/${product.url_key}`;
    expect(canonicalOf(productHtml)).toBe(canonical);
    expect(nodesOf(productHtml, 'Product')[0].url).toBe(canonical);

    expect(canonicalOf(await (await get('/de/')).text())).toBe(`${ORIGIN}/`);
  });

  it('the default store: canonical to itself, alternates on home', async () => {
    const html = await (await get('/')).text();
    expect(canonicalOf(html)).toBe(`${ORIGIN}/`);
    expect(alternatesOf(html)).toEqual({ 'de-DE': `${ORIGIN}/`, 'de-AT': `${ORIGIN}/at/`, 'x-default': `${ORIGIN}/` });
  });

  it('names the shop once in the title', async () => {
    const product = await configurable();
    const html = await (await get(`/p/${encodeURIComponent(product.sku)}/${product.url_key}`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
    expect(title.match(/Zaunshop/g)).toHaveLength(1);
    expect(/<title>([^<]*)<\/title>/.exec(await (await get('/')).text())![1]).toMatch(/ \| Zaunshop$/);
  });

  it('pages kept out of the index have no alternates', async () => {
    const html = await (await get('/gibt-es-nicht')).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(alternatesOf(html)).toEqual({});
  });
});
