import { describe, expect, it } from 'vitest';
import { get } from './helpers.ts';

// The fence planner's page as the server renders it (the first view, and the answer to its form
// sent without JavaScript): the bill of materials from the store's catalog and prices.

/** 15 m, a right-angled corner, 12 m; 6/5/6 panels 1230 mm green, set in concrete; a 1 m gate at 6 m. */
const PLAN = 'l=15&l=12&a=90&s=4&h=1230&c=162&m=151&gl=1&gw=1000&ga=6';

function state(html: string): any {
  const m = /<script id="__STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no state script');
  return JSON.parse(m[1]!);
}

/** Rows of the rendered list: SKU → [quantity, unit price in cents]. */
function rows(html: string): Record<string, [number, number]> {
  const out: Record<string, [number, number]> = {};
  for (const m of html.matchAll(
    /<tr data-sku="([^"]+)">[\s\S]*?<\/th><td class="num">(\d+)<\/td><td class="num">([\d.,]+)/g,
  ))
    out[m[1]!] = [Number(m[2]), Math.round(Number(m[3]!.replace(/\./g, '').replace(',', '.')) * 100)];
  return out;
}

describe('/zaunplaner', () => {
  it('renders the plan of its address with the catalog’s parts, kept out of the index', async () => {
    const res = await get(`/zaunplaner?${PLAN}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('27 m Zaun: 12 Matten, 14 Pfosten, Tore: 1');
    const list = rows(html);
    expect(Object.fromEntries(Object.entries(list).map(([sku, [qty]]) => [sku, qty]))).toEqual({
      'DSM-656-1230-GN': 12,
      'ZP-6040-1230-GN': 11,
      'EP-6060-1230-GN': 1,
      'BEF-KLEMM-6040-10': 4,
      'BEF-ECKKLEMM-6060-10': 1,
      'PK-6040-GN': 11,
      'PK-6060-GN': 1,
      'GT1-BASIC-1000-1230-GN': 1,
      'FUND-SCHNELLBETON-25': 28,
    });
    // The form offers the systems with panels of their own, not the complete fences.
    const systems = /<select[^>]*name="s"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    expect([...systems.matchAll(/<option[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual([
      'Doppelstabmatten 6/5/6',
      'Doppelstabmatten 8/6/8',
      'Zierzäune',
    ]);
  });

  it('comes as an island page: the planner waits for the first touch, without the catalog', async () => {
    const html = await (await get(`/zaunplaner?${PLAN}`)).text();
    expect(state(html).islands).toBe(true);
    const marker = /<div class="island" data-island="planner"[^>]*>/.exec(html)?.[0] ?? '';
    expect(marker).toContain('data-when="interaction"');
    // The props name the first view the page's state carries rather than copying it.
    const props = JSON.parse((/data-props="([^"]*)"/.exec(marker)?.[1] ?? '').replaceAll('&quot;', '"'));
    expect(props.data).toEqual({ first: { $state: 'page.first' } });
    // The catalog's products stay out of the page (the browser reads them when the plan is edited):
    // only the parts of the list are named, once in its rows and once in the first view's state.
    const first = state(html).page.data.first;
    expect(Object.keys(state(html).page.data)).toEqual(['first']);
    expect(first.bom.lines.map((l: { sku: string }) => l.sku)).toEqual(Object.keys(rows(html)));
    expect(html).not.toContain('DSM-656-1030-GN');
    expect(html).not.toContain('DSMZ-');
    expect(html.length).toBeLessThan(80_000);
  });

  it('prices the list with the store’s tax: Austrian 20 % in /at/', async () => {
    const german = rows(await (await get(`/zaunplaner?${PLAN}`)).text());
    const austrian = rows(await (await get(`/at/zaunplaner?${PLAN}`)).text());
    expect(Object.keys(austrian)).toEqual(Object.keys(german));
    for (const [sku, [, cents]] of Object.entries(austrian))
      expect(cents / 100).toBeCloseTo(((german[sku]![1] / 119) * 120) / 100, 1);
  });

  it('says what is wrong with a plan in the SPEC’s words', async () => {
    const html = await (await get('/zaunplaner?l=4&s=4')).text();
    expect(html).toContain('Die Mindestlänge des Zauns beträgt 5 m');
    expect(html).not.toContain('<table class="planner__bom"');
  });

  it('is linked from fence categories, not from others', async () => {
    expect(await (await get('/c/doppelstabmatten-6-5-6')).text()).toContain('href="/zaunplaner"');
    expect(await (await get('/at/c/tore')).text()).toContain('href="/at/zaunplaner"');
    expect(await (await get('/c/gabionen')).text()).not.toContain('zaunplaner');
  });
});
