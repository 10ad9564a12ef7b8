import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { get } from './helpers.ts';
import { forgetKeptPages, HTML_STALE, HTML_TTL } from '../../worker/edge/html-cache.ts';

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

async function untilHit(path: string, init?: RequestInit): Promise<Response> {
  for (let i = 0; i < 20; i++) {
    const res = await get(path, init);
    if (res.headers.get('x-ssr-cache') === 'HIT') return res;
    await res.text();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} never came from the cache`);
}

describe('edge HTML cache for anonymous pages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a rendered page again from the cache with a fresh nonce in header and HTML', async () => {
    const first = await get('/c/tore');
    expect(first.headers.get('x-ssr-cache')).toBe('MISS');
    const firstHtml = await first.text();
    const hit = await untilHit('/c/tore');
    const html = await hit.text();
    const nonce = nonceOf(hit)!;
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first));
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain(`nonce="${nonceOf(first)}"`);
    expect(html.replaceAll(nonce, 'N')).toBe(firstHtml.replaceAll(nonceOf(first)!, 'N'));
  });

  it('a fresh isolate (no pages in memory) serves the same page from the Cache API, again with its own nonce', async () => {
    const first = await get('/c/doppelstabmattenzaeune');
    const firstHtml = await first.text();
    const fromMemory = await untilHit('/c/doppelstabmattenzaeune');
    await fromMemory.text();
    forgetKeptPages();
    const fromCache = await untilHit('/c/doppelstabmattenzaeune');
    const html = await fromCache.text();
    const nonce = nonceOf(fromCache)!;
    expect(nonce).not.toBe(nonceOf(fromMemory));
    expect(html.split(`nonce="${nonce}"`).length).toBe(firstHtml.split(`nonce="${nonceOf(first)}"`).length);
    expect(html.replaceAll(nonce, 'N')).toBe(firstHtml.replaceAll(nonceOf(first)!, 'N'));
    expect(fromCache.headers.get('x-html-nonce')).toBeNull();
    expect(fromCache.headers.get('x-html-rendered-at')).toBeNull();
  });

  it('keeps languages apart', async () => {
    await untilHit('/c/tore');
    const english = await get('/c/tore', { headers: { cookie: 'lang=en-US' } });
    expect(english.headers.get('x-ssr-cache')).toBe('MISS');
    expect(await english.text()).toContain('<html lang="en">');
  });

  it('renders afresh when asked to bypass the cache with the bypass secret, and only then', async () => {
    await (await untilHit('/c/tore')).text();
    const secret = env.CACHE_BYPASS_SECRET!;
    const res = await get('/c/tore', { headers: { 'x-ssr-cache': 'bypass', 'x-cache-bypass-secret': secret } });
    expect(res.headers.get('x-ssr-cache')).toBeNull();
    expect(res.status).toBe(200);
    await res.text();
    const refusals: Record<string, string>[] = [
      { 'x-ssr-cache': 'bypass' },
      { 'x-ssr-cache': 'bypass', 'x-cache-bypass-secret': 'guess' },
    ];
    for (const headers of refusals) {
      const refused = await get('/c/tore', { headers });
      expect(refused.headers.get('x-ssr-cache')).toBe('HIT');
      await refused.text();
    }
  });

  it('one cached page answers an address with marketing parameters and parameters in any order', async () => {
    await (await untilHit('/c/tore?sort=price&page=1')).text();
    const tagged = await get('/c/tore?utm_source=newsletter&page=1&gclid=abc123&sort=price&fbclid=x');
    expect(tagged.headers.get('x-ssr-cache')).toBe('HIT');
    await tagged.text();
  });

  it('serves an expired page at once while one re-render replaces it (stale-while-revalidate)', async () => {
    await (await untilHit('/c/zaunpfosten')).text();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (HTML_TTL + 5) * 1000 });
    const stale = await get('/c/zaunpfosten');
    expect(stale.headers.get('x-ssr-cache')).toBe('STALE');
    expect(stale.status).toBe(200);
    await stale.text();
    // The re-render replaced the page: it is fresh again without the shopper waiting for it.
    await (await untilHit('/c/zaunpfosten')).text();
    // Past the stale window a page is rendered again before it is served.
    vi.setSystemTime(Date.now() + (HTML_TTL + HTML_STALE + 5) * 1000);
    const expired = await get('/c/zaunpfosten');
    expect(expired.headers.get('x-ssr-cache')).toBe('MISS');
    await expired.text();
  });

  it('caches 404 pages but never server errors or redirects', async () => {
    await untilHit('/gibt-es-nicht-im-cache');
    const redirect = await get('/p/NOPE/x');
    expect(redirect.headers.get('x-ssr-cache')).not.toBe('HIT');
  });
});
