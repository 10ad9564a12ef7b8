import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { busyCategory, get } from './helpers.ts';
import { one } from './order-helpers.ts';

// The benchmark's D1 probe: a cold render (HTML cache bypassed) reports its D1 calls when asked
// with the bypass secret, and a category page needs at most two rounds once the isolate is warm.

const cold = () => ({ 'x-ssr-cache': 'bypass', 'x-cache-bypass-secret': env.CACHE_BYPASS_SECRET! });

describe('D1 rounds of a cold render', () => {
  it('a category render with a warm isolate makes at most two D1 rounds, and the probe says so', async () => {
    const { slug } = await busyCategory();
    for (let i = 0; i < 2; i++) await (await get(`/c/${slug}`, { headers: cold() })).text();
    const probed = await get(`/c/${slug}`, { headers: { ...cold(), 'x-d1-rounds': 'count' } });
    expect(probed.status).toBe(200);
    expect(await probed.text()).toContain('product-card');
    const queries = Number(probed.headers.get('x-d1-queries'));
    const rounds = Number(probed.headers.get('x-d1-rounds'));
    expect(probed.headers.get('x-d1-rounds')).not.toBeNull();
    expect(rounds).toBeLessThanOrEqual(queries);
    expect(rounds).toBeLessThanOrEqual(2);
  });

  it('counts the queries of a render that must read D1', async () => {
    // A product page reads its reviews from D1 every time: at least one query is seen.
    const { sku, url_key } = await one<{ sku: string; url_key: string }>(
      "SELECT sku, url_key FROM products WHERE store = 'default' AND type_id = 'simple' AND status = 1 AND visibility = 4 ORDER BY id LIMIT 1",
    );
    const probed = await get(`/p/${sku}/${url_key}`, { headers: { ...cold(), 'x-d1-rounds': 'count' } });
    await probed.text();
    expect(Number(probed.headers.get('x-d1-queries'))).toBeGreaterThan(0);
    expect(Number(probed.headers.get('x-d1-rounds'))).toBeGreaterThan(0);
  });

  it('tells nothing without the bypass secret', async () => {
    const { slug } = await busyCategory();
    const res = await get(`/c/${slug}`, {
      headers: { 'x-ssr-cache': 'bypass', 'x-cache-bypass-secret': 'guess', 'x-d1-rounds': 'count' },
    });
    await res.text();
    expect(res.headers.get('x-d1-queries')).toBeNull();
    expect(res.headers.get('x-d1-rounds')).toBeNull();
  });
});
