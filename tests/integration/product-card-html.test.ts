import { describe, expect, it } from 'vitest';
import { busyCategory, get } from './helpers.ts';

/** A fresh render each time (the edge HTML cache skipped), in the shopper's language. */
async function rendered(path: string, lang: 'de-DE' | 'en-US'): Promise<string> {
  const res = await get(path, {
    headers: { 'x-ssr-cache': 'bypass', 'x-cache-bypass-secret': 'test-cache-bypass-secret', cookie: `lang=${lang}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

const cards = (html: string) => html.split('<article class="product-card">').slice(1);

// The server keeps the HTML of a card's picture and price once rendered: what it shows must still
// follow the language and the product, render after render.
describe('product cards rendered again from kept parts', () => {
  it('show "ab" prices in German and "from" in English, each time, with the same picture and name', async () => {
    const path = `/c/${(await busyCategory()).slug}`;
    const german = await rendered(path, 'de-DE');
    const english = await rendered(path, 'en-US');
    const germanAgain = await rendered(path, 'de-DE');
    expect(german).toContain('<span class="price__from">ab<!-- --> </span>');
    expect(german).not.toContain('<span class="price__from">from');
    expect(english).toContain('<span class="price__from">from<!-- --> </span>');
    expect(english).not.toContain('<span class="price__from">ab');
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonce(germanAgain)).toBe(withoutNonce(german));
  });

  it('give every card its own product: link, picture and name differ from card to card', async () => {
    const html = await rendered(`/c/${(await busyCategory()).slug}`, 'de-DE');
    const parts = cards(html).map((card) => {
      const href = /<a href="([^"]+)" class="product-card__link">/.exec(card)?.[1];
      const name = /<h3 class="product-card__name">([^<]+)<\/h3>/.exec(card)?.[1];
      return { href, name };
    });
    expect(parts.length).toBeGreaterThan(10);
    for (const { href, name } of parts) {
      expect(href).toMatch(/^\/p\//);
      expect(name).toBeTruthy();
    }
    expect(new Set(parts.map((p) => p.href)).size).toBe(parts.length);
  });
});
