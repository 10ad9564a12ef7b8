import { describe, expect, it } from 'vitest';
import { isDue, onlyIn, parseManifest, REFRESH_AFTER_MS, toRequest, type KeptManifest } from './kept-manifest.ts';

const manifest = (id: number, urls: string[]): KeptManifest => ({
  id,
  store: 'default',
  index: 'vue_storefront_catalog',
  name: `Kategorie ${id}`,
  href: `/c/k${id}`,
  products: urls.length,
  bytes: 100,
  keptAt: 0,
  refreshedAt: 0,
  requests: urls.map((url) => ({ url, method: 'GET' })),
});

describe('kept categories', () => {
  it('removes only what no other kept category lists (a product in two categories stays)', () => {
    const gates = manifest(1, ['/c/tore', '/p/GT1/tor', '/img/catalog/gt1-500x450.jpg']);
    const fences = manifest(2, ['/c/zaeune', '/p/GT1/tor']);
    expect(onlyIn(gates, [fences]).map((r) => r.url)).toEqual(['/c/tore', '/img/catalog/gt1-500x450.jpg']);
    expect(onlyIn(gates, []).map((r) => r.url)).toEqual(gates.requests.map((r) => r.url));
  });

  it('tells a search with another body apart from the same address', () => {
    const a = {
      ...manifest(1, []),
      requests: [{ url: '/api/catalog/x/product/_search', method: 'POST' as const, body: '{"a":1}' }],
    };
    const b = {
      ...manifest(2, []),
      requests: [{ url: '/api/catalog/x/product/_search', method: 'POST' as const, body: '{"b":1}' }],
    };
    expect(onlyIn(a, [b])).toHaveLength(1);
    expect(onlyIn(a, [a])).toHaveLength(0);
  });

  it('is due for a refresh once REFRESH_AFTER_MS have passed since the last one', () => {
    expect(isDue({ refreshedAt: 1000 }, 1000 + REFRESH_AFTER_MS - 1)).toBe(false);
    expect(isDue({ refreshedAt: 1000 }, 1000 + REFRESH_AFTER_MS)).toBe(true);
  });

  it('reads back a stored manifest and refuses anything else', () => {
    const m = manifest(3, ['/c/x']);
    expect(parseManifest(JSON.parse(JSON.stringify(m)))).toEqual(m);
    expect(parseManifest(null)).toBeNull();
    expect(parseManifest({ id: '3', requests: [] })).toBeNull();
  });

  it('asks a kept search again with its body', async () => {
    const request = toRequest(
      { url: '/api/catalog/x/product/_search?size=1', method: 'POST', body: '{"q":1}' },
      'https://shop.test',
    );
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://shop.test/api/catalog/x/product/_search?size=1');
    expect(await request.text()).toBe('{"q":1}');
    expect(toRequest({ url: '/c/tore?page=2', method: 'GET' }, 'https://shop.test').headers.get('accept')).toBe(
      'text/html',
    );
  });
});
