import { describe, expect, it } from 'vitest';
import { busyCategory, configurable, get, postJson } from './helpers.ts';

const euro = /\d{1,3}(\.\d{3})*,\d{2}\u00a0€/;

function state(html: string): any {
  const m = /<script id="__STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no state script');
  return JSON.parse(m[1]!);
}

describe('streamed SSR pages from D1', () => {
  it('home is a German HTML page with the category menu, products and prices', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(html).toContain('Doppelstabmattenzäune');
    expect(html).toMatch(euro);
    // The browser's code starts from the one inline script (with the response's nonce), after the
    // first paint: no module script or preload in the document competes with the first view.
    expect(html).toMatch(/<script nonce="[^"]+"[^>]*>[^<]*import\("\/assets\/entry-[\w-]+\.js"\)/);
    expect(html).not.toMatch(/<script type="module"|<link[^>]*rel="modulepreload"/);
    expect(state(html).storeView.storeCode).toBe('default');
  });

  it('home is an island page: only its interactive parts carry a hydration marker, with small props', async () => {
    const html = await (await get('/')).text();
    expect(state(html).islands).toBe(true);
    const markers = [
      ...html.matchAll(
        /<div class="island(?: [\w-]+)?" data-island="([\w-]+)" data-id="([\w-]+)"[^>]*data-props="([^"]*)"/g,
      ),
    ];
    const names = markers.map((m) => m[1]);
    expect(names[0]).toBe('header');
    expect(names).toContain('newsletter-teaser');
    expect(names.filter((n) => n === 'wishlist-button').length).toBeGreaterThan(3);
    // Each island has its own id prefix, used by its ids (useId) on the server and in the browser.
    const ids = markers.map((m) => m[2]);
    expect(new Set(ids).size).toBe(ids.length);
    // A card's wishlist button refers to its product in the page's state rather than copying it;
    // the sale products stream in after the state, so their cards carry the listing's fields.
    const cards = markers
      .filter((m) => m[1] === 'wishlist-button')
      .map((m) => JSON.parse(m[3]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')).product);
    const newest = state(html).page.data.newProducts as unknown[];
    expect(cards.slice(0, newest.length)).toEqual(newest.map((_, index) => ({ $state: `page.newProducts.${index}` })));
    for (const streamed of cards.slice(newest.length)) {
      expect(streamed.sku).toBeTruthy();
      expect(Object.keys(streamed)).not.toContain('description');
    }
  });

  it('writes deferred blocks that are ready in place, so the browser lays the page out once', async () => {
    const configurableProduct = await configurable();
    for (const path of ['/', `/p/${configurableProduct.sku}/${configurableProduct.url_key}`]) {
      const html = await (await get(path)).text();
      // No hidden copy at the end of the document and no script that moves it after the first paint.
      expect(html, path).not.toMatch(/<div hidden id="S:|<template id="B:|\$RC\(|\$RV\(/);
      expect(html, path).toMatch(/<footer/);
    }
    const home = await (await get('/')).text();
    const sale = home.indexOf('id="deferred-saleProducts"');
    expect(sale).toBeGreaterThan(0);
    expect(sale).toBeLessThan(home.indexOf('<footer'));
  });

  it('category and product are island pages: their grid and text static, their controls islands', async () => {
    const islandNames = (html: string) =>
      [...html.matchAll(/<div class="island(?: [\w-]+)?" data-island="([\w-]+)"/g)].map((m) => m[1]);
    const category = await busyCategory();
    const listing = await (await get(`/c/${category.slug}`)).text();
    expect(state(listing).islands).toBe(true);
    expect(islandNames(listing)).toEqual(
      expect.arrayContaining(['header', 'category-filters', 'category-sort', 'active-filters', 'load-more']),
    );
    // The grid is the page's own HTML, right in the results: "Load more" appends to it.
    expect(listing).toContain('<div class="category__results"><ul class="product-grid" id="listing-grid">');

    const product = await configurable('default');
    const page = await (await get(`/p/${encodeURIComponent(product.sku)}/${product.url_key}`)).text();
    expect(state(page).islands).toBe(true);
    expect(islandNames(page)).toEqual(expect.arrayContaining(['header', 'product-gallery', 'product-buy']));
    // The name is static, outside the purchase block that follows it.
    const name = page.indexOf('<h1 class="product__name">');
    expect(name).toBeGreaterThan(0);
    expect(page.indexOf('data-island="product-buy"')).toBeGreaterThan(name);
  });

  it('/at/ shows Austrian gross prices (20 %) and links that keep /at', async () => {
    const product = await configurable('at');
    const html = await (await get(`/at/p/${encodeURIComponent(product.sku)}/${product.url_key}`)).text();
    const page = state(html).page.data.product;
    expect(page.priceInclTax).toBeCloseTo(page.price * 1.2, 2);
    const links = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
    const local = links.filter((href) => !/^\/(at|de)?\/?$/.test(href));
    expect(local.length).toBeGreaterThan(5);
    expect(local.every((href) => href.startsWith('/at/'))).toBe(true);
  });

  it('/de/c/{slug} renders the category with its first products newest first', async () => {
    const category = await busyCategory('de');
    const res = await get(`/de/c/${category.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1>${category.name}</h1>`);
    const data = state(html).page.data;
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.length).toBeLessThanOrEqual(50);
    const dates = data.products.map((p: any) => p.updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('the product page shows name, gross price, gallery and options', async () => {
    const product = await configurable();
    const html = await (await get(`/p/${encodeURIComponent(product.sku)}/${product.url_key}`)).text();
    expect(html).toContain(product.name.replace(/&/g, '&amp;'));
    expect(html).toMatch(euro);
    expect(html).toContain('class="gallery__main"');
    expect(html).toContain('<fieldset');
    expect(html).toMatch(/<title>[^<]+\| Zaunshop<\/title>/);
  });

  it('an unknown URL answers 404 with the not-found page', async () => {
    const res = await get('/gibt-es-nicht/wirklich-nicht');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404');
  });

  it('an unknown product or category answers 404', async () => {
    expect((await get('/p/NOPE-SKU/nope')).status).toBe(404);
    expect((await get('/c/keine-kategorie')).status).toBe(404);
  });

  it('/error answers 500 with the minimal layout', async () => {
    const res = await get('/error');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('layout--minimal');
    expect(html).not.toContain('class="footer"');
  });

  it('every layout holds the element its first paint waits for, so no page paints its header alone', async () => {
    // An awaited id missing from the page would hold the first paint until the whole document,
    // footer and streamed parts included, is parsed.
    for (const path of ['/', '/c/doppelstabmattenzaeune', '/checkout', '/error', '/gibt-es-nicht']) {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const awaited = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(head)?.[1];
      expect(awaited, path).toBe('main');
      expect(html.match(/<main id="main"[^>]*>/g), path).toHaveLength(1);
    }
  });

  it('serialises state safely: no raw "<" or line separators inside the state script', async () => {
    const html = await (await get('/i/%3Cscript%3Ealert(1)%3C%2Fscript%3E%E2%80%A8')).text();
    const m = /<script id="__STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)!;
    expect(m[1]).not.toContain('<');
    expect(m[1]).not.toMatch(/[\u2028\u2029]/);
    expect(state(html).route.params.slug).toBe('<script>alert(1)</script>\u2028');
  });

  it('sets security headers with a script nonce', async () => {
    const res = await get('/');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBeTruthy();
    // Without an opener policy a shopper's first page commits in the renderer started with the request.
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('renders English texts when the language cookie says so', async () => {
    const html = await (await get('/', { headers: { cookie: 'lang=en-US' } })).text();
    expect(html).toContain('Categories');
    expect(html).not.toContain('>Kategorien<');
  });
});

describe('url resolution and CMS', () => {
  it('maps a category url_path to the category', async () => {
    const category = await busyCategory();
    const res = await postJson('/api/url/map', { url: category.slug });
    const json: any = await res.json();
    expect(json._type).toBe('category');
    expect(json._source.slug).toBe(category.slug);
  });

  it('answers null for an unknown url, and 400 without one', async () => {
    expect(await (await postJson('/api/url/map', { url: 'nichts/hier' })).json()).toBeNull();
    expect((await postJson('/api/url/map', {})).status).toBe(400);
  });

  it('serves a CMS page by identifier and store id', async () => {
    const json: any = await (await get('/api/ext/cms-data/cmsPageIdentifier/impressum/storeId/1')).json();
    expect(json.code).toBe(200);
    expect(json.result.identifier).toBe('impressum');
    expect((await get('/api/ext/cms-data/cmsPageIdentifier/nope/storeId/1')).status).toBe(404);
  });

  it('renders CMS pages on /impressum and /i/{identifier}', async () => {
    const res = await get('/impressum');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('cms__content');
    expect((await get('/i/agb')).status).toBe(200);
  });
});
