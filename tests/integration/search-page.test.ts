import { describe, expect, it } from 'vitest';
import { get, search } from './helpers.ts';

// The full search results page /search?q=… rendered by the worker (shared/loaders/search.ts,
// client/pages/Search.tsx) over the seeded demo shop.

const INDEX = 'vue_storefront_catalog';

function state(html: string): any {
  const m = /<script id="__STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no state script');
  return JSON.parse(m[1]!);
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Text of the first element with the class (no nested elements of the same tag assumed). */
function textOf(html: string, pattern: RegExp): string | undefined {
  const m = pattern.exec(html);
  return m ? decode(m[1]!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')) : undefined;
}

async function page(path: string) {
  const res = await get(path);
  const html = await res.text();
  return {
    res,
    html,
    data: res.headers.get('content-type')?.includes('text/html') ? state(html).page.data : undefined,
  };
}

async function apiTotal(text: string): Promise<{ total: number; skus: string[] }> {
  const { json } = await search(INDEX, 'product', { _searchText: text }, '&size=50');
  return { total: json.hits.total, skus: json.hits.hits.map((h: any) => h._source.sku) };
}

describe('/search?q= renders results on the server', () => {
  it('doppelstab: heading, count, products by relevance, categories, noindex', async () => {
    const { res, html, data } = await page('/search?q=doppelstab');
    expect(res.status).toBe(200);
    const expected = await apiTotal('doppelstab');
    expect(expected.total).toBeGreaterThan(10);

    expect(textOf(html, /<h1>([\s\S]*?)<\/h1>/)).toBe('Suchergebnisse für „doppelstab“');
    expect(html).toMatch(/<title>Suchergebnisse für „doppelstab“ \| Zaunshop<\/title>/);
    expect(textOf(html, /class="search-page__count"[^>]*>([\s\S]*?)<\/p>/)).toBe(`${expected.total} Produkte`);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).not.toMatch(/<link rel="alternate"/);

    // The products in the API's relevance order, as cards with gross prices and links.
    expect(data.products.map((p: any) => p.sku)).toEqual(expected.skus);
    expect((html.match(/class="product-card"/g) ?? []).length).toBe(Math.min(50, expected.total));
    expect(html).toMatch(/class="price__final">\d{1,3}(\.\d{3})*,\d{2}\u00a0€/);
    expect(html).toContain(`href="/p/${encodeURIComponent(data.products[0].sku)}/`);

    // Categories whose name contains the word, linked as chips.
    const names = data.categories.map((c: any) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Doppelstabmattenzäune', 'Doppelstabmatten 6/5/6', 'Doppelstabmatten 8/6/8']),
    );
    expect(names.every((n: string) => /doppelstab/i.test(n))).toBe(true);
    expect(html).toContain('href="/c/doppelstabmatten-6-5-6"');
  });

  it('finds by SKU and by a German compound fragment or either umlaut spelling', async () => {
    const sku = await page('/search?q=DSMZ-656');
    expect(sku.data.products.map((p: any) => p.sku)).toContain('DSMZ-656');

    const matte = await page('/search?q=matte');
    expect(matte.data.products.some((p: any) => /^Doppelstabmatte /.test(p.name))).toBe(true);

    const umlaut = await page('/search?q=j%C3%A4gerzaun');
    const ascii = await page('/search?q=jaegerzaun');
    expect(umlaut.data.total).toBeGreaterThan(0);
    expect(ascii.data.products.map((p: any) => p.sku)).toEqual(umlaut.data.products.map((p: any) => p.sku));

    // Category names compare umlauts literally in the API: both spellings find "Gabionenzäune".
    const zaeune = await page('/search?q=gabionenzaeune');
    expect(zaeune.data.categories.map((c: any) => c.name)).toContain('Gabionenzäune');
  });

  it('pages through the results 50 at a time with prev/next links', async () => {
    const all = await search(INDEX, 'product', { _searchText: 'zaun' }, '&size=999');
    const total: number = all.json.hits.total;
    expect(total).toBeGreaterThan(50);
    const skus = all.json.hits.hits.map((h: any) => h._source.sku);

    const first = await page('/search?q=zaun');
    expect(first.data.products).toHaveLength(50);
    expect(first.html).toContain('href="/search?q=zaun&amp;page=2" rel="next"');
    expect(first.html).not.toContain('rel="prev"');

    const second = await page('/search?q=zaun&page=2');
    expect(second.data.page).toBe(2);
    expect(second.data.total).toBe(total);
    expect(second.data.products.map((p: any) => p.sku)).toEqual(skus.slice(50, 100));
    expect(second.html).toContain('href="/search?q=zaun" rel="prev"');
    expect(textOf(second.html, /class="search-page__count"[^>]*>([\s\S]*?)<\/p>/)).toBe(`${total} Produkte`);

    // Beyond the last page: no products, a way back to the first.
    const beyond = await page('/search?q=zaun&page=99');
    expect(beyond.res.status).toBe(200);
    expect(beyond.data.products).toEqual([]);
    expect(beyond.html).toContain('href="/search?q=zaun"');
  });

  it('keeps the store prefix and its prices in /at', async () => {
    const { res, html, data } = await page('/at/search?q=doppelstab');
    expect(res.status).toBe(200);
    expect(data.products[0].originalPriceInclTax).toBeCloseTo(data.products[0].price * 1.2, 2);
    expect(html).toContain(`href="/at/p/${encodeURIComponent(data.products[0].sku)}/`);
    expect(html).toContain('action="/at/search"');
  });

  it('a term that finds nothing says so', async () => {
    const { res, html, data } = await page('/search?q=xylophonzaun');
    expect(res.status).toBe(200);
    expect(data.total).toBe(0);
    expect(html).toContain('Es wurden keine Ergebnisse gefunden.');
    expect(textOf(html, /class="search-page__count"[^>]*>([\s\S]*?)<\/p>/)).toBe('0 Produkte');
  });
});

describe('/search without a usable term', () => {
  it('under 3 characters shows the minimum-length hint and searches nothing', async () => {
    const { res, html, data } = await page('/search?q=ab');
    expect(res.status).toBe(200);
    expect(data.state).toBe('short');
    expect(data.products).toEqual([]);
    expect(html).toContain('Der Suchbegriff muss mindestens 3 Zeichen lang sein.');
    expect(html).not.toContain('class="product-card"');
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    // Spaces do not count: "  a b " is the term "a b", still too short.
    expect((await page('/search?q=%20%20a%20b%20')).data.state).toBe('short');
  });

  it('an empty or missing q asks for a term', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20%20']) {
      const { res, html, data } = await page(path);
      expect(res.status, path).toBe(200);
      expect(data.state, path).toBe('prompt');
      expect(html).toContain('Wonach suchen Sie?');
      expect(textOf(html, /<h1>([\s\S]*?)<\/h1>/)).toBe('Suche');
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(html).toContain('<input id="search-page-input"');
    }
  });

  it('shows the page in English for an English session', async () => {
    const res = await get('/search?q=doppelstab', { headers: { cookie: 'lang=en-US' } });
    const english = await res.text();
    expect(textOf(english, /<h1>([\s\S]*?)<\/h1>/)).toBe('Search results for "doppelstab"');
  });
});

