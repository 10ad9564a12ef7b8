import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, postJson, search } from './helpers.ts';

// A CMS page and block as a compromised admin or a hostile import could store them.
const HOSTILE =
  '<h2>Angebot</h2><script>window.__pwned = 1</script>' +
  '<img src="/x.svg" alt="x" onerror="window.__pwned = 2">' +
  '<svg onload="window.__pwned = 3"></svg>' +
  '<a href="jav&#x09;ascript:window.__pwned = 4">Gutschein</a>' +
  '<a href="https://www.dpd.com/de" target="_blank">DPD</a>' +
  '<iframe src="https://evil.example/frame"></iframe>' +
  '<iframe src="https://www.youtube-nocookie.com/embed/zaunmontage" title="Montagevideo"></iframe>' +
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">Text bleibt</p>';

function expectClean(html: string) {
  expect(html).not.toMatch(
    /<script(?![^>]*(application\/ld\+json|application\/json|type="module"|src="\/assets))[^>]*>[^<]*__pwned/i,
  );
  expect(html).not.toMatch(/__pwned/);
  expect(html).not.toMatch(/\son(error|load|click)=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toContain('evil.example');
}

beforeAll(async () => {
  const doc = (id: number, identifier: string) =>
    JSON.stringify({ id, identifier, title: 'Feindliche Seite', content: HOSTILE, active: true, store_id: 1 });
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR REPLACE INTO cms_pages (store, id, identifier, is_active, doc) VALUES ('default', 9001, 'feindlich', 1, ?)",
    ).bind(doc(9001, 'feindlich')),
    env.DB.prepare(
      "INSERT OR REPLACE INTO cms_blocks (store, id, identifier, is_active, doc) VALUES ('default', 9002, 'feindlich-block', 1, ?)",
    ).bind(doc(9002, 'feindlich-block')),
  ]);
});

describe('hostile CMS HTML is sanitised before it leaves the API', () => {
  it('by identifier and by id, pages and blocks', async () => {
    for (const path of [
      '/api/ext/cms-data/cmsPageIdentifier/feindlich/storeId/1',
      '/api/ext/cms-data/cmsPage/9001',
      '/api/ext/cms-data/cmsBlockIdentifier/feindlich-block?storeId=1',
      '/api/ext/cms-data/cmsBlock/9002',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const { result } = (await res.json()) as any;
      expectClean(result.content);
      expect(result.content, path).toContain('<p>Text bleibt</p>');
      expect(result.content).toContain('rel="noopener noreferrer"');
      expect(result.content).toContain('src="https://www.youtube-nocookie.com/embed/zaunmontage"');
    }
  });

  it('in catalog searches for cms_page and cms_block and in the url mapping', async () => {
    for (const entity of ['cms_page', 'cms_block']) {
      const { status, json } = await search('vue_storefront_catalog', entity, {
        _appliedFilters: [{ attribute: 'identifier', value: { in: ['feindlich', 'feindlich-block'] } }],
      });
      expect(status).toBe(200);
      expect(json.hits.hits).toHaveLength(1);
      expectClean(json.hits.hits[0]._source.content);
    }
    const mapped = await postJson('/api/url/map', { url: '/feindlich' });
    const body = (await mapped.json()) as any;
    if (body) expectClean(body._source.content);
  });

  it('in the server-rendered /i/{slug} page', async () => {
    const res = await get('/i/feindlich');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Text bleibt');
    expectClean(html);
  });

  it('keeps the seeded pages as written (void elements written the XHTML way)', async () => {
    const res = await get('/api/ext/cms-data/cmsPageIdentifier/impressum/storeId/1');
    const { result } = (await res.json()) as any;
    const row = await env.DB.prepare(
      "SELECT doc FROM cms_pages WHERE store = 'default' AND identifier = 'impressum'",
    ).first<{ doc: string }>();
    expect(result.content.replaceAll('<br />', '<br>')).toBe(JSON.parse(row!.doc).content);
  });
});
