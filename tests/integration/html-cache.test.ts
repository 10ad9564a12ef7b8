import { describe, expect, it } from 'vitest';
import { get } from './helpers.ts';
import { forgetKeptPages } from '../../worker/edge/html-cache.ts';

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

  it('renders afresh when asked to bypass the cache', async () => {
    await untilHit('/c/tore');
    const res = await get('/c/tore', { headers: { 'x-ssr-cache': 'bypass' } });
    expect(res.headers.get('x-ssr-cache')).toBeNull();
    expect(res.status).toBe(200);
  });

  it('caches 404 pages but never server errors or redirects', async () => {
    await untilHit('/gibt-es-nicht-im-cache');
    const redirect = await get('/p/NOPE/x');
    expect(redirect.headers.get('x-ssr-cache')).not.toBe('HIT');
  });
});