describe('odd q and page values never fail the page', () => {
  const odd = [
    `"*:()'~`,
    '"',
    '*',
    'NEAR(zaun matte)',
    'zaun OR matte AND NOT',
    "'; DROP TABLE products; --",
    '%_%',
    '\\',
    'zaun\u0000matte',
    '\u0000\u0000\u0000',
    '\u00ad\u200b\u200d',
    '🦔🦔🦔',
    '<script>alert(1)</script>',
    'doppel\u00adstab',
    'x'.repeat(500),
    '🦔'.repeat(150),
    'zaun '.repeat(60),
    '{term}',
  ];
  it.each(odd)('q=%j', async (q) => {
    const { res, html } = await page(`/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(html).toContain('class="search-page"');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it.each([
    '/search?q=%E0%A4%A',
    '/search?q=%ED%A0%80zaun',
    '/search?q=%FF%FE',
    '/search?q[]=zaun',
    '/search?q=zaun&q=matte',
    '/search?q=zaun&page=-1',
    '/search?q=zaun&page=abc',
    '/search?q=zaun&page=99999999999999999999',
    '/search?q=zaun&page=1e3',
    '/search?q=zaun&page=',
    '/search?page=2',
    '/search/?q=zaun',
  ])('%s', async (path) => {
    const res = await get(path);
    expect(res.status, path).toBeLessThan(500);
    await res.text();
  });

  it('a soft hyphen inside a word is ignored, as in the index', async () => {
    const plain = await page('/search?q=doppelstab');
    const hyphen = await page(`/search?q=${encodeURIComponent('doppel\u00adstab')}`);
    expect(hyphen.data.term).toBe('doppelstab');
    expect(hyphen.data.total).toBe(plain.data.total);
  });

  it('a long term is cut to 100 characters and still searched', async () => {
    const { data } = await page(`/search?q=${'doppelstab'.repeat(30)}`);
    expect([...data.term].length).toBe(100);
    expect(data.state).toBe('results');
  });
});
