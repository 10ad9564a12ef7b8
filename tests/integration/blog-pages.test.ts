import { describe, expect, it } from 'vitest';
import { ORIGIN, get } from './helpers.ts';

function jsonLdNodes(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const doc = JSON.parse(m[1]!);
    return doc['@graph'] ?? [doc];
  });
}

describe('blog pages', () => {
  it('/posts lists the posts with title, date, excerpt and featured image', async () => {
    const res = await get('/posts');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Ratgeber | Zaunshop</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/posts"/>`);
    expect(html).toContain('Tipps zu Planung, Aufbau und Pflege von Zäunen und Toren.');
    expect(html).toContain('href="/posts/zaunpfosten-einbetonieren"');
    expect(html).toContain('Zaunpfosten einbetonieren: Tiefe, Beton und die Schnur');
    expect(html).toContain('src="/img/catalog/blog-zaunpfosten-einbetonieren-1200x675.svg"');
    expect(html).toMatch(/<time dateTime="2026-06-18T08:00:00">18\. Juni 2026<\/time>/);
    expect(html).toContain('Ein Zaun ist nur so gerade wie seine Pfosten.');
  });

  it('/posts?category= filters to one topic; an unknown topic is a 404', async () => {
    const html = await (await get('/posts?category=pflege')).text();
    expect(html).toContain('Beiträge zum Thema Pflege');
    expect(html).toContain('Zaun im Herbst pflegen');
    expect(html).not.toContain('WPC oder Holz: Sichtschutz im Vergleich');
    expect((await get('/posts?category=gibt-es-nicht')).status).toBe(404);
  });

  it('/posts/{slug} shows the post with SEO meta and BlogPosting JSON-LD', async () => {
    const res = await get('/posts/gabionen-befuellen');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Gabionen befüllen: Steinmenge, Körnung und ein sauberes Sichtbild</h1>');
    expect(html).toContain('Rechnen Sie mit rund 1,5 Tonnen Steinen pro Kubikmeter Gabione.');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/posts/gabionen-befuellen"/>`);
    expect(html).toMatch(/<meta name="description" content="Wie viele Tonnen Steine passen/);
    const posting = jsonLdNodes(html).find((n) => n['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'Gabionen befüllen: Steinmenge, Körnung und ein sauberes Sichtbild',
      url: `${ORIGIN}/posts/gabionen-befuellen`,
      datePublished: '2026-05-05T08:00:00Z',
      image: `${ORIGIN}/img/catalog/blog-gabionen-befuellen-1200x675.svg`,
      publisher: { '@id': `${ORIGIN}/#organization` },
    });
    const crumbs = jsonLdNodes(html).find((n) => n['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: any) => c.name)).toEqual([
      'Startseite',
      'Ratgeber',
      'Gabionen befüllen: Steinmenge, Körnung und ein sauberes Sichtbild',
    ]);
  });

  it('an unknown post is the 404 page', async () => {
    expect((await get('/posts/gibt-es-nicht')).status).toBe(404);
  });

  it('the sitemap lists the blog and every post', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${ORIGIN}/posts</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/posts/wpc-oder-holz</loc><lastmod>2026-10-21T08:00:00+00:00</lastmod>`);
    expect(xml.match(/\/posts\//g)).toHaveLength(8);
  });

  it('the footer links to the blog', async () => {
    const html = await (await get('/')).text();
    expect(html).toMatch(/<a href="\/posts"[^>]*>Ratgeber<\/a>/);
  });
});
